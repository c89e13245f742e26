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

describe("gzipDocument", () => {
  it("gives back the document byte for byte, through any gzip decoder", () => {
    expect(zlib.gunzipSync(gzipDocument(document)).equals(document)).toBe(true);
  });

  it("does so wherever the stylesheet sits, and without one", () => {
    for (const text of [
      `<style>${styles}</style>`,
      `${head}<style>${styles}`,
      "<p>Sayfa bulunamadı</p>",
      "",
    ]) {
      const body = Buffer.from(text);
      expect(zlib.gunzipSync(gzipDocument(body)).equals(body), text.slice(0, 40)).toBe(true);
    }
  });

  it("sends less than gzip of the whole page: the page still copies from its stylesheet", () => {
    const whole = zlib.gzipSync(document, { level: 6 }).length;
    expect(gzipDocument(document).length).toBeLessThan(whole);
  });
});
