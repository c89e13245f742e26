import { describe, expect, it } from "vitest";
import { jewellery as en } from "~/locales/en/jewellery";
import { jewellery as tr } from "~/locales/tr/jewellery";
import { gramsText, jewelleryFacts, metalText, parseGrams } from "./jewellery";

describe("the jewellery facts in words", () => {
  it("say a metal with its fineness as a jeweller writes it", () => {
    expect(metalText("silver", 925, "tr", tr)).toBe("925 ayar gümüş");
    expect(metalText("silver", 925, "en", en)).toBe("925 sterling silver");
    expect(metalText("silver", 999, "en", en)).toBe("999 silver");
    expect(metalText("gold", 585, "tr", tr)).toBe("14 ayar altın (585)");
    expect(metalText("white-gold", 750, "en", en)).toBe("18 ct white gold (750)");
    expect(metalText("steel", null, "tr", tr)).toBe("Çelik");
    expect(metalText("brass", 700, "en", en)).toBe("Brass (700/1000)");
    expect(metalText(null, null, "tr", tr)).toBeNull();
  });

  it("write a weight in the page's language", () => {
    expect(gramsText(4.2, "tr", tr)).toBe("4,2 g");
    expect(gramsText(4.2, "en", en)).toBe("4.2 g");
    expect(gramsText(12, "tr", tr)).toBe("12 g");
  });

  it("list only what is stated, each stone with its nature", () => {
    const p = {
      metal: "silver",
      fineness: 925,
      weightGrams: 4.25,
      plating: "rhodium",
      stones: [
        { name: "Ametist", nature: "natural" },
        { name: "Turkuaz", nature: "treated" },
      ],
    };
    expect(jewelleryFacts(p, "tr", tr).map((f) => [f.term, f.value])).toEqual([
      ["Metal ve ayar", "925 ayar gümüş"],
      ["Ağırlık", "4,25 g"],
      ["Kaplama", "Rodyum kaplama"],
      ["Taşlar", "Ametist (doğal), Turkuaz (işlem görmüş)"],
    ]);
    const bare = { metal: null, fineness: null, weightGrams: null, plating: null, stones: [] };
    expect(jewelleryFacts(bare, "en", en)).toEqual([]);
    expect(
      jewelleryFacts({ ...bare, stones: [{ name: "Opal", nature: "synthetic" }] }, "en", en),
    ).toEqual([{ key: "stones", term: "Stones", value: "Opal (synthetic)" }]);
  });

  it("read a weight typed with a Turkish comma or a dot", () => {
    expect(parseGrams("4,2")).toBe(4.2);
    expect(parseGrams("4.2")).toBe(4.2);
    expect(parseGrams(" 12 g")).toBe(12);
    expect(parseGrams("1.250,5")).toBeNaN();
    expect(parseGrams("abc")).toBeNaN();
  });
});
