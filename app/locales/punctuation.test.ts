import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Texts end as Turkish and English write them: with one full stop, an ellipsis of three, or
 * none; never the two dots the spec's 'Ürün ara..' has (issue [17] point 7).
 */
const LOCALES = path.join(import.meta.dirname, ".");

describe.each(["tr", "en"])("the %s texts", (lang) => {
  it("end no string in two dots", () => {
    const found: string[] = [];
    for (const file of readdirSync(path.join(LOCALES, lang))) {
      const source = readFileSync(path.join(LOCALES, lang, file), "utf8");
      for (const [text] of source.matchAll(/"(?:[^"\\]|\\.)*[^.]\.\."|`(?:[^`\\]|\\.)*[^.]\.\.`/g))
        found.push(`${file}: ${text}`);
    }
    expect(found).toEqual([]);
  });
});
