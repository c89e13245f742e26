import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import styles from "~/styles/app.css?inline";
import { gzipDocument } from "./document-gzip.server";

// A document as the shop renders one: the stylesheet inline in its head, then markup whose class
// names the stylesheet also holds, and Turkish text.
const classNames = [...new Set(styles.match(/\.[a-z][\w-]+/g) ?? [])].map((c) => c.slice(1));
const markup = classNames
  .map(
    (name, i) =>
      `<li class="${name}"><a href="/product/kolye-${i}">Gümüş İğne ${i}</a> ${(i * 137) % 1000} TL</li>`,
  )
  .join("");
const head = '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>Küpeler</title>';
const document = Buffer.from(
  `${head}<style id="shop-styles">${styles}</style></head><body><ul>${markup}</ul></body></html>`,
);

describe.each([
  ["on the event loop", false],
  ["in zlib's thread pool", true],
])("gzipDocument %s", (_, inThreadPool) => {
  const gzip = (body: Buffer) => gzipDocument(body, inThreadPool);

  it("gives back the document byte for byte, through any gzip decoder", async () => {
    expect(zlib.gunzipSync(await gzip(document)).equals(document)).toBe(true);
  });

  it("does so wherever the stylesheet sits, and without one", async () => {
    for (const text of [
      `<style>${styles}</style>`,
      `${head}<style>${styles}`,
      "<p>Sayfa bulunamadı</p>",
      "",
    ]) {
      const body = Buffer.from(text);
      expect(zlib.gunzipSync(await gzip(body)).equals(body), text.slice(0, 40)).toBe(true);
    }
  });

  it("sends less than gzip of the whole page: the page still copies from its stylesheet", async () => {
    const whole = zlib.gzipSync(document, { level: 6 }).length;
    expect((await gzip(document)).length).toBeLessThan(whole);
  });
});
