import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "./scripts-after-paint.server";

// The end of a document as Remix writes it: preloads, the module script, the streamed data.
const DOCUMENT =
  '<html><head><link rel="modulepreload" href="/assets/tr-1.js"/></head><body><main>Kolye İğneşi</main>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/>' +
  '<script nonce="N0nce">window.__remixContext = {};</script>' +
  '<script nonce="N0nce" type="module" async="">import * as route0 from "/assets/root-3.js";</script>' +
  "</body></html>";

describe("scriptsAfterPaint", () => {
  const html = scriptsAfterPaint(Buffer.from(DOCUMENT)).toString();

  it("leaves nothing the browser would fetch or run before the first paint", () => {
    expect(html).not.toContain('rel="modulepreload" href');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // The page itself and the classic data script are untouched.
    expect(html).toContain("<main>Kolye İğneşi</main>");
    expect(html).toContain('<script nonce="N0nce">window.__remixContext = {};</script>');
    // The parked module keeps its code, to be run later.
    expect(html).toContain('import * as route0 from "/assets/root-3.js";');
  });

  it("adds one script, with the page's nonce, that puts them back after the paint", () => {
    const restore =
      /<script nonce="N0nce">(\{const me=document\.currentScript;[^<]*\})<\/script><\/body>/.exec(
        html,
      );
    expect(restore?.[1]).toContain("requestAnimationFrame(");
    expect(restore?.[1]).toContain('l.rel="modulepreload"');
    expect(restore?.[1]).toContain('m.type="module"');
  });

  it("changes only those tags: the rest of the document is the same, byte for byte", () => {
    const unparked = html
      .replace(/<script nonce="N0nce">\{const me=[^<]*<\/script><\/body>/, "</body>")
      .replaceAll('rel="x-after-paint"', 'rel="modulepreload"')
      .replace('type="text/x-after-paint">', 'type="module" async="">');
    expect(unparked).toBe(DOCUMENT);
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

  it("leaves a document without Remix's scripts alone", () => {
    const plain = Buffer.from("<html><body><p>503</p></body></html>");
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});
