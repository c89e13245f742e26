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

// The document stays bytes: decoding 75 kB of HTML to a string and encoding it back cost more
// than a twentieth of a rendered page's CPU (a profile of /shop under load).
const PRELOAD = Buffer.from('<link rel="modulepreload" ');
const PARKED_PRELOAD = Buffer.from(`<link rel="${PARKED_REL}" `);
const SCRIPT_START = Buffer.from('<script nonce="');
const MODULE_END = Buffer.from('" type="module" async="">');
const BODY_END = Buffer.from("</body>");
const QUOTE = 0x22;

/** Where Remix's module script `<script nonce="…" type="module" async="">` is, and its nonce. */
function findModuleScript(html: Buffer): { start: number; end: number; nonce: string } | null {
  for (let end = html.indexOf(MODULE_END); end >= 0; end = html.indexOf(MODULE_END, end + 1)) {
    const start = html.lastIndexOf(SCRIPT_START, end);
    const nonceAt = start + SCRIPT_START.length;
    // A nonce holds no quote: otherwise this was some other text ending so.
    if (start >= 0 && !html.subarray(nonceAt, end).includes(QUOTE))
      return { start, end: end + MODULE_END.length, nonce: html.toString("latin1", nonceAt, end) };
  }
  return null;
}

export function scriptsAfterPaint(html: Buffer): Buffer {
  const module = findModuleScript(html);
  if (!module) return html;
  const { nonce } = module;
  // Each edit replaces html[start, end) with its bytes; in document order.
  const edits: [start: number, end: number, bytes: Buffer][] = [];
  for (let at = html.indexOf(PRELOAD); at >= 0; at = html.indexOf(PRELOAD, at + PRELOAD.length))
    edits.push([at, at + PRELOAD.length, PARKED_PRELOAD]);
  edits.push([
    module.start,
    module.end,
    Buffer.from(`<script nonce="${nonce}" type="${PARKED_TYPE}">`),
  ]);
  const bodyEnd = html.lastIndexOf(BODY_END);
  edits.push([bodyEnd, bodyEnd, Buffer.from(`<script nonce="${nonce}">${restore}</script>`)]);
  edits.sort((a, b) => a[0] - b[0]);
  const parts: Buffer[] = [];
  let copied = 0;
  for (const [start, end, bytes] of edits) {
    parts.push(html.subarray(copied, start), bytes);
    copied = end;
  }
  parts.push(html.subarray(copied));
  return Buffer.concat(parts);
}
