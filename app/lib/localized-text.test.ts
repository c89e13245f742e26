import { describe, expect, it } from "vitest";
import { langAttr, localizedField, localizedText } from "./localized-text";

describe("localizedText", () => {
  it("answers the English text on an English page", () => {
    expect(localizedText("en", "Kolye", "Necklace")).toEqual({ text: "Necklace", lang: "en" });
  });
  it("falls back to Turkish when the English is empty, null or blank", () => {
    for (const en of ["", null, undefined, "  "])
      expect(localizedText("en", "Kolye", en)).toEqual({ text: "Kolye", lang: "tr" });
  });
  it("answers Turkish on a Turkish page, whatever the English", () => {
    expect(localizedText("tr", "Kolye", "Necklace")).toEqual({ text: "Kolye", lang: "tr" });
  });
  it("reads a row's field and its En twin", () => {
    expect(localizedField("en", { name: "Yüzük", nameEn: "" }, "name")).toEqual({
      text: "Yüzük",
      lang: "tr",
    });
    expect(localizedField("en", { title: "Başlık", titleEn: "Title" }, "title").text).toBe("Title");
  });
  it("marks only a text in another language than the page's", () => {
    expect(langAttr("en", { text: "Kolye", lang: "tr" })).toBe("tr");
    expect(langAttr("en", { text: "Necklace", lang: "en" })).toBeUndefined();
    expect(langAttr("tr", { text: "Kolye", lang: "tr" })).toBeUndefined();
  });
});
