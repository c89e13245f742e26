import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import iconv from "iconv-lite";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZipFile } from "yazl";
import { eq, sql } from "drizzle-orm";
import { productImages, products } from "../../db/schema";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";

/**
 * The product import (issue [10] point 3) over real HTTP on a real database: the export's file
 * edited as Turkish Excel saves it and read back, a dry run that writes nothing, an apply that
 * writes every row or none, a merchant's scope, and a new product's pictures from a ZIP.
 */

const HEADER_TR = ["SKU", "Ad", "Ad (İngilizce)", "Seri", "Fiyat", "İndirimli Fiyat", "Stok"];

/** A CSV as Turkish Excel's "CSV (virgülle ayrılmış)" saves it: `;`, CRLF, Windows-1254 bytes. */
const turkishExcel = (rows: string[][]) =>
  iconv.encode(stringify(rows, { delimiter: ";", record_delimiter: "windows" }), "win1254");

/** The same as "CSV UTF-8": a byte order mark first. */
const utf8Excel = (rows: string[][], delimiter = ";") =>
  Buffer.concat([
    Buffer.from([0xef, 0xbb, 0xbf]),
    Buffer.from(stringify(rows, { delimiter, record_delimiter: "windows" })),
  ]);

async function png(color: string) {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function zipOf(files: Record<string, Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of Object.entries(files)) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(DB_KINDS)("the product import on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;

  async function exported(browser: Browser, path: string) {
    const res = await fetch(server.url + path, { headers: { cookie: browser.cookie } });
    expect(res.status).toBe(200);
    return parse(Buffer.from(await res.arrayBuffer()), { delimiter: ";", bom: true }) as string[][];
  }

  /** The import form as a browser posts it: the file, a ZIP perhaps, the pressed button. */
  function upload(browser: Browser, path: string, csv: Buffer, intent: string, zip?: Buffer) {
    const form = new FormData();
    form.append("csv", new Blob([new Uint8Array(csv)], { type: "text/csv" }), "urunler.csv");
    form.append(
      "zip",
      new Blob(zip ? [new Uint8Array(zip)] : [], { type: "application/zip" }),
      zip ? "resimler.zip" : "",
    );
    form.append("intent", intent);
    return browser.postBody(path, form);
  }

  /** The page's apply form, posted as it stands (its hidden fields: no file again). */
  function apply(browser: Browser, path: string, page: Awaited<ReturnType<typeof upload>>) {
    const formEl = page.doc.querySelector("form.apply-form");
    expect(formEl, page.text.slice(0, 2000)).not.toBeNull();
    const form = new FormData();
    for (const input of formEl!.querySelectorAll("input[type=hidden]"))
      form.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
    form.append("intent", "apply");
    return browser.postBody(path, form);
  }

  const statuses = (page: Awaited<ReturnType<typeof upload>>) =>
    page.doc
      .querySelectorAll(".import-table tbody tr")
      .map((tr) => tr.querySelectorAll("td").map((td) => td.text.trim()));

  /** Every product's columns that an import may write, and the count of pictures. */
  const snapshot = async () => {
    const { value, server: next } = await atDatabase(server, async (db) => {
      const rows = await db
        .select({
          product: products,
          pictures:
            sql<number>`(select count(*) from product_images i where i.product_id = ${products.id})`.mapWith(
              Number,
            ),
          stones:
            sql<number>`(select count(*) from product_stones s where s.product_id = ${products.id})`.mapWith(
              Number,
            ),
        })
        .from(products)
        .orderBy(products.sku);
      return JSON.stringify(rows);
    });
    server = next;
    admin.base = merchant.base = server.url;
    return value;
  };

  beforeAll(async () => {
    server = await sharedServer(kind);
    [admin, merchant] = await Promise.all([
      new Browser(server.url).signIn("admin@demo.shop", "admin123!"),
      new Browser(server.url).signIn("merchant@demo.shop", "merchant123!"),
    ]);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("reads back the export as Turkish Excel saved it, edited, and the catalogue reads as edited", async () => {
    const [header, ...rows] = await exported(admin, "/dashboard/product/export?q=inci");
    expect(header!.slice(0, 7)).toEqual(HEADER_TR);
    expect(rows.length).toBeGreaterThan(1);
    const edited = rows.map((r) => [...r]);
    // Turkish letters that only Windows-1254 (not Latin-1) holds, a Turkish price with
    // thousands, a stock, a flag, and a discount cleared.
    edited[0]![1] = "Ğüşıöç İnci Yüzük";
    edited[0]![4] = "1.234,56";
    edited[0]![5] = "";
    edited[0]![6] = "7";
    edited[1]![8] = "Hayır";
    edited[1]![15] = "inci, deniz, yaz";
    const file = turkishExcel([header!, ...edited]);
    expect(file.includes(Buffer.from("Ğ"))).toBe(false);

    const dry = await upload(admin, "/dashboard/product/import", file, "dryRun");
    expect(dry.status, dry.text.slice(0, 500)).toBe(200);
    const report = statuses(dry);
    expect(report).toHaveLength(rows.length);
    expect(report[0]![3]).toBe("Değişecek");
    expect(report[0]![4]).toContain("Fiyat");
    expect(report[0]![4]).toContain("1.234,56");
    expect(report[0]![4]).toContain("Ğüşıöç İnci Yüzük");
    expect(report[1]![3]).toBe("Değişecek");
    expect(report[1]![4]).toContain("Listede");
    expect(report.slice(2).every((r) => r[3] === "Aynı")).toBe(true);

    const done = await apply(admin, "/dashboard/product/import", dry);
    expect(done.status, done.text.slice(0, 500)).toBe(303);
    expect(done.location).toBe("/dashboard/product");
    const list = await admin.get("/dashboard/product");
    expect(list.text).toContain("İçe aktarma tamamlandı: 2 ürün eklendi ya da değişti.");

    const skus = new Set(rows.map((r) => r[0]));
    const after = (await exported(admin, "/dashboard/product/export")).filter((r) =>
      skus.has(r[0]!),
    );
    const bySku = (list: string[][]) => [...list].sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(bySku(after)).toEqual(bySku(edited));
  });

  it("takes UTF-8 with ',' between fields and '1234.56' prices, in English", async () => {
    const [header, ...rows] = await exported(admin, "/en/dashboard/product/export?q=inci");
    expect(header![4]).toBe("Price");
    const edited = rows.slice(0, 1).map((r) => [...r]);
    edited[0]![4] = "2345.5";
    const dry = await upload(
      admin,
      "/en/dashboard/product/import",
      utf8Excel([header!, ...edited], ","),
      "dryRun",
    );
    expect(dry.status, dry.doc.querySelector("[role=alert]")?.text).toBe(200);
    const [row] = statuses(dry);
    expect(row![3]).toBe("To change");
    expect(row![4]).toContain("Price");
    expect(row![4]).toContain("2.345,50");
    const done = await apply(admin, "/en/dashboard/product/import", dry);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/en/dashboard/product");
    const again = (await exported(admin, "/dashboard/product/export")).find(
      (r) => r[0] === edited[0]![0],
    );
    expect(again![4]).toBe("2.345,50");
  });

  it("writes nothing on a dry run, and nothing at all when one row is wrong", async () => {
    const [header, ...rows] = await exported(admin, "/dashboard/product/export?q=kolye");
    const edited = rows.slice(0, 3).map((r) => [...r]);
    edited[0]![6] = "99";
    edited[1]![4] = "12,5,0";
    edited[2]![10] = "Böyle Bir Cinsiyet Yok";
    const file = turkishExcel([header!, ...edited]);
    const before = await snapshot();

    const dry = await upload(admin, "/dashboard/product/import", file, "dryRun");
    expect(dry.status).toBe(200);
    const report = statuses(dry);
    expect(report.map((r) => r[3])).toEqual(["Değişecek", "Hatalı", "Hatalı"]);
    expect(report[1]![4]).toBe("Fiyat: Fiyatı sayı olarak yazınız (ör. 1.250 ya da 1250,50).");
    expect(report[2]![4]).toBe("Cinsiyet: “Böyle Bir Cinsiyet Yok” bulunamadı.");
    expect(dry.doc.querySelector("form.apply-form")).toBeNull();
    expect(dry.doc.querySelector("[role=alert]")!.text).toContain("Hatalı satırlar");

    // The file sent straight to 'apply' (a crafted post): refused, the report again.
    const applied = await upload(admin, "/dashboard/product/import", file, "apply");
    expect(applied.status).toBe(409);
    expect(statuses(applied).map((r) => r[3])).toEqual(["Değişecek", "Hatalı", "Hatalı"]);
    const api = await fetch(`${server.url}/api/product/import`, {
      method: "POST",
      headers: { cookie: admin.cookie },
      body: (() => {
        const f = new FormData();
        f.append("csv", new Blob([new Uint8Array(file)]), "urunler.csv");
        return f;
      })(),
    });
    expect(api.status).toBe(422);
    expect(await snapshot()).toBe(before);
  });

  it("refuses an apply when the catalogue changed after the dry run", async () => {
    const [header, ...rows] = await exported(admin, "/dashboard/product/export?q=kolye");
    const edited = [[...rows[0]!]];
    edited[0]![6] = "42";
    const dry = await upload(
      admin,
      "/dashboard/product/import",
      turkishExcel([header!, ...edited]),
      "dryRun",
    );
    // Meanwhile the same product's stock is changed by another file.
    const other = [[...rows[0]!]];
    other[0]![6] = "41";
    const meanwhile = await upload(
      admin,
      "/dashboard/product/import",
      turkishExcel([header!, ...other]),
      "dryRun",
    );
    expect((await apply(admin, "/dashboard/product/import", meanwhile)).status).toBe(303);
    // The first dry run's plan no longer holds ("41" -> "42", not what it showed).
    const late = await apply(admin, "/dashboard/product/import", dry);
    expect(late.status).toBe(409);
    expect(late.text).toContain("Deneme yapıldıktan sonra katalog değişti");
  });

  it("keeps a merchant to their own brands and products", async () => {
    const all = await exported(admin, "/dashboard/product/export");
    const header = all[0]!;
    const foreign = all.slice(1).find((r) => r[9] !== "Doğal Taş Atölyesi" && r[9])!;
    const [, ...own] = await exported(merchant, "/dashboard/product/export");
    const mine = [...own[0]!];
    mine[9] = foreign[9]!;
    const theirs = [...foreign];
    theirs[6] = "0";
    const before = await snapshot();
    const dry = await upload(
      merchant,
      "/dashboard/product/import",
      turkishExcel([header, mine, theirs]),
      "dryRun",
    );
    expect(dry.status).toBe(200);
    const report = statuses(dry);
    expect(report[0]![3]).toBe("Hatalı");
    expect(report[0]![4]).toBe("Marka: bu marka sizin değil.");
    expect(report[1]![3]).toBe("Hatalı");
    expect(report[1]![4]).toContain("SKU: bu SKU başka bir mağazanın ürünü.");
    // Its texts are not shown to another shop: only the row's own cells.
    expect(dry.text).not.toContain(foreign[16]!.slice(0, 40) + "</del>");
    const applied = await upload(
      merchant,
      "/dashboard/product/import",
      turkishExcel([header, mine, theirs]),
      "apply",
    );
    expect(applied.status).toBe(409);
    expect(await snapshot()).toBe(before);
  });

  it("adds a new product with its pictures from a ZIP, over /api", async () => {
    const [header] = await exported(admin, "/dashboard/product/export?q=zzzz");
    const full = [
      ...header!,
      "Hikâye",
      "Hikâye (İngilizce)",
      "Detaylar",
      "Detaylar (İngilizce)",
      "Malzeme Bilgisi",
      "Malzeme Bilgisi (İngilizce)",
      "Resimler",
    ];
    const [, sample] = await exported(admin, "/dashboard/product/export?q=inci");
    const row = [
      "",
      "Zip Yüzük",
      "Zip Ring",
      "",
      "1.500,00",
      "",
      "3",
      "Evet",
      "Evet",
      sample![9]!,
      sample![10]!,
      sample![11]!,
      sample![12]!,
      "",
      "",
      "",
      "Bir yüzük.",
      "A ring.",
      // Metal, fineness, weight, plating.
      "Gümüş",
      "925",
      "4,2",
      "Rodyum kaplama",
      "Hikâyesi.",
      "Its story.",
      "Detayı.",
      "Its details.",
      "Gümüş.",
      "Silver.",
      "kapak.png, galeri.png",
    ];
    const csv = utf8Excel([full, row]);
    const zip = await zipOf({
      "resimler/kapak.png": await png("#a33"),
      "resimler/galeri.png": await png("#3a3"),
      "fazla.txt": Buffer.from("not a picture, not named"),
    });
    const send = (query: string, withZip: Buffer | null) => {
      const f = new FormData();
      f.append("csv", new Blob([new Uint8Array(csv)]), "yeni.csv");
      if (withZip) f.append("zip", new Blob([new Uint8Array(withZip)]), "resimler.zip");
      return fetch(`${server.url}/api/product/import${query}`, {
        method: "POST",
        headers: { cookie: admin.cookie },
        body: f,
      });
    };
    const before = await snapshot();
    const dry = await send("?dryRun=1", zip);
    expect(dry.status).toBe(200);
    const body = (await dry.json()) as {
      report: { rows: { status: string; sku: string; errors: string[] }[] };
    };
    expect(body.report.rows[0]!.errors).toEqual([]);
    expect(body.report.rows[0]!.status).toBe("created");
    expect(body.report.rows[0]!.sku).toMatch(/^ARW\d+$/);
    expect(await snapshot()).toBe(before);

    // Without the ZIP the pictures are missing, by name.
    const missing = await send("?dryRun=1", null);
    const missed = (await missing.json()) as typeof body;
    expect(missed.report.rows[0]!.errors).toEqual([
      "Pictures: “kapak.png” is not in the ZIP.",
      "Pictures: “galeri.png” is not in the ZIP.",
    ]);

    const done = await send("", zip);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true, created: 1, changed: 0 });
    const sku = body.report.rows[0]!.sku;
    const added = (await exported(admin, "/dashboard/product/export")).find((r) => r[0] === sku);
    expect(added!.slice(1, 7)).toEqual(["Zip Yüzük", "Zip Ring", "", "1.500,00", "", "3"]);
    const pictures = await atDatabase(server, async (db) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.sku, sku));
      return row!.n;
    });
    server = pictures.server;
    admin.base = merchant.base = server.url;
    expect(pictures.value).toBe(2);
  });

  it("adds pictures to an existing product from a ZIP, once, without JavaScript", async () => {
    const [header, row] = await exported(admin, "/dashboard/product/export?q=ametist");
    const sku = row![0]!;
    // The pictures the product shows, cover first (the demo's are in its columns only).
    const shown = async () => {
      const { value, server: next } = await atDatabase(server, async (db) => {
        const [r] = await db
          .select({ cover: products.imageUrl, gallery: products.images })
          .from(products)
          .where(eq(products.sku, sku));
        return [...new Set([r!.cover, ...r!.gallery].filter(Boolean))];
      });
      server = next;
      admin.base = merchant.base = server.url;
      return value;
    };
    const before = await shown();
    expect(before.length).toBeGreaterThan(0);
    // The row as exported (nothing else changes), naming two pictures of the ZIP.
    const csv = turkishExcel([
      [...header!, "Resimler"],
      [...row!, "yan.png, arka.png"],
    ]);
    const zip = await zipOf({ "yan.png": await png("#36c"), "arka.png": await png("#c63") });

    const dry = await upload(admin, "/dashboard/product/import", csv, "dryRun", zip);
    expect(dry.status, dry.text.slice(0, 500)).toBe(200);
    const [line] = statuses(dry);
    expect(line![3]).toBe("Değişecek");
    const n = before.length;
    expect(line![4]).toBe(`Resimler: ${n} → ${n + 2} (+ yan.png, arka.png)`);
    expect(await shown()).toEqual(before);

    const done = await apply(admin, "/dashboard/product/import", dry);
    expect(done.status, done.text.slice(0, 500)).toBe(303);
    // Added at the end of the gallery: the cover and the pictures it had stay as they were.
    const after = await shown();
    expect(after).toHaveLength(n + 2);
    expect(after.slice(0, n)).toEqual(before);

    // The same file again: the product shows those pictures already; nothing to add.
    const again = await upload(admin, "/dashboard/product/import", csv, "dryRun", zip);
    expect(statuses(again).map((r) => r[3])).toEqual(["Aynı"]);
  });

  it("names a file over its limit under its own field, in Turkish and English", async () => {
    const [header, first] = await exported(admin, "/dashboard/product/export?q=inci");
    const small = utf8Excel([header!, first!]);
    // A CSV over 2 MB: its first line the header, then filler rows.
    const bigCsv = Buffer.concat([small, Buffer.alloc(2.5 * 1024 * 1024 - small.length, 0x20)]);
    const errorsUnder = (page: Awaited<ReturnType<typeof upload>>, id: string) =>
      page.doc
        .querySelector(`#${id}`)!
        .closest(".field")!
        .querySelectorAll(".field-errors li")
        .map((li) => li.text.trim());
    for (const [prefix, csvMessage, zipMessage] of [
      [
        "",
        "«urunler.csv» 2,5 MB: bir dosya en fazla 2 MB olabilir.",
        "«resimler.zip» 26 MB: bir dosya en fazla 25 MB olabilir.",
      ],
      [
        "/en",
        "“urunler.csv” is 2.5 MB: a file may be at most 2 MB.",
        "“resimler.zip” is 26 MB: a file may be at most 25 MB.",
      ],
    ] as const) {
      const path = `${prefix}/dashboard/product/import`;
      const csv = await upload(admin, path, bigCsv, "dryRun");
      expect(csv.status).toBe(413);
      expect(errorsUnder(csv, "import-csv")).toEqual([csvMessage]);
      expect(errorsUnder(csv, "import-zip")).toEqual([]);
      expect(csv.doc.querySelector("section.import-report")).toBeNull();
      const zip = await upload(admin, path, small, "dryRun", Buffer.alloc(26 * 1024 * 1024));
      expect(zip.status).toBe(413);
      expect(errorsUnder(zip, "import-zip")).toEqual([zipMessage]);
      expect(errorsUnder(zip, "import-csv")).toEqual([]);
    }
  });

  it("refuses a ZIP of too many files before reading them", async () => {
    const files: Record<string, Buffer> = {};
    for (let i = 0; i < 501; i++) files[`${i}.png`] = Buffer.from("x");
    const [header, first] = await exported(admin, "/dashboard/product/export?q=inci");
    const f = new FormData();
    f.append("csv", new Blob([new Uint8Array(utf8Excel([header!, first!]))]), "a.csv");
    f.append("zip", new Blob([new Uint8Array(await zipOf(files))]), "b.zip");
    const res = await fetch(`${server.url}/api/product/import?dryRun=1`, {
      method: "POST",
      headers: { cookie: admin.cookie },
      body: f,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "The ZIP may hold at most 500 files." });
  });
});
