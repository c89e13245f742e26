/**
 * Moves a document's JavaScript behind its first paint, and Remix's streamed data inside <body>.
 *
 * Remix writes `<link rel="modulepreload">` for every module of the page and an inline module
 * script that imports them. The browser's preload scanner sees those as the HTML arrives and starts
 * about 100 KB of downloads before anything is painted: on a slow phone they share the line with
 * the page's pictures, and the page is drawn and its main picture shown later than the HTML
 * allows. Everything the page shows is in the HTML already (it renders on the server and works
 * without JavaScript), so the scripts can wait for the first frame.
 *
 * Here each run of preload links becomes a JSON data block of their addresses in its place
 * (`<script type="application/json" data-after-paint>`, which nothing fetches or runs) and the
 * module script a data block of another type; a small script (with the page's nonce) puts both
 * back once the first frame is painted (requestAnimationFrame runs just before that paint, a task
 * queued from it just after) and then removes itself: the links stand where React rendered them,
 * so that React hydrates exactly the document it rendered. All of it valid HTML: no invented
 * link type.
 *
 * Remix's single fetch renders the loader data's scripts (StreamTransfer) as a sibling of the
 * whole document, so React writes them after `</html>`, where HTML allows nothing: browsers move
 * them into the body as a parse error. They are moved there in the bytes, before the restoring
 * script: the same DOM, with the data scripts still run before the page's module.
 */
const PARKED_TYPE = "text/x-after-paint";
const DATA_BLOCK = "data-after-paint";

// In a block, so that its one name stays out of the page's global scope.
const restore =
  `{const me=document.currentScript;` +
  `requestAnimationFrame(()=>setTimeout(()=>{me.remove();` +
  `for(const d of document.querySelectorAll("script[${DATA_BLOCK}]"))` +
  `d.replaceWith(...JSON.parse(d.textContent).map(h=>{` +
  `const l=document.createElement("link");l.rel="modulepreload";l.href=h;return l}));` +
  `for(const s of document.querySelectorAll('script[type="${PARKED_TYPE}"]')){` +
  `const m=document.createElement("script");m.type="module";m.async=true;m.nonce=s.nonce;` +
  `m.textContent=s.textContent;s.replaceWith(m)}}))}`;

// The document stays bytes: decoding 75 kB of HTML to a string and encoding it back cost more
// than a twentieth of a rendered page's CPU (a profile of /shop under load).
const PRELOAD = Buffer.from('<link rel="modulepreload" href="');
const PRELOAD_END = Buffer.from('"/>');
const SCRIPT_START = Buffer.from('<script nonce="');
const MODULE_END = Buffer.from('" type="module" async="">');
const BODY_END = Buffer.from("</body>");
const DOCUMENT_END = Buffer.from("</body></html>");
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

/** An attribute's value as React escapes it (escapeTextForBrowser), back to its text. */
const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };
const unescapeAttribute = (value: string) =>
  value.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ENTITIES[name]!);

/**
 * Runs of adjacent `<link rel="modulepreload" href="…"/>` tags, each with its addresses. A link
 * with any other attribute is left as it is (fetched early, never broken).
 */
function preloadRuns(html: Buffer): { start: number; end: number; hrefs: string[] }[] {
  const runs: { start: number; end: number; hrefs: string[] }[] = [];
  for (let at = html.indexOf(PRELOAD); at >= 0; at = html.indexOf(PRELOAD, at + 1)) {
    const hrefAt = at + PRELOAD.length;
    const hrefEnd = html.indexOf(QUOTE, hrefAt);
    if (hrefEnd < 0 || !html.subarray(hrefEnd, hrefEnd + PRELOAD_END.length).equals(PRELOAD_END))
      continue;
    const href = unescapeAttribute(html.toString("utf8", hrefAt, hrefEnd));
    const end = hrefEnd + PRELOAD_END.length;
    const last = runs.at(-1);
    if (last?.end === at) {
      last.end = end;
      last.hrefs.push(href);
    } else runs.push({ start: at, end, hrefs: [href] });
  }
  return runs;
}

/**
 * A data block of addresses: JSON, with `<` escaped so that no `</script>` can end it early. It
 * carries the page's nonce as every script of the page does, though nothing runs it: a script
 * without it is one the page did not write (tests/integration/attacks/xss.test.ts).
 */
const dataBlock = (hrefs: string[], nonce: string) =>
  Buffer.from(
    `<script nonce="${nonce}" type="application/json" ${DATA_BLOCK}="">` +
      `${JSON.stringify(hrefs).replaceAll("<", "\\u003c")}</script>`,
  );

export function scriptsAfterPaint(html: Buffer): Buffer {
  const module = findModuleScript(html);
  // Each edit replaces html[start, end) with its bytes; in document order.
  const edits: [start: number, end: number, bytes: Buffer][] = [];
  let restoring = Buffer.alloc(0);
  if (module) {
    for (const run of preloadRuns(html))
      edits.push([run.start, run.end, dataBlock(run.hrefs, module.nonce)]);
    edits.push([
      module.start,
      module.end,
      Buffer.from(`<script nonce="${module.nonce}" type="${PARKED_TYPE}">`),
    ]);
    restoring = Buffer.from(`<script nonce="${module.nonce}">${restore}</script>`);
  }
  // What React wrote after `</html>` goes before `</body>`, and the restoring script after it.
  const documentEnd = html.lastIndexOf(DOCUMENT_END);
  const streamed = documentEnd < 0 ? null : html.subarray(documentEnd + DOCUMENT_END.length);
  if (streamed?.length)
    edits.push([documentEnd, html.length, Buffer.concat([streamed, restoring, DOCUMENT_END])]);
  else if (module) {
    const bodyEnd = html.lastIndexOf(BODY_END);
    edits.push(bodyEnd < 0 ? [html.length, html.length, restoring] : [bodyEnd, bodyEnd, restoring]);
  }
  if (!edits.length) return html;
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
