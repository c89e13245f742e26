import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { and, eq } from "drizzle-orm";
import type { HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productStones, stones } from "../../db/schema";
import type { Db } from "../../db/client.server";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import { fieldsOf, type Value } from "../helpers/form-fields";
import { getJson, getPage, type Page } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";

/**
 * The jewellery facts (issue [20] point 4) end to end: the product form without JavaScript, the
 * product page in Turkish and English, /api, the CSV export and import, the history. The demo's
 * ARW118 (Akik Nazar Küpe) is 925 silver, rhodium plated, with an agate and a stabilised
 * (treated) turquoise.
 */

const SKU = "ARW118";

/** The product page's "Ürün bilgileri" list, term by term. */
const detailsOf = (page: Page) => {
  const list = page.doc.querySelector(".product-details dl");
  if (!list) return null;
  const terms = list.querySelectorAll("dt").map((dt) => dt.text.trim());
  const values = list.querySelectorAll("dd").map((dd) => dd.text.trim());
  return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
};

describe.each(DB_KINDS)("the jewellery facts on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  const fx = { id: "", slug: "", akik: "", turkuaz: "" };
  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    return (await atDatabase(server, fn)).value;
  }
  const natures = () =>
    db(async (d) =>
      Object.fromEntries(
        (
          await d
            .select({ slug: stones.slug, nature: productStones.nature })
            .from(productStones)
            .innerJoin(stones, eq(stones.id, productStones.stoneId))
            .where(eq(productStones.productId, fx.id))
        ).map((r) => [r.slug, r.nature]),
      ),
    );
  const row = async () =>
    (await db((d) => d.select().from(products).where(eq(products.id, fx.id))))[0]!;

  /** The product page, polled until `ok` (the shop's page cache forgets within 2 s). */
  async function shopPage(lang: "tr" | "en", ok: (p: Page) => boolean) {
    const path = `${lang === "en" ? "/en" : ""}/product/${fx.slug}`;
    const deadline = Date.now() + 5_000;
    let page = await getPage(server.url, path);
    while (!ok(page) && Date.now() < deadline) page = await getPage(server.url, path);
    return page;
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    ({ server } = await atDatabase(server, async (d) => {
      const [p] = await d.select().from(products).where(eq(products.sku, SKU));
      fx.id = p!.id;
      fx.slug = p!.slug;
      const all = await d.select({ id: stones.id, slug: stones.slug }).from(stones);
      fx.akik = all.find((s) => s.slug === "akik")!.id;
      fx.turkuaz = all.find((s) => s.slug === "turkuaz")!.id;
    }));
    admin = new Browser(server.url);
    const login = await admin.get("/login");
    const form = login.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    expect(
      (await admin.submit(form, { email: "admin@demo.shop", password: "admin123!" })).status,
    ).toBe(302);
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const formOf = (page: Page) => page.doc.querySelector("form.product-form")!;
  const send = (form: HTMLElement, typed: Record<string, Value>) =>
    admin.post(form.getAttribute("action")!, [
      ...fieldsOf(form, typed),
      ["intent", "save"] as [string, string],
    ]);
  const under = (page: Page, id: string) =>
    page.doc
      .querySelector(`#${id}`)!
      .closest(".field")!
      .querySelectorAll(".field-errors li")
      .map((li) => li.text.trim());
  const selectedOf = (page: Page, name: string) =>
    page.doc.querySelector(`select[name="${name}"] option[selected]`)?.getAttribute("value");

  it("shows the demo's facts on the product page, in Turkish and in English", async () => {
    const tr = await getPage(server.url, `/product/${fx.slug}`);
    expect(tr.doc.querySelector(".product-details h2")!.text).toBe("Ürün bilgileri");
    expect(detailsOf(tr)).toEqual({
      "Metal ve ayar": "925 ayar gümüş",
      Ağırlık: "5,9 g",
      Kaplama: "Rodyum kaplama",
      Taşlar: "Akik (doğal), Turkuaz (işlem görmüş)",
    });
    const en = await getPage(server.url, `/en/product/${fx.slug}`);
    expect(en.doc.querySelector(".product-details h2")!.text).toBe("Product details");
    expect(detailsOf(en)).toEqual({
      "Metal and fineness": "925 sterling silver",
      Weight: "5.9 g",
      Plating: "Rhodium plated",
      Stones: "Agate (natural), Turquoise (treated)",
    });
  });

  it("are set on the form without JavaScript; bad values are said under their fields, all kept", async () => {
    const page = await admin.get(`/dashboard/product/edit/${fx.id}`);
    expect(page.status).toBe(200);
    expect(page.doc.querySelector(".jewellery-facts legend")!.text).toBe("Takı bilgileri");
    expect(selectedOf(page, "metal")).toBe("silver");
    expect(page.doc.querySelector("#jewel-fineness")!.getAttribute("value")).toBe("925");
    expect(page.doc.querySelector("#jewel-weightGrams")!.getAttribute("value")).toBe("5,9");
    expect(selectedOf(page, "plating")).toBe("rhodium");
    // The chosen stones' natures first, each by the stone's id.
    const chosen = page.doc.querySelectorAll(".stone-natures > ul select");
    expect(chosen.map((s) => s.getAttribute("name")).sort()).toEqual(
      [`stoneNatures.${fx.akik}`, `stoneNatures.${fx.turkuaz}`].sort(),
    );
    expect(selectedOf(page, `stoneNatures.${fx.turkuaz}`)).toBe("treated");

    const wrong = await send(formOf(page), {
      fineness: "1200",
      weightGrams: "-1",
      plating: "gold",
    });
    expect(wrong.status).toBe(400);
    expect(under(wrong, "jewel-fineness")).toEqual([
      "Ayar 1 ile 1000 arasında bir tam sayı olmalı (binde: 925, 585, 750).",
    ]);
    expect(under(wrong, "jewel-weightGrams")).toEqual([
      "Ağırlık 0'dan büyük bir sayı olmalı (gram; örneğin 4,2).",
    ]);
    expect(wrong.doc.querySelector("#jewel-fineness")!.getAttribute("aria-invalid")).toBe("true");
    expect(wrong.doc.querySelector("#jewel-fineness")!.getAttribute("value")).toBe("1200");
    expect(wrong.doc.querySelector("#jewel-weightGrams")!.getAttribute("value")).toBe("-1");
    expect(selectedOf(wrong, "plating")).toBe("gold");
    expect((await row()).plating).toBe("rhodium");

    const en = await admin.get(`/en/dashboard/product/edit/${fx.id}`);
    expect(en.doc.querySelector(".jewellery-facts legend")!.text).toBe("Jewellery facts");
    const zero = await send(formOf(en), { fineness: "0" });
    expect(zero.status).toBe(400);
    expect(under(zero, "jewel-fineness")).toEqual([
      "The fineness is a whole number from 1 to 1000 (thousandths: 925, 585, 750).",
    ]);

    const saved = await send(formOf(page), {
      metal: "silver",
      fineness: "925",
      weightGrams: "4,2",
      plating: "oxidised",
      [`stoneNatures.${fx.akik}`]: "synthetic",
    });
    expect(saved.status).toBe(302);
    expect(await row()).toMatchObject({
      metal: "silver",
      fineness: 925,
      weightGrams: 4.2,
      plating: "oxidised",
    });
    expect(await natures()).toEqual({ akik: "synthetic", turkuaz: "treated" });

    const tr = await shopPage("tr", (p) => detailsOf(p)?.["Ağırlık"] === "4,2 g");
    expect(detailsOf(tr)).toEqual({
      "Metal ve ayar": "925 ayar gümüş",
      Ağırlık: "4,2 g",
      Kaplama: "Oksitlenmiş (siyah)",
      Taşlar: "Akik (sentetik), Turkuaz (işlem görmüş)",
    });
    const en2 = await shopPage("en", (p) => detailsOf(p)?.Weight === "4.2 g");
    expect(detailsOf(en2)?.Stones).toBe("Agate (synthetic), Turquoise (treated)");

    // The history says the stone's nature changed, in words.
    const history = await admin.get(`/dashboard/history/product/${fx.id}`);
    // A nature changed reads as the stone's link undone as one and made as the other.
    expect(history.text).toContain("Doğal taş: Akik kaldırıldı");
    expect(history.text).toContain("Doğal taş: Akik (sentetik) eklendi");
    const cells = history.doc
      .querySelectorAll(".history-fields tr")
      .map((tr) => tr.querySelectorAll("th, td").map((c) => c.text.trim()));
    expect(cells).toContainEqual(["Ağırlık (gram)", "5,90", "4,20"]);
    expect(cells).toContainEqual(["Kaplama", "Rodyum kaplama", "Oksitlenmiş (siyah)"]);
  });

  it("are read and written by /api, a stone's nature kept when only the stones are sent", async () => {
    const put = (product: object) =>
      getJson<{ product: Record<string, unknown>; error?: string }>(
        server.url,
        `/api/product/${fx.id}`,
        {
          method: "PUT",
          headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
          body: JSON.stringify({ product }),
        },
      );
    const written = await put({
      metal: "gold",
      fineness: 585,
      weightGrams: 3.5,
      plating: "none",
      stoneNatures: { [fx.akik]: "natural" },
    });
    expect(written.status).toBe(200);
    expect(written.body.product).toMatchObject({
      metal: "gold",
      fineness: 585,
      weightGrams: 3.5,
      plating: "none",
      stoneNatures: { [fx.akik]: "natural", [fx.turkuaz]: "treated" },
    });
    const read = await getJson<{
      product: Record<string, unknown> & { stone: { _id: string; name: string; nature: string }[] };
    }>(server.url, `/api/product/${fx.id}`);
    expect(read.body.product).toMatchObject({
      metal: "gold",
      fineness: 585,
      weightGrams: 3.5,
      plating: "none",
    });
    expect(read.body.product.stone.map((s) => [s.name, s.nature])).toEqual([
      ["Akik", "natural"],
      ["Turkuaz", "treated"],
    ]);
    const item = await getJson<{ product: { stone: { nature: string }[]; metal: string } }>(
      server.url,
      `/api/product/item/${fx.slug}`,
    );
    expect(item.body.product.metal).toBe("gold");

    // An older client that sends the stones alone keeps their natures.
    expect((await put({ stone: [fx.akik, fx.turkuaz] })).status).toBe(200);
    expect(await natures()).toEqual({ akik: "natural", turkuaz: "treated" });

    for (const [field, value] of [
      ["fineness", 1200],
      ["fineness", 0],
      ["weightGrams", -1],
      ["metal", "platinum"],
      ["plating", "chrome"],
      ["stoneNatures", { [fx.akik]: "fake" }],
    ] as const) {
      const refused = await put({ [field]: value });
      expect(refused.status, field).toBe(400);
      expect(refused.body.error, field).toMatch(new RegExp(`^${field}: `));
    }
    // Empty states nothing.
    expect(
      (await put({ metal: null, fineness: null, weightGrams: null, plating: "" })).status,
    ).toBe(200);
    expect(await row()).toMatchObject({
      metal: null,
      fineness: null,
      weightGrams: null,
      plating: null,
    });
    const bare = await shopPage("tr", (p) => !detailsOf(p)?.["Metal ve ayar"]);
    expect(detailsOf(bare)).toEqual({ Taşlar: "Akik (doğal), Turkuaz (işlem görmüş)" });
  });

  it("go out in the CSV export and come back unchanged; an edited nature or weight is a change", async () => {
    expect(
      (
        await getJson(server.url, `/api/product/${fx.id}`, {
          method: "PUT",
          headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
          body: JSON.stringify({
            product: { metal: "silver", fineness: 925, weightGrams: 5.25, plating: "rhodium" },
          }),
        })
      ).status,
    ).toBe(200);
    const download = async () => {
      const res = await fetch(`${server.url}/dashboard/product/export?q=${SKU}`, {
        headers: { cookie: admin.cookie },
      });
      expect(res.status).toBe(200);
      return parse(Buffer.from(await res.arrayBuffer()), {
        delimiter: ";",
        bom: true,
      }) as string[][];
    };
    const [header, ...rows] = await download();
    const line = rows.find((r) => r[0] === SKU)!;
    const cell = (title: string) => line[header!.indexOf(title)];
    expect(cell("Doğal Taşlar")).toBe("Akik (doğal), Turkuaz (işlem görmüş)");
    expect(cell("Metal")).toBe("Gümüş");
    expect(cell("Ayar")).toBe("925");
    expect(cell("Ağırlık (g)")).toBe("5,25");
    expect(cell("Kaplama")).toBe("Rodyum kaplama");

    const csv = (r: string[][]) =>
      Buffer.from(stringify([header!, ...r], { delimiter: ";", record_delimiter: "windows" }));
    const upload = (file: Buffer, intent = "dryRun") => {
      const form = new FormData();
      form.append("csv", new Blob([new Uint8Array(file)], { type: "text/csv" }), "urunler.csv");
      form.append("zip", new Blob([], { type: "application/zip" }), "");
      form.append("intent", intent);
      return admin.postBody("/dashboard/product/import", form);
    };
    const report = (page: Page) =>
      page.doc
        .querySelectorAll(".import-table tbody tr")
        .map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));

    const same = await upload(csv([line]));
    expect(same.status).toBe(200);
    expect(report(same)[0]![3]).toBe("Aynı");

    const edited = [...line];
    edited[header!.indexOf("Doğal Taşlar")] = "Akik (sentetik), Turkuaz";
    edited[header!.indexOf("Ağırlık (g)")] = "6,1";
    edited[header!.indexOf("Kaplama")] = "oxidised";
    const dry = await upload(csv([edited]));
    const [changed] = report(dry);
    expect(changed![3]).toBe("Değişecek");
    expect(changed![4]).toContain("Akik (sentetik), Turkuaz (işlem görmüş)");
    expect(changed![4]).toContain("6,1");

    const bad = [...line];
    bad[header!.indexOf("Ayar")] = "1200";
    bad[header!.indexOf("Metal")] = "Platin";
    bad[header!.indexOf("Doğal Taşlar")] = "Akik (yapay)";
    const [wrong] = report(await upload(csv([bad])));
    expect(wrong![0]).toBe("2");
    expect(wrong![3]).toBe("Hatalı");
    expect(wrong![4]).toContain("Ayar: Ayar 1 ile 1000 arasında bir tam sayı olmalı");
    expect(wrong![4]).toContain("Metal: “Platin” bulunamadı.");
    expect(wrong![4]).toContain("Doğal Taşlar: “Akik (yapay)” bulunamadı.");

    // Applied: the nature written, and the next export is what was imported.
    const form = dry.doc.querySelector("form.apply-form")!;
    const data = new FormData();
    for (const input of form.querySelectorAll("input[type=hidden]"))
      data.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
    data.append("intent", "apply");
    expect((await admin.postBody("/dashboard/product/import", data)).status).toBe(303);
    expect(await natures()).toEqual({ akik: "synthetic", turkuaz: "treated" });
    expect((await row()).weightGrams).toBe(6.1);
    const [, ...again] = await download();
    const next = again.find((r) => r[0] === SKU)!;
    expect(next[header!.indexOf("Doğal Taşlar")]).toBe("Akik (sentetik), Turkuaz (işlem görmüş)");
    expect(next[header!.indexOf("Kaplama")]).toBe("Oksitlenmiş (siyah)");
    expect(
      (
        await db((d) =>
          d
            .select()
            .from(products)
            .where(and(eq(products.id, fx.id))),
        )
      )[0]!.plating,
    ).toBe("oxidised");
  });

  it("a stale save keeps what was typed and takes the other person's facts (decision 067)", async () => {
    const first = await admin.get(`/dashboard/product/edit/${fx.id}`);
    const second = await admin.get(`/dashboard/product/edit/${fx.id}`);
    expect((await send(formOf(first), { weightGrams: "7,5" })).status).toBe(302);
    const stale = await send(formOf(second), { fineness: "950" });
    expect(stale.status).toBe(409);
    expect(stale.doc.querySelector("#jewel-fineness")!.getAttribute("value")).toBe("950");
    expect(stale.doc.querySelector("#jewel-weightGrams")!.getAttribute("value")).toBe("7,5");
    expect((await send(formOf(stale), {})).status).toBe(302);
    expect(await row()).toMatchObject({ fineness: 950, weightGrams: 7.5 });
  });

  it("come with a product added over /api as multipart, each stone's nature by its id", async () => {
    const add = await admin.get("/dashboard/product/add");
    const first = (name: string) =>
      add.doc
        .querySelectorAll(`select[name="${name}"] option`)
        .map((o) => o.getAttribute("value")!)
        .find((v) => v)!;
    const picture = (color: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
        .png()
        .toBuffer();
    const body = async (extra: Record<string, string>) => {
      const data = new FormData();
      const fields: Record<string, string> = {
        sku: "ARW880001",
        name: "Akik Yüzük",
        name_en: "Agate Ring",
        description: "Bir yüzük.",
        description_en: "A ring.",
        story: "Hikâye.",
        story_en: "Story.",
        details: "2 cm",
        details_en: "2 cm",
        ingredients: "Gümüş",
        ingredients_en: "Silver",
        price: "900",
        quantity: "2",
        brand: first("brand"),
        category: first("category"),
        type: first("type"),
        ingredient: first("ingredient"),
        stone: `${fx.akik},${fx.turkuaz}`,
        metal: "silver",
        fineness: "925",
        weightGrams: "4,2",
        plating: "rhodium",
        [`stoneNatures.${fx.akik}`]: "treated",
        ...extra,
      };
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      data.append("imageUrl", new Blob([new Uint8Array(await picture("#a33"))]), "a.png");
      data.append("images", new Blob([new Uint8Array(await picture("#3a3"))]), "b.png");
      return data;
    };
    const post = async (data: FormData) =>
      getJson<{ error?: string; product?: Record<string, unknown> }>(
        server.url,
        "/api/product/add",
        { method: "POST", headers: { cookie: admin.cookie, origin: server.url }, body: data },
      );
    const refused = await post(await body({ weightGrams: "-1" }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      "weightGrams: The weight is a number above 0 (grams; for example 4.2).",
    );
    const added = await post(await body({}));
    expect(added.status, added.body.error).toBe(200);
    expect(added.body.product).toMatchObject({
      metal: "silver",
      fineness: 925,
      weightGrams: 4.2,
      plating: "rhodium",
      stoneNatures: { [fx.akik]: "treated", [fx.turkuaz]: "natural" },
    });
  });
});
