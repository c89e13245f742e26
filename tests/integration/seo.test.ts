import { eq, inArray } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.server";
import { blogs, brands, products, settings } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { getPage, type Page } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";

/**
 * What a search engine gets (docs/decisions/009): the sitemap, robots.txt, and on the pages the
 * canonical and hreflang links, Open Graph tags and JSON-LD. The states worth seeing (a product
 * sold out, one switched off, one whose name tries to close its script block) are written to the
 * database before the first page, as the admin's dashboard would.
 */

const BREAKOUT = "Kolye </script><script>alert(1)</script>";
const PHONE = "+90 555 111 22 33";
const EMAIL = "destek@dogaltas.example";

interface Slugs {
  inStock: string;
  soldOut: string;
  inactive: string;
  hidden: string;
  breakout: string;
  blog: string;
  inactiveBrand: string;
  /** ARW101's last change as the database keeps it. */
  inStockUpdatedAt: Date;
}

async function prepareDatabase(db: Db): Promise<Slugs> {
  const set = (sku: string, values: Partial<typeof products.$inferInsert>) =>
    db.update(products).set(values).where(eq(products.sku, sku));
  await set("ARW101", { quantity: 5, isActive: true, isVisible: true });
  await set("ARW102", { quantity: 0, isActive: true, isVisible: true });
  await set("ARW103", { isActive: false });
  await set("ARW120", { isActive: true, isVisible: false });
  await set("ARW104", { name: BREAKOUT, nameEn: BREAKOUT });
  await db
    .update(settings)
    .set({ phoneNumber: PHONE, emailAddress: EMAIL })
    .where(eq(settings.id, 1));
  await db.update(brands).set({ isActive: false }).where(eq(brands.slug, "yeni-marka"));
  const rows = await db
    .select({ sku: products.sku, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(inArray(products.sku, ["ARW101", "ARW102", "ARW103", "ARW104", "ARW120"]));
  const row = (sku: string) => rows.find((r) => r.sku === sku)!;
  const slug = (sku: string) => row(sku).slug;
  const [blog] = await db.select({ slug: blogs.slug }).from(blogs).where(eq(blogs.isActive, true));
  return {
    inStock: slug("ARW101"),
    soldOut: slug("ARW102"),
    inactive: slug("ARW103"),
    hidden: slug("ARW120"),
    breakout: slug("ARW104"),
    blog: blog!.slug,
    inactiveBrand: "yeni-marka",
    inStockUpdatedAt: row("ARW101").updatedAt,
  };
}

type SitemapUrl = {
  loc: string;
  lastmod?: string;
  "xhtml:link": { "@_rel": string; "@_hreflang": string; "@_href": string }[];
};

/** The page's JSON-LD blocks, parsed (getPage drops scripts from its doc, so from the raw HTML). */
function jsonLd(page: Page): Record<string, unknown>[] {
  return parse(page.html)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.rawText) as Record<string, unknown>);
}

function ldOfType(page: Page, type: string): Record<string, unknown> {
  const found = jsonLd(page).find((ld) => ld["@type"] === type);
  if (!found) throw new Error(`no ${type} JSON-LD on the page`);
  return found;
}

function metaContent(page: Page, property: string): string | undefined {
  const el =
    page.doc.querySelector(`meta[property="${property}"]`) ??
    page.doc.querySelector(`meta[name="${property}"]`);
  return el?.getAttribute("content");
}

function canonicals(page: Page): string[] {
  return page.doc.querySelectorAll('link[rel="canonical"]').map((l) => l.getAttribute("href")!);
}

function hreflangs(page: Page): Record<string, string> {
  return Object.fromEntries(
    page.doc
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((l) => [l.getAttribute("hreflang")!, l.getAttribute("href")!]),
  );
}

/** '1.250 TL' -> 1250, '$39' -> 39: the price as the page shows it. */
function shownPrice(page: Page): { amount: number; currency: "TRY" | "USD" } {
  const text = page.doc.querySelector(".product-price .price strong")!.text;
  const digits = text.replace(/[^\d,.]/g, "");
  return text.includes("$")
    ? { amount: Number(digits.replace(/,/g, "")), currency: "USD" }
    : { amount: Number(digits.replace(/\./g, "").replace(",", ".")), currency: "TRY" };
}

describe.each(DB_KINDS)("findable on %s", (kind) => {
  let server: TestServer;
  let slugs: Slugs;
  const get = (path: string, init?: RequestInit) => getPage(server.url, path, init);

  beforeAll(async () => {
    server = await sharedServer(kind);
    slugs = (await atDatabase(server, prepareDatabase)).value;
  });
  afterAll(async () => {
    await server?.stop();
  });

  describe("sitemap.xml", () => {
    /** Every sitemap file's text, the index first. */
    let files: { loc: string; xml: string }[];
    let index: { loc: string; lastmod?: string }[];
    let urls: SitemapUrl[];

    async function fetchXml(loc: string): Promise<string> {
      const res = await fetch(loc);
      expect(res.status, loc).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
      expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
      return res.text();
    }

    beforeAll(async () => {
      const indexXml = await fetchXml(`${server.url}/sitemap.xml`);
      const parser = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => name === "url" || name === "xhtml:link" || name === "sitemap",
      });
      const indexDoc = parser.parse(indexXml) as {
        sitemapindex: { "@_xmlns": string; sitemap: { loc: string; lastmod?: string }[] };
      };
      expect(indexDoc.sitemapindex["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
      index = indexDoc.sitemapindex.sitemap;
      files = [{ loc: `${server.url}/sitemap.xml`, xml: indexXml }];
      urls = [];
      // What a crawler does: every file the index names, as it names it.
      for (const { loc } of index) {
        const xml = await fetchXml(loc);
        files.push({ loc, xml });
        const doc = parser.parse(xml) as {
          urlset: { "@_xmlns": string; "@_xmlns:xhtml": string; url: SitemapUrl[] };
        };
        expect(doc.urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
        expect(doc.urlset["@_xmlns:xhtml"]).toBe("http://www.w3.org/1999/xhtml");
        urls.push(...doc.urlset.url);
      }
    });

    it("is an index of the pages' file and the products' file, dated by the newest product", () => {
      expect(index.map((f) => f.loc)).toEqual([
        `${server.url}/sitemaps/pages.xml`,
        `${server.url}/sitemaps/products-1.xml`,
      ]);
      const productDates = urls.flatMap((u) => (u.lastmod ? [Date.parse(u.lastmod)] : []));
      expect(Date.parse(index[1]!.lastmod!)).toBe(Math.max(...productDates));
    });

    it("answers 404 for a file it does not name", async () => {
      for (const path of [
        "/sitemaps/products-2.xml",
        "/sitemaps/products-0.xml",
        "/sitemaps/x.xml",
      ])
        expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    });

    it("is well-formed XML of absolute addresses", () => {
      for (const { loc, xml } of files) {
        expect(XMLValidator.validate(xml), loc).toBe(true);
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), loc).toBe(true);
      }
      for (const u of urls) expect(u.loc.startsWith(`${server.url}/`)).toBe(true);
      expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    });

    it("lists every kind of page in both languages, each with its alternates", () => {
      const paths = [
        "/",
        "/shop",
        "/blog",
        "/brands",
        "/about",
        "/takilarintinisi",
        `/product/${slugs.inStock}`,
        `/product/${slugs.soldOut}`,
        "/shop/category/kadin",
        "/shop/category/necklace",
        "/shop/brand/gumus-isik",
        `/blog/note/${slugs.blog}`,
        "/info/mesafeli-satis",
        "/info/kvkk",
      ];
      for (const path of paths) {
        const tr = `${server.url}${path}`;
        const en = `${server.url}${path === "/" ? "/en" : `/en${path}`}`;
        for (const loc of [tr, en]) {
          const entry = urls.find((u) => u.loc === loc);
          expect(entry, `${loc} in the sitemap`).toBeTruthy();
          const alternates = Object.fromEntries(
            entry!["xhtml:link"].map((l) => [l["@_hreflang"], l["@_href"]]),
          );
          expect(entry!["xhtml:link"].every((l) => l["@_rel"] === "alternate")).toBe(true);
          expect(alternates).toEqual({ tr, en, "x-default": tr });
        }
      }
    });

    it("dates products by their last change", () => {
      const entry = urls.find((u) => u.loc === `${server.url}/product/${slugs.inStock}`)!;
      expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Date.parse(entry.lastmod!)).toBe(
        Math.floor(slugs.inStockUpdatedAt.getTime() / 1000) * 1000,
      );
      // Pages that keep no such date say nothing rather than something untrue.
      expect(
        urls.find((u) => u.loc === `${server.url}/shop/brand/gumus-isik`)!.lastmod,
      ).toBeUndefined();
    });

    it("leaves out what the shop does not show and its private pages", () => {
      for (const gone of [
        `/product/${slugs.inactive}`,
        `/product/${slugs.hidden}`,
        `/shop/brand/${slugs.inactiveBrand}`,
      ])
        expect(
          urls.some((u) => u.loc.endsWith(gone)),
          gone,
        ).toBe(false);
      for (const priv of ["/cart", "/login", "/checkout", "/dashboard", "/api/"])
        expect(
          urls.some((u) => new URL(u.loc).pathname.replace(/^\/en/, "").startsWith(priv)),
        ).toBe(false);
    });

    it("and those pages really are 404 while the listed ones answer", async () => {
      expect((await get(`/product/${slugs.inactive}`)).status).toBe(404);
      expect((await get(`/shop/brand/${slugs.inactiveBrand}`)).status).toBe(404);
      expect((await get(`/en/blog/note/${slugs.blog}`)).status).toBe(200);
      expect((await get("/en/shop/category/necklace")).status).toBe(200);
    });
  });

  it("serves /favicon.ico, which browsers ask for on their own, as a small cached icon", async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d{4,}/);
    const icon = Buffer.from(await res.arrayBuffer());
    // An ICO file's header: reserved 0, type 1 (icon), and at least one image.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    expect(icon.readUInt16LE(4)).toBeGreaterThan(0);
    expect(icon.length).toBeLessThan(4096);
  });

  describe("robots.txt", () => {
    let lines: string[];
    const disallowed = (path: string) =>
      lines
        .filter((l) => l.startsWith("Disallow: "))
        .some((l) => path.startsWith(l.slice("Disallow: ".length)));

    beforeAll(async () => {
      const res = await fetch(`${server.url}/robots.txt`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d+/);
      lines = (await res.text()).split("\n");
    });

    it("lets crawlers into the storefront and points them to the sitemap", () => {
      expect(lines[0]).toBe("User-agent: *");
      expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
      for (const open of [
        "/",
        "/en",
        "/shop?page=2",
        `/product/${slugs.inStock}`,
        `/en/product/${slugs.inStock}`,
        "/shop/category/kadin",
        "/blog",
        "/info/kvkk",
        "/cart",
        "/sitemap.xml",
        "/sitemaps/products-1.xml",
      ])
        expect(disallowed(open), open).toBe(false);
    });

    it("keeps them out of checkout, orders, the account, sign-in and the API", () => {
      for (const closed of [
        "/checkout",
        "/delivery",
        "/en/payment",
        "/order/abc",
        "/en/order/success/abc",
        "/dashboard/orders",
        "/tr/dashboard",
        "/login?redirectTo=/payment",
        "/en/register",
        "/reset-password/token",
        "/api/cart/abc",
        "/favorites",
      ])
        expect(disallowed(closed), closed).toBe(true);
    });
  });

  describe("product page", () => {
    it("has its canonical address without tracking noise, and hreflang alternates", async () => {
      const path = `/product/${slugs.inStock}`;
      const tr = await get(`${path}?utm_source=mail&sort=price`);
      expect(canonicals(tr)).toEqual([`${server.url}${path}`]);
      const alternates = {
        tr: `${server.url}${path}`,
        en: `${server.url}/en${path}`,
        "x-default": `${server.url}${path}`,
      };
      expect(hreflangs(tr)).toEqual(alternates);
      const en = await get(`/en${path}`);
      expect(canonicals(en)).toEqual([`${server.url}/en${path}`]);
      expect(hreflangs(en)).toEqual(alternates);
    });

    it("has Open Graph tags in the page's language", async () => {
      const path = `/en/product/${slugs.inStock}`;
      const page = await get(path);
      const name = page.doc.querySelector("h1")!.text.trim();
      expect(metaContent(page, "og:title")).toContain(name);
      expect(metaContent(page, "og:description")!.length).toBeGreaterThan(0);
      expect(metaContent(page, "og:type")).toBe("product");
      expect(metaContent(page, "og:url")).toBe(`${server.url}${path}`);
      expect(metaContent(page, "og:locale")).toBe("en_US");
      expect(metaContent(page, "og:locale:alternate")).toBe("tr_TR");
      expect(metaContent(page, "og:site_name")).toBe("Doğal Taş & Gümüş");
      expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
      const image = metaContent(page, "og:image")!;
      expect(image.startsWith(`${server.url}/`)).toBe(true);
      expect((await fetch(image)).status).toBe(200);
    });

    it("says InStock with the price and currency the page shows, and its breadcrumb", async () => {
      const path = `/product/${slugs.inStock}`;
      const page = await get(path);
      const product = ldOfType(page, "Product");
      const offer = product.offers as Record<string, unknown>;
      const shown = shownPrice(page);
      expect(product.name).toBe(page.doc.querySelector("h1")!.text.trim());
      expect(product.sku).toBe("ARW101");
      expect((product.brand as { name: string }).name.length).toBeGreaterThan(0);
      expect((product.image as string[])[0]).toMatch(new RegExp(`^${server.url}/`));
      expect(offer.availability).toBe("https://schema.org/InStock");
      expect(offer.url).toBe(`${server.url}${path}`);
      expect(offer.priceCurrency).toBe("TRY");
      expect(Number(offer.price)).toBe(shown.amount);
      // The jewellery facts the page states (issue [20] point 4), as the page words them.
      expect(product.material).toMatch(/ayar/);
      expect(page.doc.querySelector("main")!.text).toContain(product.material as string);
      expect(product.weight).toMatchObject({ "@type": "QuantitativeValue", unitCode: "GRM" });
      expect((product.weight as { value: number }).value).toBeGreaterThan(0);

      const crumbs = ldOfType(page, "BreadcrumbList").itemListElement as {
        position: number;
        name: string;
        item: string;
      }[];
      expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
        [1, "Ana Sayfa", `${server.url}/`],
        [2, "Mağaza", `${server.url}/shop`],
        [3, product.name, `${server.url}${path}`],
      ]);
    });

    it("offers in dollars when the page shows dollars", async () => {
      // The currency a shopper chose earlier ('?currency=usd' on any page), kept in its cookie.
      const chosen = (await get("/en?currency=usd")).headers
        .getSetCookie()
        .find((c) => c.startsWith("currency="))!;
      const page = await get(`/en/product/${slugs.inStock}`, {
        headers: { cookie: chosen.split(";")[0]! },
      });
      const shown = shownPrice(page);
      expect(shown.currency).toBe("USD");
      const offer = ldOfType(page, "Product").offers as Record<string, unknown>;
      expect(offer.priceCurrency).toBe("USD");
      expect(Number(offer.price)).toBe(shown.amount);
    });

    it("says OutOfStock for a product with stock 0", async () => {
      const page = await get(`/product/${slugs.soldOut}`);
      expect(page.status).toBe(200);
      const offer = ldOfType(page, "Product").offers as Record<string, unknown>;
      expect(offer.availability).toBe("https://schema.org/OutOfStock");
    });

    it("keeps a name that closes a script tag inside its JSON-LD", async () => {
      for (const path of [`/product/${slugs.breakout}`, `/en/product/${slugs.breakout}`]) {
        const page = await get(path);
        expect(page.status).toBe(200);
        expect(page.html).not.toContain("<script>alert(1)</script>");
        const blocks = parse(page.html).querySelectorAll('script[type="application/ld+json"]');
        expect(blocks.length).toBe(2);
        expect(ldOfType(page, "Product").name).toBe(BREAKOUT);
        // Nothing after the blocks became a script of its own: every other script is the page's.
        const nonce = page.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
        for (const s of parse(page.html).querySelectorAll(
          "script:not([type='application/ld+json'])",
        ))
          expect(s.getAttribute("nonce")).toBe(nonce);
      }
    });
  });

  describe("home", () => {
    it("describes the shop as an Organization with its logo and contact", async () => {
      for (const path of ["/", "/en"]) {
        const page = await get(path);
        const org = ldOfType(page, "Organization");
        expect(org.name).toBe("Doğal Taş & Gümüş");
        expect(org.url).toBe(`${server.url}/`);
        expect(org.contactPoint).toEqual([
          {
            "@type": "ContactPoint",
            contactType: "customer service",
            telephone: PHONE,
            email: EMAIL,
          },
        ]);
        const logo = await fetch(org.logo as string);
        expect(logo.status).toBe(200);
        expect(logo.headers.get("content-type")).toMatch(/^image\/png/);
        expect(metaContent(page, "og:type")).toBe("website");
        expect(metaContent(page, "og:image")).toBe(org.logo);
      }
    });
  });

  describe("what a search engine reads on every page it is let into", () => {
    /** Every page the sitemap lists (each kind of page, both languages), the cart, a second page. */
    const pages = new Map<string, Page>();
    beforeAll(async () => {
      const locs = async (url: string) =>
        [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      const listed: string[] = [];
      for (const file of await locs(`${server.url}/sitemap.xml`))
        listed.push(...(await locs(file)));
      for (const path of [
        ...listed.map((loc) => new URL(loc).pathname),
        "/cart",
        "/en/cart",
        "/shop?page=2",
        "/en/shop?page=2",
      ])
        pages.set(path, await get(path));
    }, 120_000);
    const langOf = (path: string) => (path === "/en" || path.startsWith("/en/") ? "en" : "tr");

    it("is a description in the page's own language", () => {
      expect(pages.size).toBeGreaterThan(100);
      const described = new Map<string, string>();
      for (const [path, page] of pages) {
        expect(page.status, path).toBe(200);
        expect(page.html, path).toMatch(new RegExp(`<html lang="${langOf(path)}"`));
        const description = metaContent(page, "description")?.trim() ?? "";
        expect(description.length, `${path} has a description`).toBeGreaterThan(20);
        expect(metaContent(page, "og:description")?.trim(), path).toBe(description);
        described.set(path, description);
      }
      // The English page's is its own, not the Turkish page's text again.
      for (const [path, description] of described) {
        if (langOf(path) !== "en") continue;
        const tr = path === "/en" ? "/" : path.slice(3);
        expect(described.get(tr), tr).toBeDefined();
        expect(description, path).not.toBe(described.get(tr));
      }
    });

    it("is a link text that names where each link goes", () => {
      // What Lighthouse's link-text audit refuses in English, and the same words in Turkish.
      const vague = {
        en: ["click here", "here", "information", "learn more", "more", "more info", "read more"],
        tr: ["buraya tıklayın", "burada", "bilgi", "daha fazla", "devamı", "tümünü oku"],
      };
      for (const [path, page] of pages)
        for (const a of page.doc.querySelectorAll("a[href]")) {
          const text = a.text.replace(/\s+/g, " ").trim().toLocaleLowerCase(langOf(path));
          expect(
            vague[langOf(path)],
            `${path}: <a href="${a.getAttribute("href")}">`,
          ).not.toContain(text);
        }
    });
  });

  describe("every page", () => {
    it("has one absolute canonical in its own language, the listing's page and category kept", async () => {
      const cases: [string, string][] = [
        ["/", "/"],
        ["/en/", "/en"],
        ["/shop?q=kolye&page=2&utm_campaign=x", "/shop?page=2"],
        ["/en/shop?page=1&stones=ametist", "/en/shop"],
        ["/shop?cat=necklace", "/shop/category/necklace"],
        ["/shop/category/kadin?page=2&currency=usd", "/shop/category/kadin?page=2"],
        ["/tr/about", "/about"],
        ["/en/blog", "/en/blog"],
        ["/en/info/kvkk?ref=footer", "/en/info/kvkk"],
        ["/cart", "/cart"],
        ["/en/login?redirectTo=%2Fpayment", "/en/login"],
      ];
      for (const [path, canonical] of cases) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(canonicals(page), path).toEqual([`${server.url}${canonical}`]);
        const lang = canonical.startsWith("/en") ? "en" : "tr";
        expect(hreflangs(page)[lang], path).toBe(`${server.url}${canonical}`);
        expect(Object.keys(hreflangs(page)).sort(), path).toEqual(["en", "tr", "x-default"]);
        expect(metaContent(page, "og:url"), path).toBe(`${server.url}${canonical}`);
        expect(metaContent(page, "og:locale"), path).toBe(lang === "en" ? "en_US" : "tr_TR");
        expect(metaContent(page, "og:title"), path).toBeTruthy();
      }
    });
  });
});
