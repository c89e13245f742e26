// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

// A document as Remix writes it: a preload in the head (the page's texts), the body's preloads and
// module script, then the loader data that single fetch streams after `</html>`.
const STREAMED =
  '<!--$--><script nonce="N0nce">window.__remixContext.streamController.enqueue("[1]");</script>' +
  '<!--$--><script nonce="N0nce">window.__remixContext.streamController.close();</script><!--/$--><!--/$-->';
const DOCUMENT =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/tr-1.js"/></head><body><main>Kolye İğneşi</main>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js?v=a&amp;b=c"/>' +
  '<script nonce="N0nce">window.__remixContext = {};</script>' +
  '<script nonce="N0nce" type="module" async="">import * as route0 from "/assets/root-3.js";</script>' +
  "</body></html>" +
  STREAMED;

/**
 * Runs the restoring script of a rewritten page on its DOM as a browser would after the first
 * paint (its frame and task at once), and returns that DOM.
 */
function restored(html: string): Document {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const scripts = [...doc.querySelectorAll("script:not([type])")];
  const me = scripts.find((s) => s.textContent?.includes("currentScript"))!;
  const browser = {
    currentScript: me,
    querySelectorAll: (q: string) => doc.querySelectorAll(q),
    createElement: (tag: string) => doc.createElement(tag),
  };
  const now = (f: () => void) => f();
  new Function("document", "requestAnimationFrame", "setTimeout", me.textContent!)(
    browser,
    now,
    now,
  );
  return doc;
}

/**
 * A document's elements as markup, without comments, nonces (a browser hides those) and `async`
 * (jsdom does not reflect the property a browser sets as the attribute).
 */
const elements = (doc: Document) =>
  doc.documentElement.outerHTML
    .replace(/<!--.*?-->/g, "")
    .replaceAll(' nonce="N0nce"', "")
    .replaceAll(' async=""', "");

describe("scriptsAfterPaint", () => {
  const html = scriptsAfterPaint(Buffer.from(DOCUMENT)).toString();

  it("leaves nothing the browser would fetch or run before the first paint", () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // The page itself and the classic data script are untouched.
    expect(html).toContain("<main>Kolye İğneşi</main>");
    expect(html).toContain('<script nonce="N0nce">window.__remixContext = {};</script>');
    // The parked module keeps its code, to be run later.
    expect(html).toContain('import * as route0 from "/assets/root-3.js";');
  });

  it("puts each run of preloads' addresses in a JSON data block in its place, with the nonce", () => {
    const blocks = [
      ...html.matchAll(/<script nonce="N0nce" type="application\/json" ([^>]*)>(.*?)<\/script>/g),
    ];
    expect(blocks.map(([, , json]) => JSON.parse(json!))).toEqual([
      ["/assets/tr-1.js"],
      ["/assets/entry.client-2.js", "/assets/root-3.js?v=a&b=c"],
    ]);
    expect(html).toMatch(
      /<head><script [^>]*type="application\/json"[^>]*>[^<]*<\/script><\/head>/,
    );
  });

  it("ends the document with </html>: the streamed data, then the restoring script, in the body", () => {
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html).toContain(`${STREAMED}<script nonce="N0nce">{const me=document.currentScript;`);
  });

  it("after the paint, gives React the document it rendered, as a browser parses it", () => {
    const doc = restored(html);
    expect(elements(doc)).toBe(elements(new DOMParser().parseFromString(DOCUMENT, "text/html")));
    // The restoring script and the data blocks are gone; the links and the module are back.
    expect(doc.querySelectorAll("script[type='application/json']")).toHaveLength(0);
    expect(
      [...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute("href")),
    ).toEqual(["/assets/tr-1.js", "/assets/entry.client-2.js", "/assets/root-3.js?v=a&b=c"]);
    expect(doc.querySelector('script[type="module"]')?.textContent).toContain("route0");
  });

  it("finds the module script by its own tag, not by text that ends like it", () => {
    const tricky = DOCUMENT.replace(
      "<main>Kolye İğneşi</main>",
      '<script nonce="N0nce">0</script><main>" type="module" async=""></main>',
    );
    const out = scriptsAfterPaint(Buffer.from(tricky)).toString();
    expect(out).toContain('<main>" type="module" async=""></main>');
    expect(out).toContain('<script nonce="N0nce" type="text/x-after-paint">import * as route0');
  });

  it("leaves a preload with attributes of its own alone", () => {
    const own = '<link rel="modulepreload" href="/assets/x.js" crossorigin="anonymous"/>';
    const out = scriptsAfterPaint(Buffer.from(DOCUMENT.replace("<main>", `${own}<main>`)));
    expect(out.toString()).toContain(own);
  });

  it("moves streamed data into the body of a page without Remix's module", () => {
    const plain = `<html><body><p>404</p></body></html>${STREAMED}`;
    expect(scriptsAfterPaint(Buffer.from(plain)).toString()).toBe(
      `<html><body><p>404</p>${STREAMED}</body></html>`,
    );
  });

  it("leaves a document without Remix's scripts alone", () => {
    const plain = Buffer.from("<html><body><p>503</p></body></html>");
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
