import http from "node:http";
import { eq } from "drizzle-orm";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../db/schema";
import { DEMO_ACCOUNTS } from "../../db/seed/demo.server";
import { atDatabase } from "../helpers/database";
import { Browser } from "../helpers/browser";
import { getJson, getPage, type Page } from "../helpers/http";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";

/**
 * What a shopper reads in each language: the zodiac sign of a product, the brands' texts, the
 * product stories, the taxonomies' descriptions in /api; and the seller's site that the contract
 * names, which comes from the shop's settings whatever Host a request is sent to.
 */

/** The site address the admin set (written to the database before the first page). */
const SITE = "www.ornek-taki.com.tr";

interface ApiProduct {
  slug: string;
  name: string;
  name_en: string;
}

interface ApiBrand {
  _id: string;
  name: string;
  slug: string;
  description: string | null;
  description_en: string | null;
}

interface ApiTaxonomy {
  slug: string;
  description: string | null;
  description_en: string | null;
}

/** A page as a client that names another Host gets it (fetch always sends the URL's own). */
function getWithHost(url: string, host: string, cookie = ""): Promise<Page> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { host, cookie } }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (html += d));
      res.on("end", () => {
        const doc = parse(html);
        doc.querySelectorAll("script, style").forEach((el) => el.remove());
        resolve({
          status: res.statusCode!,
          headers: new Headers(res.headers as Record<string, string>),
          html,
          doc,
          text: doc.text.replace(/\s+/g, " "),
        });
      });
    });
    req.on("error", reject);
  });
}

/** The text of the definition after the term `term` in the product page's facts. */
function fact(page: Page, term: string): string | null {
  const terms = page.doc.querySelectorAll(".facts dt");
  const dt = terms.find((t) => t.text.trim() === term);
  return dt?.nextElementSibling?.text.trim() ?? null;
}

/** The paragraph under the product page's heading `heading`. */
function section(page: Page, heading: string): string {
  const h = page.doc.querySelectorAll(".product-info h2").find((e) => e.text.trim() === heading);
  if (!h) throw new Error(`no '${heading}' section on the page`);
  return h.nextElementSibling?.text.trim() ?? "";
}

describe.each(DB_KINDS)("texts in both languages on %s", (kind) => {
  let server: TestServer;
  let seededSite: string;
  let products: ApiProduct[];
  const get = (path: string) => getPage(server.url, path);

  beforeAll(async () => {
    server = await sharedServer(kind);
    await atDatabase(server, async (db) => {
      [{ siteAddress: seededSite }] = await db
        .select({ siteAddress: settings.siteAddress })
        .from(settings);
      await db.update(settings).set({ siteAddress: SITE }).where(eq(settings.id, 1));
    });
    products = (await getJson<{ products: ApiProduct[] }>(server.url, "/api/product?limit=100"))
      .body.products;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  describe("the product page's zodiac sign", () => {
    it("is İkizler in Turkish and Gemini in English", async () => {
      const gemini = products.find((p) => p.name_en === "Turquoise Gemini Necklace")!;
      expect(fact(await get(`/product/${gemini.slug}`), "Burç")).toBe("İkizler");
      expect(fact(await get(`/en/product/${gemini.slug}`), "Zodiac")).toBe("Gemini");
    });

    it("is, for every sign, the one the product's name says, in the page's language", async () => {
      const shown = { tr: new Set<string>(), en: new Set<string>() };
      for (const p of products) {
        const tr = fact(await get(`/product/${p.slug}`), "Burç");
        const en = fact(await get(`/en/product/${p.slug}`), "Zodiac");
        expect(en === null, p.slug).toBe(tr === null);
        if (tr === null || en === null) continue;
        // 'Turkuaz Kolye İkizler Burcu' / 'Turquoise Gemini Necklace'
        expect(p.name.split(" "), p.slug).toContain(tr);
        expect(p.name_en.split(" "), p.slug).toContain(en);
        shown.tr.add(tr);
        shown.en.add(en);
      }
      // The demo has a product for each of the twelve signs.
      expect(shown.tr.size).toBe(12);
      expect(shown.en.size).toBe(12);
    });
  });

  describe("brands", () => {
    let brands: ApiBrand[];
    beforeAll(async () => {
      brands = (await getJson<{ brands: ApiBrand[] }>(server.url, "/api/brand")).body.brands;
    });

    it("have an English description beside the Turkish one in /api", async () => {
      expect(brands.length).toBeGreaterThan(0);
      for (const b of brands) {
        expect(b.description_en, b.slug).toBeTruthy();
        expect(b.description_en, b.slug).not.toBe(b.description);
      }
      const one = await getJson<{ brand: ApiBrand }>(server.url, `/api/brand/${brands[0]!._id}`);
      expect(one.body.brand.description_en).toBe(brands[0]!.description_en);
    });

    it("are described in the page's language on /brands and /en/brands", async () => {
      const listed = (page: Page) =>
        page.doc.querySelectorAll(".brand-list li").map((li) => ({
          name: li.querySelector("h2")!.text.trim(),
          text: li.querySelector("p")?.text.trim(),
        }));
      const tr = listed(await get("/brands"));
      const en = listed(await get("/en/brands"));
      // /brands lists the brands with something on sale (a new merchant's empty brand waits).
      const stocked: ApiBrand[] = [];
      for (const b of brands) {
        const { body } = await getJson<{ products: unknown[] }>(
          server.url,
          `/api/product?brand=${b.slug}&limit=1`,
        );
        if (body.products.length > 0) stocked.push(b);
      }
      expect(stocked.length).toBeGreaterThan(0);
      expect(tr.map((x) => x.name).sort()).toEqual(stocked.map((b) => b.name).sort());
      for (const b of stocked) {
        expect(tr.find((x) => x.name === b.name)?.text, b.slug).toBe(b.description);
        expect(en.find((x) => x.name === b.name)?.text, b.slug).toBe(b.description_en);
      }
    });

    it("introduce their own page in its language", async () => {
      for (const b of brands) {
        const tr = await get(`/shop/brand/${b.slug}`);
        const en = await get(`/en/shop/brand/${b.slug}`);
        expect(tr.text, b.slug).toContain(b.description!);
        expect(en.text, b.slug).toContain(b.description_en!);
        expect(en.text, b.slug).not.toContain(b.description!);
      }
    });
  });

  it("tells each product's story in English with the collection's English name", async () => {
    for (const p of products) {
      const story = section(await get(`/en/product/${p.slug}`), "Its story");
      expect(story, p.slug).toMatch(/^Designed for our .+ (Series|Collection), this piece/);
      expect(story, p.slug).not.toMatch(/Serisi|Koleksiyonu|Gece Mavisi|Doğanın Renkleri/);
    }
  });

  it("gives the stones, materials and symbols a description in each language in /api", async () => {
    for (const group of ["stone", "ingredient", "symbol"]) {
      const { body } = await getJson<Record<string, ApiTaxonomy[]>>(server.url, `/api/${group}`);
      const rows = Object.values(body)[0]!;
      expect(rows.length, group).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.description, r.slug).toBeTruthy();
        expect(r.description_en, r.slug).toBeTruthy();
        // One language a field: no 'Türkçe / English' in one text.
        expect(r.description, r.slug).not.toContain(r.description_en!);
      }
    }
  });

  describe("the seller's site in the contract", () => {
    it("is a site address in a fresh demo, not a host and port", () => {
      expect(seededSite).toMatch(/^[a-z0-9.-]+\.[a-z]{2,}$/);
    });

    it("is the settings' address on /info/mesafeli-satis whatever the Host", async () => {
      for (const path of ["/info/mesafeli-satis", "/en/info/mesafeli-satis"]) {
        for (const host of [new URL(server.url).host, "evil.example", "127.0.0.1:3401"]) {
          const page = await getWithHost(server.url + path, host);
          expect(page.status, `${path} ${host}`).toBe(200);
          expect(page.text, `${path} ${host}`).toContain(`ALICI: ${SITE} internet sitesi`);
          const contract = page.doc.querySelector("article.legal")!.text;
          expect(contract, `${path} ${host}`).not.toContain("evil.example");
          expect(contract, `${path} ${host}`).not.toContain("127.0.0.1");
        }
      }
    });

    it("is the settings' address on /payment whatever the Host", async () => {
      const member = new Browser(server.url);
      const login = await member.post("/login", DEMO_ACCOUNTS.member);
      expect(login.status).toBe(302);
      const product = await member.get(`/product/${products[0]!.slug}`);
      const id = product.doc
        .querySelector('form.add-to-cart input[name="product"]')!
        .getAttribute("value")!;
      const added = await member.post("/cart", { intent: "add", product: id, quantity: "1" });
      expect([302, 303]).toContain(added.status);
      for (const path of ["/payment", "/en/payment"]) {
        for (const host of [new URL(server.url).host, "evil.example", "127.0.0.1:3401"]) {
          const page = await getWithHost(server.url + path, host, member.cookie);
          expect(page.status, `${path} ${host}`).toBe(200);
          const contract = page.doc.querySelector("section:has(> #contract-title)")!.text;
          expect(contract, `${path} ${host}`).toContain(`ALICI: ${SITE} internet sitesi`);
          expect(page.text, `${path} ${host}`).not.toContain("evil.example");
          expect(contract, `${path} ${host}`).not.toContain("127.0.0.1");
        }
      }
    });
  });
});
