/**
 * Moves a document's JavaScript behind its first paint.
 *
 * Remix writes `<link rel="modulepreload">` for every module of the page and an inline module
 * script that imports them. The browser's preload scanner sees those as the HTML arrives and starts
 * about 100 KB of downloads before anything is painted: on a slow phone they share the line with
 * the page's pictures, and the page is drawn and its main picture shown later than the HTML
 * allows. Everything the page shows is in the HTML already (it renders on the server and works
 * without JavaScript), so the scripts can wait for the first frame.
 *
 * Here the preload links get a `rel` the browser ignores and the module script a `type` it does not
 * run; a small script (with the page's nonce) puts both back once the first frame is painted
 * (requestAnimationFrame runs just before that paint, a task queued from it just after) and then
 * removes itself, so that React hydrates exactly the document it rendered.
 */
const PRELOAD = '<link rel="modulepreload" ';
const MODULE = /<script nonce="([^"]*)" type="module" async="">/;
const PARKED_REL = "x-after-paint";
const PARKED_TYPE = "text/x-after-paint";

// In a block, so that its one name stays out of the page's global scope.
const restore =
  `{const me=document.currentScript;` +
  `requestAnimationFrame(()=>setTimeout(()=>{me.remove();` +
  `for(const l of document.querySelectorAll('link[rel="${PARKED_REL}"]'))l.rel="modulepreload";` +
  `for(const s of document.querySelectorAll('script[type="${PARKED_TYPE}"]')){` +
  `const m=document.createElement("script");m.type="module";m.async=true;m.nonce=s.nonce;` +
  `m.textContent=s.textContent;s.replaceWith(m)}}))}`;

export function scriptsAfterPaint(html: string): string {
  const module = MODULE.exec(html);
  if (!module) return html;
  const nonce = module[1]!;
  const parked = html
    .replaceAll(PRELOAD, `<link rel="${PARKED_REL}" `)
    .replace(module[0], `<script nonce="${nonce}" type="${PARKED_TYPE}">`);
  const end = parked.lastIndexOf("</body>");
  return `${parked.slice(0, end)}<script nonce="${nonce}">${restore}</script>${parked.slice(end)}`;
}
