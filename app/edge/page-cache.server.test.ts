import { describe, expect, it } from "vitest";
import { PageCache, cachedPageEncoding } from "./page-cache.server";

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

describe("PageCache.set", () => {
  const page = { status: 200, headers: [] as [string, string][], body: Buffer.from("<p>eski</p>") };
  it("keeps a page rendered since the last change, and drops one begun before it", () => {
    const cache = new PageCache(2000);
    const before = cache.generation;
    cache.set("shop.test/", page, before);
    expect(cache.get("shop.test/")).toBe(page);

    // A change commits while the next page is still being rendered from what was read before it.
    const begun = cache.generation;
    cache.clear();
    cache.set("shop.test/", page, begun);
    expect(cache.get("shop.test/")).toBeNull();
  });
});

describe("cachedPageEncoding", () => {
  const page = (type: string, size = 5000) => ({
    status: 200,
    headers: [["Content-Type", type]] as [string, string][],
    body: Buffer.alloc(size, "a"),
  });
  const html = page("text/html; charset=utf-8");
  it("prefers brotli, then gzip, as the browser accepts them", () => {
    expect(cachedPageEncoding("gzip, deflate, br, zstd", html)).toBe("br");
    expect(cachedPageEncoding("gzip, deflate", html)).toBe("gzip");
    expect(cachedPageEncoding("br;q=0, gzip;q=0.8", html)).toBe("gzip");
    expect(cachedPageEncoding("*", html)).toBe("br");
    expect(cachedPageEncoding("*;q=0, identity", html)).toBeNull();
    expect(cachedPageEncoding(undefined, html)).toBeNull();
  });
  it("leaves small answers and pictures as they are", () => {
    expect(cachedPageEncoding("br", page("text/html", 500))).toBeNull();
    expect(cachedPageEncoding("br", page("image/webp"))).toBeNull();
    expect(cachedPageEncoding("br", page("application/json"))).toBe("br");
    expect(cachedPageEncoding("br", page("application/xml; charset=utf-8"))).toBe("br");
  });
});
