import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogs, brands, categories, productImages, products, sliders } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { Browser, type Answer } from "../helpers/browser";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";

/**
 * Issue [10] point 8 without JavaScript: every dashboard list filters to the records with a
 * text missing in English or Turkish (in the list's query), and an English storefront page
 * shows a missing English text in Turkish, inside an element marked lang="tr".
 */
const text = (page: Answer, selector: string) =>
  page.doc.querySelectorAll(selector).map((e) => e.text.replace(/\s+/g, " ").trim());

describe.each(DB_KINDS)("texts missing a language on %s", (kind) => {
  let server: TestServer;
  const f = {
    noEn: { id: "", sku: "", slug: "", name: "" },
    noTr: { sku: "", slug: "", nameEn: "" },
    whole: { sku: "", slug: "", nameEn: "" },
    category: { name: "", slug: "" },
    brand: "",
    blog: "",
    slider: "",
  };

  beforeAll(async () => {
    const first = await sharedServer(kind);
    ({ server } = await atDatabase(first, async (db) => {
      // Everything translated first, then one gap of each kind.
      const en = (c: string) => sql.raw(`case when ${c} <> '' then ${c} || ' EN' else '' end`);
      await db.execute(sql`update products set name_en = name || ' EN',
        description_en = ${en("description")}, story_en = ${en("story")},
        details_en = ${en("details")}, ingredients_en = ${en("ingredients")}`);
      for (const t of ["categories", "types", "stones", "ingredients", "symbols", "brands"]) {
        const named = t === "brands" ? sql`` : sql.raw(`name_en = name || ' EN', `);
        await db.execute(
          sql`update ${sql.identifier(t)} set ${named}description_en = case when coalesce(description, '') <> '' then description || ' EN' else null end`,
        );
      }
      await db.execute(sql`update blogs set title_en = title || ' EN', body_en = body,
        preview_en = preview`);
      await db.execute(sql`update sliders set title_en = title || ' EN', body_en = body`);

      const listed = await db
        .select()
        .from(products)
        .where(and(eq(products.isActive, true), eq(products.isVisible, true)))
        .orderBy(products.sku)
        .limit(3);
      const [a, b, c] = listed;
      await db.update(products).set({ nameEn: "" }).where(eq(products.id, a!.id));
      f.noEn = { id: a!.id, sku: a!.sku, slug: a!.slug, name: a!.name };
      await db
        .update(products)
        .set({ description: "", descriptionEn: "Only in English" })
        .where(eq(products.id, b!.id));
      f.noTr = { sku: b!.sku, slug: b!.slug, nameEn: `${b!.name} EN` };
      f.whole = { sku: c!.sku, slug: c!.slug, nameEn: `${c!.name} EN` };
      // The translated product's main picture has an alt text in Turkish only.
      await db.delete(productImages).where(eq(productImages.productId, c!.id));
      await db
        .update(products)
        .set({ imageUrl: "/images/placeholder.svg" })
        .where(eq(products.id, c!.id));
      await db.insert(productImages).values({
        productId: c!.id,
        url: "/images/placeholder.svg",
        alt: "Gümüş zincir üzerinde taş",
        altEn: null,
        isCover: true,
      });

      const [cat] = await db
        .update(categories)
        .set({ nameEn: null, isActive: true })
        .where(eq(categories.id, sql`(select id from categories order by name limit 1)`))
        .returning();
      f.category = { name: cat!.name, slug: cat!.slug };
      const [brand] = await db
        .update(brands)
        .set({ description: "Elde işlenmiş gümüş", descriptionEn: "" })
        .where(eq(brands.id, sql`(select id from brands order by name limit 1)`))
        .returning();
      f.brand = brand!.name;
      const [blog] = await db
        .update(blogs)
        .set({ titleEn: null })
        .where(eq(blogs.id, sql`(select id from blogs order by title limit 1)`))
        .returning();
      f.blog = blog!.title;
      const [slide] = await db
        .update(sliders)
        .set({ title: "", titleEn: "Only an English title" })
        .where(eq(sliders.id, sql`(select id from sliders order by title limit 1)`))
        .returning();
      f.slider = slide!.titleEn!;
    }));
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function admin() {
    const browser = new Browser(server.url);
    const login = await browser.get("/login");
    const form = login.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    const res = await browser.submit(form, { email: "admin@demo.shop", password: "admin123!" });
    expect(res.status).toBe(302);
    return browser;
  }

  const skus = (page: Answer) => text(page, "tr.product-row .sku");

  it("filters the product list to English or Turkish missing, kept with its other filters", async () => {
    const browser = await admin();
    const all = await browser.get("/dashboard/product");
    expect(skus(all)).toContain(f.whole.sku);
    // The filter is a select of the list's GET form, named by its label.
    const select = all.doc.querySelector('form.product-filters select[name="missing"]')!;
    expect(select.querySelectorAll("option").map((o) => o.text)).toEqual([
      "Hepsi",
      "İngilizcesi eksik",
      "Türkçesi eksik",
    ]);
    const noEn = await browser.get("/dashboard/product?missing=en");
    expect(skus(noEn)).toEqual([f.noEn.sku]);
    expect(noEn.doc.querySelector('select[name="missing"] option[selected]')!.text).toBe(
      "İngilizcesi eksik",
    );
    const noTr = await browser.get("/en/dashboard/product?missing=tr");
    expect(skus(noTr)).toEqual([f.noTr.sku]);
    expect(noTr.doc.querySelector('select[name="missing"] option[selected]')!.text).toBe(
      "Turkish missing",
    );
    // With a search: both apply.
    const searched = await browser.get(`/dashboard/product?missing=en&q=${f.whole.sku}`);
    expect(skus(searched)).toEqual([]);
    const found = await browser.get(`/dashboard/product?missing=en&q=${f.noEn.sku}`);
    expect(skus(found)).toEqual([f.noEn.sku]);
  });

  it("answers /api/product with the same filter and the record's raw texts", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: "admin@demo.shop", password: "admin123!" }),
    });
    const { token } = (await login.json()) as { token: string };
    const res = await fetch(`${server.url}/api/product?missing=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { products: { sku: string; name_en: string }[] };
    expect(body.products.map((p) => [p.sku, p.name_en])).toEqual([[f.noEn.sku, ""]]);
  });

  it("filters the reference lists, brands, blogs and sliders by links", async () => {
    const browser = await admin();
    const names = (page: Answer) => text(page, ".catalogue-name");
    const categoryList = await browser.get("/dashboard/category");
    const links = categoryList.doc.querySelectorAll(".missing-filter a");
    expect(links.map((a) => [a.text, a.getAttribute("href")])).toEqual([
      ["Hepsi", "/dashboard/category"],
      ["İngilizcesi eksik", "/dashboard/category?missing=en"],
      ["Türkçesi eksik", "/dashboard/category?missing=tr"],
    ]);
    const noEn = await browser.get("/dashboard/category?missing=en");
    expect(names(noEn)).toEqual([f.category.name]);
    expect(noEn.doc.querySelector('.missing-filter a[aria-current="page"]')!.text).toBe(
      "İngilizcesi eksik",
    );
    const noTr = await browser.get("/en/dashboard/category?missing=tr");
    expect(names(noTr)).toEqual([]);
    expect(noTr.doc.querySelector(".empty")!.text).toBe(
      "No record has a text missing in this language.",
    );
    for (const other of ["type", "stone", "ingredient", "symbol"]) {
      const page = await browser.get(`/dashboard/${other}?missing=en`);
      expect(page.status).toBe(200);
      expect(names(page)).toEqual([]);
    }
    expect(names(await browser.get("/dashboard/brand?missing=en"))).toEqual([f.brand]);
    expect(names(await browser.get("/dashboard/brand?missing=tr"))).toEqual([]);
    expect(names(await browser.get("/dashboard/blogs?missing=en"))).toEqual([f.blog]);
    expect(names(await browser.get("/dashboard/blogs?missing=tr"))).toEqual([]);
    const slides = await browser.get("/en/dashboard/sliders?missing=tr");
    expect(text(slides, ".slider-item-title")).toEqual([f.slider]);
    // A part of the order is not put in order.
    expect(slides.doc.querySelector(".order-buttons")).toBeNull();
    expect(text(await browser.get("/dashboard/sliders?missing=en"), ".slider-item-title")).toEqual(
      [],
    );
  });

  it("shows a product's missing English name in Turkish, marked lang=tr", async () => {
    const shopper = new Browser(server.url);
    const en = await shopper.get(`/en/product/${f.noEn.slug}`);
    expect(en.status).toBe(200);
    const h1 = en.doc.querySelector("h1")!;
    expect(h1.text.trim()).toBe(f.noEn.name);
    expect(h1.getAttribute("lang")).toBe("tr");
    // The title is never empty: the Turkish name, without a lang attribute of its own.
    expect(en.doc.querySelector("title")!.text).toContain(f.noEn.name);
    // A translated product's name is English, unmarked.
    const whole = await shopper.get(`/en/product/${f.whole.slug}`);
    expect(whole.doc.querySelector("h1")!.text.trim()).toBe(f.whole.nameEn);
    expect(whole.doc.querySelector("h1")!.hasAttribute("lang")).toBe(false);
    // A Turkish page marks nothing.
    const tr = await shopper.get(`/product/${f.noEn.slug}`);
    expect(tr.doc.querySelector("h1")!.hasAttribute("lang")).toBe(false);
    // The description missing in Turkish is not shown in English on the Turkish page.
    const noTr = await shopper.get(`/product/${f.noTr.slug}`);
    expect(noTr.status).toBe(200);
    expect(noTr.text).not.toContain("Only in English");
  });

  it("marks the Turkish name in the breadcrumb and the cart, the Turkish alt on the picture", async () => {
    const shopper = new Browser(server.url);
    const page = await shopper.get(`/en/product/${f.noEn.slug}`);
    const crumb = page.doc.querySelector('.breadcrumb [aria-current="page"] [lang="tr"]');
    expect(crumb?.text).toBe(f.noEn.name);
    // A picture without an alt text of its own is described by the (Turkish) name.
    const noAlt = page.doc.querySelector(".gallery > img")!;
    expect([noAlt.getAttribute("alt"), noAlt.getAttribute("lang")]).toEqual([f.noEn.name, "tr"]);

    const whole = await shopper.get(`/en/product/${f.whole.slug}`);
    const img = whole.doc.querySelector(".gallery > img")!;
    expect([img.getAttribute("alt"), img.getAttribute("lang")]).toEqual([
      "Gümüş zincir üzerinde taş",
      "tr",
    ]);
    expect(whole.doc.querySelector('.breadcrumb [aria-current="page"]')!.text.trim()).toBe(
      f.whole.nameEn,
    );
    expect(whole.doc.querySelector(".breadcrumb [lang]")).toBeNull();

    // In the cart, without JavaScript: the untranslated line is marked, the translated one not.
    for (const p of [page, whole]) {
      const add = p.doc.querySelector("form.add-to-cart")!;
      expect((await shopper.submit(add, {})).status).toBe(303);
    }
    const cart = await shopper.get("/en/cart");
    const names = cart.doc
      .querySelectorAll(".cart-line th a")
      .map((a) => [a.text.trim(), a.getAttribute("lang") ?? null]);
    expect(names).toEqual(
      expect.arrayContaining([
        [f.noEn.name, "tr"],
        [f.whole.nameEn, null],
      ]),
    );
  });

  it("names a category without an English name in Turkish, marked lang=tr", async () => {
    const shopper = new Browser(server.url);
    const page = await shopper.get(`/en/shop/category/${f.category.slug}`);
    expect(page.status).toBe(200);
    const h1 = page.doc.querySelector("h1")!;
    expect(h1.text.trim()).toBe(f.category.name);
    expect(h1.getAttribute("lang")).toBe("tr");
  });
});
