import { describe, expect, it } from "vitest";
import { absoluteUrl, canonicalPath, canonicalUrl, pageMeta } from "./meta";

describe("canonical rule", () => {
  it("drops tracking, sorting, search, currency and facet parameters", () => {
    expect(canonicalPath("/product/ametist", "?utm_source=x&currency=usd")).toBe(
      "/product/ametist",
    );
    expect(canonicalPath("/shop", "?q=kolye&stones=ametist&fbclid=1")).toBe("/shop");
    expect(canonicalPath("/about", "?page=2")).toBe("/about");
  });

  it("keeps the page number of a listing, from page 2 on", () => {
    expect(canonicalPath("/shop", "?page=3&q=x")).toBe("/shop?page=3");
    expect(canonicalPath("/shop", "?page=1")).toBe("/shop");
    expect(canonicalPath("/shop", "?page=abc")).toBe("/shop");
    expect(canonicalPath("/shop/brand/gumus-isik", "?page=2")).toBe(
      "/shop/brand/gumus-isik?page=2",
    );
    expect(canonicalPath("/shop/category/kadin", "?page=2&stones=akik")).toBe(
      "/shop/category/kadin?page=2",
    );
  });

  it("names the shop's ?cat= listing by its category page", () => {
    expect(canonicalPath("/shop", "?cat=necklace")).toBe("/shop/category/necklace");
    expect(canonicalPath("/en/shop", "?cat=necklace&page=2")).toBe(
      "/shop/category/necklace?page=2",
    );
    expect(canonicalPath("/shop", "?cat=%3Cscript%3E")).toBe("/shop");
  });

  it("drops the language prefix and a trailing slash", () => {
    expect(canonicalPath("/en/shop/")).toBe("/shop");
    expect(canonicalPath("/tr/about")).toBe("/about");
    expect(canonicalPath("/en")).toBe("/");
    expect(canonicalPath("/")).toBe("/");
  });

  it("is absolute, in the page's own language", () => {
    const origin = "https://shop.example";
    expect(canonicalUrl(origin, "tr", "/tr/shop", "?page=2")).toBe(
      "https://shop.example/shop?page=2",
    );
    expect(canonicalUrl(origin, "en", "/en/shop", "?page=2")).toBe(
      "https://shop.example/en/shop?page=2",
    );
    expect(canonicalUrl(origin, "en", "/en/")).toBe("https://shop.example/en");
    expect(canonicalUrl(origin, "tr", "/")).toBe("https://shop.example/");
  });
});

describe("page meta", () => {
  const matches = [
    { id: "root", data: { storeName: "Taş ve Gümüş", lang: "tr", origin: "https://shop.example" } },
  ];

  it("gives Open Graph title, type, description and an absolute image", () => {
    const tags = pageMeta(matches, "Mağaza", "Doğal taşlar", { image: "/uploads/a.webp" });
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: "Mağaza | Taş ve Gümüş" },
        { property: "og:title", content: "Mağaza | Taş ve Gümüş" },
        { property: "og:type", content: "website" },
        { property: "og:description", content: "Doğal taşlar" },
        { property: "og:image", content: "https://shop.example/uploads/a.webp" },
        { name: "twitter:card", content: "summary_large_image" },
      ]),
    );
  });

  it("falls back to the shop's logo", () => {
    expect(pageMeta(matches, "")).toEqual(
      expect.arrayContaining([
        { title: "Taş ve Gümüş" },
        { property: "og:image", content: "https://shop.example/images/logo.png" },
        { name: "twitter:card", content: "summary" },
      ]),
    );
  });

  it("keeps absolute image addresses", () => {
    expect(absoluteUrl("https://shop.example", "https://bucket.s3.example/a.webp")).toBe(
      "https://bucket.s3.example/a.webp",
    );
    expect(absoluteUrl("https://shop.example", "images/a.svg")).toBe(
      "https://shop.example/images/a.svg",
    );
  });
});
