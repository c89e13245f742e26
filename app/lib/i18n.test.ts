import { describe, expect, it } from "vitest";
import { fmt, langFromParam, langFromPath, localePath, stripLang } from "./i18n";

describe("language paths", () => {
  it("reads the language from the path", () => {
    expect(langFromPath("/en/shop")).toBe("en");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/english")).toBe("tr");
    expect(langFromPath("/shop")).toBe("tr");
  });
  it("switches a path between languages", () => {
    expect(localePath("en", stripLang("/shop?x"))).toBe("/en/shop?x");
    expect(localePath("tr", stripLang("/en/shop"))).toBe("/shop");
    expect(localePath("tr", stripLang("/en"))).toBe("/");
    expect(localePath("en", stripLang("/"))).toBe("/en");
  });
  it("accepts only tr and en as a prefix", () => {
    expect(langFromParam(undefined)).toBe("tr");
    expect(langFromParam("en")).toBe("en");
    expect(langFromParam("de")).toBeNull();
  });
  it("fills placeholders", () => {
    expect(fmt("Stokta {n} Adet Ürün Var...", { n: 3 })).toBe("Stokta 3 Adet Ürün Var...");
  });
});
