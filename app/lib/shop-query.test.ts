import { describe, expect, it } from "vitest";
import { parseShopQuery } from "./shop-query";

describe("parseShopQuery", () => {
  it("reads filters, search and page", () => {
    const q = parseShopQuery(
      new URLSearchParams("q=inci&cat=necklace&stones=ametist&stones=akik&page=3"),
    );
    expect(q.filter.q).toBe("inci");
    expect(q.filter.cat).toBe("necklace");
    expect(q.filter.stones).toEqual(["ametist", "akik"]);
    expect(q.page).toBe(3);
  });
  it("drops malformed values instead of failing", () => {
    const q = parseShopQuery(
      new URLSearchParams("cat=%27;drop&page=abc&types=A%20B&teachers=night"),
    );
    expect(q.filter.cat).toBeNull();
    expect(q.filter.types).toEqual([]);
    expect(q.filter.teachersDay).toBe(false);
    expect(q.page).toBe(1);
  });
  it("knows ?teachers=day", () => {
    expect(parseShopQuery(new URLSearchParams("teachers=day")).filter.teachersDay).toBe(true);
  });
});
