import { describe, expect, it } from "vitest";
import { parseMissing, withMissing } from "./missing-text";
import { parseStaffProductQuery, staffProductSearch } from "./staff-product-query";

describe("the lists' missing-language filter", () => {
  it("reads en and tr, drops anything else", () => {
    expect(parseMissing("en")).toBe("en");
    expect(parseMissing("tr")).toBe("tr");
    expect(parseMissing("de")).toBeNull();
    expect(parseMissing(null)).toBeNull();
  });

  it("sets or clears it in a list's query, keeping the rest and starting at page 1", () => {
    expect(withMissing("?q=kolye&page=3", "en")).toBe("?q=kolye&missing=en");
    expect(withMissing("?missing=en&q=kolye", null)).toBe("?q=kolye");
    expect(withMissing("", "tr")).toBe("?missing=tr");
  });

  it("stays in the product list's links to other pages", () => {
    const query = parseStaffProductQuery(new URLSearchParams("missing=en&q=inci&missing=x"));
    expect(query.missing).toBe("en");
    expect(staffProductSearch(query, { page: 2 })).toBe("?q=inci&missing=en&page=2");
  });
});
