import type { HTMLElement } from "node-html-parser";
import { and, count, eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  brands,
  merchants,
  productChildren,
  productImages,
  products,
  productStones,
  staffChanges,
  users,
} from "../../db/schema";
import { hashPassword } from "~/lib/password.server";
import type { Db } from "../../db/client.server";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { fieldsOf, type Value } from "../helpers/form-fields";

const SECOND = { email: "ikinci.tuccar@example.com", password: "ikinci-tuccar-1" };

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const errorsOf = (page: Page) =>
  page.doc.querySelectorAll(".field-errors li").map((li) => li.text.trim());

async function picture(format: "jpeg" | "png", color: string) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

async function send(
  browser: Browser,
  form: HTMLElement,
  typed: Record<string, Value>,
  intent = "save",
  files: Record<string, Buffer[]> = {},
) {
  const fields = [...fieldsOf(form, typed), ["intent", intent] as [string, string]];
  if (form.getAttribute("enctype") !== "multipart/form-data")
    return browser.post(form.getAttribute("action")!, fields);
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  for (const [k, list] of Object.entries(files))
    for (const [i, bytes] of list.entries())
      data.append(k, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), `photo-${i}.jpg`);
  return browser.postBody(form.getAttribute("action")!, data);
}

const formOf = (page: Page) => page.doc.querySelector("form.product-form")!;
const selected = (page: Page, name: string) =>
  page.doc
    .querySelectorAll(`select[name="${name}"] option[selected]`)
    .map((o) => o.getAttribute("value"));
const options = (page: Page, name: string) =>
  page.doc.querySelectorAll(`select[name="${name}"] option`).map((o) => o.text.trim());
const valueOf = (page: Page, name: string) =>
  page.doc.querySelector(`[name="${name}"]`)?.getAttribute("value") ??
  page.doc.querySelector(`textarea[name="${name}"]`)?.text;

describe.each(DB_KINDS)("the product form without JavaScript on %s", (kind) => {
  let server: TestServer;
  const fx = {
    lastSku: "",
    brandOfAdmin: "",
    brandOfSecond: "",
    productOfSecond: "",
    otherProduct: { id: "", sku: "" },
    oldProduct: { id: "", sku: "" },
    choices: { category: "", type: "", ingredient: "", stones: [] as string[] },
  };
  /** Reads the server's database while it runs (atDatabase). */
  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    return (await atDatabase(server, fn)).value;
  }

  beforeAll(async () => {
    const first = await sharedServer(kind);
    ({ server } = await atDatabase(first, async (d) => {
      const [m] = await d.insert(merchants).values({ name: "İkinci Atölye" }).returning();
      await d.insert(users).values({
        firstName: "İkinci",
        lastName: "Tüccar",
        email: SECOND.email,
        passwordHash: await hashPassword(SECOND.password),
        role: "ROLE_MERCHANT",
        merchantId: m!.id,
      });
      const [b] = await d
        .insert(brands)
        .values({ name: "İkinci Marka", slug: "ikinci-marka", merchantId: m!.id })
        .returning();
      fx.brandOfSecond = b!.id;
      const all = await d
        .select({ id: products.id, sku: products.sku, brandId: products.brandId })
        .from(products)
        .orderBy(products.skuNumber);
      fx.oldProduct = all[0]!;
      fx.lastSku = all.at(-1)!.sku;
      fx.otherProduct = all[1]!;
      fx.productOfSecond = all[2]!.id;
      await d.update(products).set({ brandId: b!.id }).where(eq(products.id, all[2]!.id));
      fx.brandOfAdmin = all[0]!.brandId!;
    }));
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  async function signIn(email: string, password: string) {
    const browser = new Browser(server.url);
    const login = await browser.get("/login");
    const form = login.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    const res = await browser.submit(form, { email, password });
    expect(res.status).toBe(302);
    return browser;
  }

  /** A product's texts as a shop would type them. */
  function filled(page: Page, extra: Record<string, Value> = {}): Record<string, Value> {
    const first = (name: string) =>
      page.doc
        .querySelectorAll(`select[name="${name}"] option`)
        .map((o) => o.getAttribute("value")!)
        .find((v) => v)!;
    return {
      name: "İnci Küpe",
      name_en: "Pearl Earrings",
      description: "Tatlı su incisi.",
      description_en: "Freshwater pearl.",
      story: "Denizden.",
      story_en: "From the sea.",
      details: "2 cm",
      details_en: "2 cm",
      ingredients: "925 ayar gümüş",
      ingredients_en: "925 silver",
      price: "1.250,50",
      quantity: "4",
      brand: fx.brandOfAdmin,
      category: first("category"),
      type: first("type"),
      ingredient: first("ingredient"),
      ...extra,
    };
  }

  it("adds a product with its pictures, keeping every value and picture through a mistake", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const page = await admin.get("/dashboard/product/add");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")!.text).toBe("Ürün Ekle");
    expect(page.text).toContain(`Son SKU: ${fx.lastSku}`);
    const stones = page.doc
      .querySelectorAll('select[name="stone"] option')
      .map((o) => o.getAttribute("value")!)
      .slice(0, 2);
    const child = page.doc.querySelector('select[name="children"] option')!.getAttribute("value")!;
    const next = `arw${Number(fx.lastSku.slice(3)) + 1}`;

    // A price that is no number and no English name: both said, nothing lost.
    const wrong = await send(
      admin,
      formOf(page),
      filled(page, {
        sku: next,
        name: '"İnci Küpe"',
        name_en: "",
        price: "bin lira",
        stone: stones,
        children: [child],
      }),
      "save",
      { imageUrl: [await picture("jpeg", "#aa66cc")], images: [await picture("png", "#66aacc")] },
    );
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)).toEqual([
      "Ürünün İngilizce adını girmeniz gerekiyor.",
      "Fiyatı sayı olarak yazınız (ör. 1.250 ya da 1250,50).",
    ]);
    expect(valueOf(wrong, "name")).toBe('"İnci Küpe"');
    expect(valueOf(wrong, "description")).toBe("Tatlı su incisi.");
    expect(selected(wrong, "stone")).toEqual(expect.arrayContaining(stones));
    expect(selected(wrong, "children")).toEqual([child]);
    expect(wrong.text).toContain("Yüklediğiniz resimler saklandı: 2 resim.");

    // Put right, sent without choosing the pictures again.
    const saved = await send(admin, formOf(wrong), {
      name_en: "Pearl Earrings",
      price: "1.250,50",
    });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe("/dashboard/product");
    expect(toastOf(await admin.follow(saved))).toBe("Ürün eklendi.");

    const sku = next.toUpperCase();
    const product = await db(async (d) => {
      const [p] = await d.select().from(products).where(eq(products.sku, sku));
      const stoneRows = await d
        .select()
        .from(productStones)
        .where(eq(productStones.productId, p!.id));
      const childRows = await d
        .select()
        .from(productChildren)
        .where(eq(productChildren.productId, p!.id));
      const pictures = await d
        .select()
        .from(productImages)
        .where(eq(productImages.productId, p!.id));
      return { ...p!, stones: stoneRows.length, children: childRows, pictures };
    });
    expect(product).toMatchObject({
      name: "İnci Küpe",
      nameEn: "Pearl Earrings",
      price: 1250.5,
      quantity: 4,
      stones: 2,
      isActive: true,
      isVisible: true,
    });
    expect(product.children.map((c) => c.childId)).toEqual([child]);
    expect(product.pictures.filter((p) => p.isCover)).toHaveLength(1);
    expect(product.pictures).toHaveLength(2);
    expect(product.imageUrl).toMatch(/^\/uploads\/img\/[0-9a-f]+-\d+\.webp$/);

    // The shop shows it at once (a new page is in no cache).
    const shop = await getPage(server.url, `/product/${product.slug}`);
    expect(shop.status).toBe(200);
    expect(shop.doc.querySelector("h1")!.text).toContain("İnci Küpe");
    expect(shop.text).toContain("1.250,50");
  });

  it("takes a phone photo over 1 MB; one over 10 MB comes back on its field, all typed kept", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    // A photograph-like JPEG of about 2 MB: noise does not compress.
    const noise = Buffer.alloc(1400 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i * i) % 251)) & 0xff;
    const photo = await sharp(noise, { raw: { width: 1400, height: 1000, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    const huge = Buffer.alloc(Math.round(14.2 * 1024 * 1024), 0xff);
    for (const [lang, prefix, message] of [
      ["tr", "", "«IMG_2041.jpg» 14,2 MB: bir resim en fazla 10 MB olabilir."],
      ["en", "/en", "“IMG_2041.jpg” is 14.2 MB: a picture may be at most 10 MB."],
    ] as const) {
      const page = await admin.get(`${prefix}/dashboard/product/add`);
      const sku = `arw${Number(fx.lastSku.slice(3)) + (lang === "tr" ? 500 : 501)}`;
      // The file first, the texts after it: a browser sends them in the form's order, and the
      // texts after a refused file must arrive all the same.
      const body = new FormData();
      body.append("images", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "a.jpg");
      body.append(
        "imageUrl",
        new Blob([new Uint8Array(huge)], { type: "image/jpeg" }),
        "IMG_2041.jpg",
      );
      for (const [k, v] of fieldsOf(formOf(page), filled(page, { sku, name: `Yüzük ${lang}` })))
        body.append(k, v);
      body.append("intent", "save");
      const refused = await admin.postBody(`${prefix}/dashboard/product/add`, body);
      expect(refused.status).toBe(413);
      const cover = refused.doc.querySelector("#product-cover")!.closest(".field")!;
      expect(cover.querySelectorAll(".field-errors li").map((li) => li.text.trim())).toEqual([
        message,
      ]);
      expect(valueOf(refused, "name")).toBe(`Yüzük ${lang}`);
      expect(valueOf(refused, "sku")).toBe(sku);
      expect(valueOf(refused, "description")).toBe("Tatlı su incisi.");
      // The photo under the limit was taken, and travels with the form to its next send.
      expect(refused.doc.querySelectorAll('input[name="keptImages"]')).toHaveLength(1);
      // The cover chosen again, smaller: saved with the gallery photo kept from before.
      const saved = await send(admin, formOf(refused), {}, "save", { imageUrl: [photo] });
      expect(errorsOf(saved)).toEqual([]);
      expect(saved.status).toBe(302);
      const [row] = await db((d) =>
        d.select().from(products).where(eq(products.sku, sku.toUpperCase())),
      );
      expect(row!.name).toBe(`Yüzük ${lang}`);
    }
  });

  it("says a taken SKU, and takes no picture it did not store itself", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const page = await admin.get("/dashboard/product/add");
    const forged = Buffer.from(JSON.stringify(["/uploads/img/x-800.webp", 800, 800])).toString(
      "base64url",
    );
    const wrong = await send(
      admin,
      formOf(page),
      filled(page, { sku: fx.oldProduct.sku, keptCover: `${forged}.bm90LXNpZ25lZA` }),
    );
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong)).toEqual([
      "Bu SKU başka bir üründe kullanılıyor.",
      "Kapak resmi seçmeniz gerekiyor.",
      "En az bir galeri resmi seçmeniz gerekiyor.",
    ]);
    // A file that is no picture is named as such.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const refused = await send(admin, formOf(page), filled(page, { sku: "ARW990001" }), "save", {
      imageUrl: [svg],
      images: [await picture("jpeg", "#123456")],
    });
    expect(refused.status).toBe(400);
    expect(errorsOf(refused)).toContain("Yalnızca JPEG, PNG ya da WebP resimler kabul edilir.");
    expect(await db((d) => d.select().from(products).where(eq(products.sku, "ARW990001")))).toEqual(
      [],
    );
  });

  it("edits a product; the shop shows the new price within its cache's window", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const id = fx.otherProduct.id;
    const page = await admin.get(`/dashboard/product/edit/${id}`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")!.text).toBe("Ürün Güncelleme");
    expect(valueOf(page, "sku")).toBe(fx.otherProduct.sku);
    const [before] = await db((d) => d.select().from(products).where(eq(products.id, id)));
    expect(valueOf(page, "name")).toBe(before!.name);
    // Warm the shop's page cache with the old price.
    await getPage(server.url, `/product/${before!.slug}`);

    // The low-stock threshold (decision 036): below zero is refused in the page's language.
    expect(page.doc.querySelector('input[name="lowStockThreshold"]')).not.toBeNull();
    expect(valueOf(page, "lowStockThreshold") ?? "").toBe("");
    const wrong = await send(admin, formOf(page), { lowStockThreshold: "-1" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Az stok eşiği 0'dan küçük olamaz.");

    const saved = await send(admin, formOf(page), {
      price: "987",
      discountPrice: "",
      lowStockThreshold: "3",
    });
    expect(saved.status).toBe(302);
    expect(toastOf(await admin.follow(saved))).toBe("Ürün güncellendi.");
    const [after] = await db((d) => d.select().from(products).where(eq(products.id, id)));
    expect(after).toMatchObject({
      price: 987,
      discountPrice: null,
      lowStockThreshold: 3,
      name: before!.name,
      sku: before!.sku,
    });

    // PAGE_CACHE_MS is 2 s: the new price shows within it, polled, never waited for blindly.
    const deadline = Date.now() + 5_000;
    let shop = await getPage(server.url, `/product/${before!.slug}`);
    while (!shop.text.includes("987") && Date.now() < deadline)
      shop = await getPage(server.url, `/product/${before!.slug}`);
    expect(shop.text).toContain("987");
  });

  it("marks a product custom-made on the form; /api reads and writes the flag", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const id = fx.otherProduct.id;
    const page = await admin.get(`/dashboard/product/edit/${id}`);
    const box = page.doc.querySelector('input[name="customMade"]');
    expect(box?.hasAttribute("checked")).toBe(false);
    expect(page.doc.querySelector(`label[for="${box!.id}"]`)?.text).toBe("Kişiye özel üretim");
    const saved = await send(admin, formOf(page), { customMade: "on" });
    expect(saved.status).toBe(302);
    const flag = async () =>
      (await db((d) => d.select().from(products).where(eq(products.id, id))))[0]!.customMade;
    expect(await flag()).toBe(true);
    const again = await admin.get(`/dashboard/product/edit/${id}`);
    expect(again.doc.querySelector('input[name="customMade"]')?.hasAttribute("checked")).toBe(true);
    const read = await getJson<{ product: { customMade: boolean } }>(
      server.url,
      `/api/product/${id}`,
    );
    expect(read.body.product.customMade).toBe(true);
    // A write of other fields leaves it; a write of the flag changes it.
    const put = (product: object) =>
      getJson(server.url, `/api/product/${id}`, {
        method: "PUT",
        headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
        body: JSON.stringify({ product }),
      });
    expect((await put({ quantity: 7 })).status).toBe(200);
    expect(await flag()).toBe(true);
    expect((await put({ customMade: false })).status).toBe(200);
    expect(await flag()).toBe(false);
  });

  it("a save that changes nothing writes nothing to the history", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const id = fx.oldProduct.id;
    const changes = () =>
      db(
        async (d) =>
          (
            await d.select({ n: count() }).from(staffChanges).where(eq(staffChanges.subjectId, id))
          )[0]!.n,
      );
    const before = await changes();
    const page = await admin.get(`/dashboard/product/edit/${id}`);
    const saved = await send(admin, formOf(page), {});
    expect(saved.status).toBe(302);
    expect(toastOf(await admin.follow(saved))).toBe("Ürün güncellendi.");
    expect(await changes()).toBe(before);
  });

  it("a discount shows the lowest price of the 30 days before it, on the page and in /api", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const id = fx.otherProduct.id;
    // Below every price the demo shop has had, so that it is the lowest of the 30 days.
    const first = await admin.get(`/dashboard/product/edit/${id}`);
    expect((await send(admin, formOf(first), { price: "50", discountPrice: "" })).status).toBe(302);
    const page = await admin.get(`/dashboard/product/edit/${id}`);
    expect((await send(admin, formOf(page), { price: "50", discountPrice: "40" })).status).toBe(
      302,
    );
    // Signed in: the page cache answers only anonymous visitors.
    const api = await getJson<{ product: { slug: string } }>(server.url, `/api/product/${id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(api.body.product).toMatchObject({
      price: 50,
      discountPrice: 40,
      lowestPrice30: 50,
    });
    const slug = api.body.product.slug;
    const shown = async (path: string) =>
      (await admin.get(path)).doc.querySelector(".product-price .price-lowest")?.text;
    expect(await shown(`/product/${slug}`)).toBe("Son 30 günün en düşük fiyatı: 50 TL");
    expect(await shown(`/en/product/${slug}`)).toBe("Lowest price in the last 30 days: 50 TL");

    // The discount ends: nothing to announce.
    const again = await admin.get(`/dashboard/product/edit/${id}`);
    expect((await send(admin, formOf(again), { price: "50", discountPrice: "" })).status).toBe(302);
    expect(await shown(`/product/${slug}`)).toBeUndefined();
  });

  it("finds old products for the pickers by posting the form, values kept", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const id = fx.otherProduct.id;
    const page = await admin.get(`/dashboard/product/edit/${id}`);
    // The newest products only: the oldest is not offered until searched for.
    expect(options(page, "combination").some((o) => o.startsWith(`${fx.oldProduct.sku} `))).toBe(
      false,
    );
    const found = await send(
      admin,
      formOf(page),
      { "find-combination": fx.oldProduct.sku, name: "Henüz kaydedilmedi" },
      "find-combination",
    );
    expect(found.status).toBe(200);
    expect(options(found, "combination")[0]).toMatch(new RegExp(`^${fx.oldProduct.sku} · `));
    expect(valueOf(found, "name")).toBe("Henüz kaydedilmedi");
    // Nothing was saved by the search.
    const [row] = await db((d) => d.select().from(products).where(eq(products.id, id)));
    expect(row!.name).not.toBe("Henüz kaydedilmedi");

    // Chosen and saved: the combination holds it.
    const chosen = await send(admin, formOf(found), {
      combination: [
        found.doc.querySelector('select[name="combination"] option')!.getAttribute("value")!,
      ],
      name: row!.name,
    });
    expect(chosen.status).toBe(302);
    const again = await admin.get(`/dashboard/product/edit/${id}`);
    expect(selected(again, "combination")).toEqual([fx.oldProduct.id]);

    const none = await send(
      admin,
      formOf(again),
      { "find-children": "yok-böyle-bir-şey" },
      "find-children",
    );
    expect(none.doc.querySelector('.find-box [role="status"]')!.text).toBe("Eşleşen ürün yok.");
    // Never its own child: searched by its own SKU, it is not offered.
    const itself = await send(
      admin,
      formOf(again),
      { "find-children": fx.otherProduct.sku },
      "find-children",
    );
    expect(options(itself, "children").some((o) => o.startsWith(`${fx.otherProduct.sku} `))).toBe(
      false,
    );
  });

  it("says a negative or too small number under its field, in the page's language, all kept", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    /** The messages under the field of an input, as a page without JavaScript shows them. */
    const under = (page: Page, name: string) =>
      page.doc
        .querySelector(`input[name="${name}"]`)!
        .closest(".field")!
        .querySelectorAll(".field-errors li")
        .map((li) => li.text.trim());
    const add = await admin.get("/dashboard/product/add");
    const sku = `ARW${Number(fx.lastSku.slice(3)) + 500}`;
    const wrong = await send(
      admin,
      formOf(add),
      filled(add, { sku, price: "-5", quantity: "-1", discountPrice: "-2" }),
    );
    expect(wrong.status).toBe(400);
    expect(under(wrong, "price")).toEqual(["Fiyat 0'dan küçük olamaz."]);
    expect(under(wrong, "quantity")).toEqual(["Stok adedi 0'dan küçük olamaz."]);
    expect(under(wrong, "discountPrice")).toEqual(["İndirimli fiyat 0'dan küçük olamaz."]);
    expect(wrong.text).not.toMatch(/sayı olarak|must be a number/);
    for (const [name, value] of Object.entries({
      sku,
      price: "-5",
      quantity: "-1",
      name: "İnci Küpe",
    }))
      expect(valueOf(wrong, name), name).toBe(value);
    expect(valueOf(wrong, "story")).toBe("Denizden.");
    expect(selected(wrong, "category")).toEqual([filled(add).category]);

    const en = await admin.get("/en/dashboard/product/add");
    const small = await send(admin, formOf(en), filled(en, { sku, price: "0,50", quantity: "0" }));
    expect(small.status).toBe(400);
    expect(under(small, "price")).toEqual(["The price must be at least 1 TL."]);
    // A stock of 0 is a sold-out product: no message.
    expect(under(small, "quantity")).toEqual([]);
    expect(valueOf(small, "quantity")).toBe("0");
  });

  it("speaks English on the English page", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const page = await admin.get("/en/dashboard/product/add");
    expect(page.doc.querySelector("h1")!.text).toBe("Add product");
    const wrong = await send(admin, formOf(page), filled(page, { name: "", sku: "X1" }));
    expect(wrong.status).toBe(400);
    expect(errorsOf(wrong).slice(0, 2)).toEqual([
      "The SKU is ARW followed by a number (e.g. ARW1024).",
      "Please enter the product name.",
    ]);
  });

  it("keeps a merchant to their own brands and products", async () => {
    const second = await signIn(SECOND.email, SECOND.password);
    expect((await second.get(`/dashboard/product/edit/${fx.otherProduct.id}`)).status).toBe(403);
    const page = await second.get("/dashboard/product/add");
    // Their brand alone is offered.
    expect(
      page.doc
        .querySelectorAll('select[name="brand"] option')
        .map((o) => o.getAttribute("value"))
        .filter(Boolean),
    ).toEqual([fx.brandOfSecond]);
    const files = {
      imageUrl: [await picture("jpeg", "#335577")],
      images: [await picture("jpeg", "#775533")],
    };
    // Another shop's brand: refused, nothing written.
    const forged = await send(
      second,
      formOf(page),
      filled(page, { sku: "ARW880001" }),
      "save",
      files,
    );
    expect(forged.status).toBe(403);
    // Their brand, with another shop's product named as a child: only their own is linked.
    const own = await send(
      second,
      formOf(page),
      filled(page, {
        sku: "ARW880002",
        brand: fx.brandOfSecond,
        children: [fx.otherProduct.id, fx.productOfSecond],
      }),
      "save",
      files,
    );
    expect(own.status).toBe(302);
    const rows = await db(async (d) => {
      const made = await d
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, ["ARW880001", "ARW880002"]));
      const children = await d
        .select({ childId: productChildren.childId })
        .from(productChildren)
        .where(
          and(
            inArray(
              productChildren.productId,
              made.map((m) => m.id),
            ),
          ),
        );
      return { made: made.map((m) => m.sku), children: children.map((c) => c.childId) };
    });
    expect(rows).toEqual({ made: ["ARW880002"], children: [fx.productOfSecond] });
  });

  it("answers POST /api/product/add and PUT /api/product/{id} as the contract says", async () => {
    const admin = await signIn("admin@demo.shop", "admin123!");
    const second = await signIn(SECOND.email, SECOND.password);
    const page = await admin.get("/dashboard/product/add");
    const body = (fields: Record<string, Value>, withPictures = true) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields))
        data.append(k, Array.isArray(v) ? v.join(",") : v);
      return (async () => {
        if (withPictures) {
          data.append(
            "imageUrl",
            new Blob([new Uint8Array(await picture("jpeg", "#102030"))]),
            "a.jpg",
          );
          data.append(
            "images",
            new Blob([new Uint8Array(await picture("png", "#302010"))]),
            "b.png",
          );
        }
        return data;
      })();
    };
    const call = async (
      who: Browser | null,
      method: string,
      path: string,
      payload: FormData | object,
    ) =>
      getJson<{
        error?: string;
        success?: boolean;
        message?: string;
        product?: Record<string, unknown>;
      }>(server.url, path, {
        method,
        headers: {
          ...(who ? { cookie: who.cookie } : {}),
          origin: server.url,
          ...(payload instanceof FormData ? {} : { "content-type": "application/json" }),
        },
        body: payload instanceof FormData ? payload : JSON.stringify(payload),
      });

    const added = await call(
      admin,
      "POST",
      "/api/product/add",
      await body(filled(page, { sku: "ARW770001" })),
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      success: true,
      message: "Product has been added successfully!",
      product: {
        sku: "ARW770001",
        name: "İnci Küpe",
        price: 1250.5,
        isActive: true,
        isVisible: true,
      },
    });
    const id = added.body.product!._id as string;
    expect(added.body.product!.imageUrl).toMatch(/\.webp$/);

    const missing = await call(
      admin,
      "POST",
      "/api/product/add",
      await body(filled(page, { sku: "ARW770002", price: "" })),
    );
    expect(missing).toMatchObject({
      status: 400,
      body: { error: "price: Please enter the price." },
    });
    const noCover = await call(
      admin,
      "POST",
      "/api/product/add",
      await body(filled(page, { sku: "ARW770003" }), false),
    );
    expect(noCover).toMatchObject({
      status: 400,
      body: { error: "imageUrl: Please choose a cover picture." },
    });
    expect((await call(null, "POST", "/api/product/add", await body(filled(page)))).status).toBe(
      401,
    );
    const notTheirs = await call(
      second,
      "POST",
      "/api/product/add",
      await body(filled(page, { sku: "ARW770004" })),
    );
    expect(notTheirs.status).toBe(403);

    const changed = await call(admin, "PUT", `/api/product/${id}`, {
      product: { price: 1500, name: "'Yeni Ad'" },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.product).toMatchObject({ price: 1500, name: "Yeni Ad", sku: "ARW770001" });
    const taken = await call(admin, "PUT", `/api/product/${id}`, {
      product: { sku: fx.oldProduct.sku },
    });
    expect(taken).toMatchObject({
      status: 400,
      body: { error: "sku: Another product has this SKU." },
    });
    // Another shop's product: 403 whatever the body says.
    expect(
      (await call(second, "PUT", `/api/product/${id}`, { product: { price: "x" } })).status,
    ).toBe(403);
    expect(
      (
        await call(admin, "PUT", "/api/product/00000000-0000-4000-8000-000000000000", {
          product: {},
        })
      ).status,
    ).toBe(404);
    const [row] = await db((d) => d.select().from(products).where(eq(products.id, id)));
    expect(row).toMatchObject({ price: 1500, name: "Yeni Ad" });
  });
});
