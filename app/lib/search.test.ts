import { describe, expect, it } from "vitest";
import { escapeLike, foldForSearch, searchTerm } from "./search";

describe("foldForSearch", () => {
  it("folds Turkish capitals the Turkish way", () => {
    expect(foldForSearch("İNCİ")).toBe("inci");
    expect(foldForSearch("KOLYE")).toBe(foldForSearch("kolye"));
    expect(foldForSearch("ILIK")).toBe("ılık");
  });
  it("normalises decomposed input to NFC", () => {
    expect(foldForSearch("Gu\u0308mu\u0308s\u0327")).toBe("gümüş");
  });
});

describe("searchTerm", () => {
  it("applies only above three characters", () => {
    expect(searchTerm("ink")).toBeNull();
    expect(searchTerm("  inci ")).toBe("inci");
  });
  it("cuts very long input", () => {
    expect(searchTerm("a".repeat(10_000))?.length).toBe(100);
  });
});

describe("escapeLike", () => {
  it("escapes wildcards and backslashes", () => {
    expect(escapeLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
