import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server";

describe("PageCache.keyFor", () => {
  const cache = new PageCache(2000);
  it("keys anonymous storefront GETs", () => {
    expect(cache.keyFor("GET", "shop.test/shop?q=kolye", {})).toBe("shop.test/shop?q=kolye");
    expect(cache.keyFor("GET", "shop.test/en/product/x", { cookie: "currency=usd" })).toBe(
      "shop.test/en/product/x;currency=usd",
    );
  });
  it("never keys carts, checkout or orders, which an id alone opens", () => {
    for (const path of [
      "/cart",
      "/en/cart",
      "/api/cart/abc",
      "/api/order/abc",
      "/order/abc",
      "/payment",
      "/delivery",
      "/checkout",
      "/api/order/list",
    ]) {
      expect(cache.keyFor("GET", `shop.test${path}`, {})).toBeNull();
    }
    expect(cache.keyFor("GET", "shop.test/cartier-kolye", {})).not.toBeNull();
  });
});
