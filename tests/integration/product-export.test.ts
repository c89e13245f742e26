import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { Browser } from "../helpers/browser";

/**
 * The product list as a CSV for Turkish Excel (issue [10] point 3), read back with a CSV library:
 * the list's own filter and order, a merchant's own products only, Turkish numbers, the page's
 * language, and no formula a spreadsheet would run.
 */

const BOM = [0xef, 0xbb, 0xbf];

describe.each(DB_KINDS)("the product export on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;

  /** The file as a browser downloads it: status, headers, bytes and its rows. */
  async function download(browser: Browser, path: string) {
    const res = await fetch(server.url + path, {
      headers: { cookie: browser.cookie },
      redirect: "manual",
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const rows: string[][] =
      res.status === 200 ? parse(Buffer.from(bytes), { delimiter: ";", bom: true }) : [];
    return { res, bytes, header: rows[0] ?? [], rows: rows.slice(1) };
  }

  /** The SKUs the list page shows for the same filter, in its order. */
  const listed = async (browser: Browser, search: string) =>
    (await browser.get(`/dashboard/product${search}`)).doc
      .querySelectorAll(".product-table td.sku")
      .map((td) => td.text.trim());

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

  it("writes the list's filter as Turkish Excel reads it", async () => {
    const page = await admin.get("/dashboard/product?q=inci&active=yes");
    const link = page.doc.querySelector(".product-export a")!;
    expect(link.text).toBe("Excel'e aktar (CSV)");
    expect(link.getAttribute("href")).toBe("/dashboard/product/export?q=inci&active=yes");

    const { res, bytes, header, rows } = await download(admin, link.getAttribute("href")!);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="urunler-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual(BOM);
    expect(new TextDecoder().decode(bytes)).toContain("\r\n");
    expect(header).toEqual([
      "SKU",
      "Ad",
      "Ad (İngilizce)",
      "Seri",
      "Fiyat",
      "İndirimli Fiyat",
      "Stok",
      "Aktif",
      "Listede",
      "Marka",
      "Cinsiyet",
      "Kategori",
      "Malzeme",
      "Sembol",
      "Doğal Taşlar",
      "Anahtar Kelimeler",
      "Açıklama",
      "Açıklama (İngilizce)",
      "Metal",
      "Ayar",
      "Ağırlık (g)",
      "Kaplama",
    ]);
    const skus = rows.map((r) => r[0]);
    expect(skus.length).toBeGreaterThan(1);
    expect(skus).toEqual(await listed(admin, "?q=inci&active=yes"));
    for (const row of rows) {
      expect(row[4]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
      expect(row[5]).toMatch(/^(\d{1,3}(\.\d{3})*,\d{2})?$/);
      expect(row[7]).toBe("Evet");
      // Each stone with its nature.
      expect(row[14]).toMatch(/İnci \((doğal|işlem görmüş|sentetik)\)/);
    }
  });

  it("gives a merchant their own products only, and speaks the page's language", async () => {
    const { header, rows } = await download(merchant, "/en/dashboard/product/export");
    expect(header.slice(0, 3)).toEqual(["SKU", "Name", "Name (English)"]);
    expect(rows.map((r) => r[0])).toEqual(await listed(merchant, ""));
    expect(new Set(rows.map((r) => r[9]))).toEqual(new Set(["Doğal Taş Atölyesi"]));
    expect(rows.every((r) => r[7] === "Yes" || r[7] === "No")).toBe(true);
  });

  it("writes a name a spreadsheet would run as a formula as text", async () => {
    const page = await admin.get("/dashboard/product?q=inci");
    const edit = page.doc.querySelector(".product-table a[href*='/dashboard/product/edit/']")!;
    const form = (await admin.get(edit.getAttribute("href")!)).doc.querySelector(
      "form.product-form",
    )!;
    // The form as a browser sends it (multipart, every field and chosen option), a new name.
    const data = new FormData();
    for (const el of form.querySelectorAll("input, textarea, select")) {
      const name = el.getAttribute("name");
      const type = el.getAttribute("type");
      if (!name || name === "name" || type === "file" || type === "submit") continue;
      if (type === "checkbox" && !el.hasAttribute("checked")) continue;
      if (el.tagName === "SELECT")
        for (const o of el.querySelectorAll("option[selected]"))
          data.append(name, o.getAttribute("value") ?? "");
      else
        data.append(name, el.tagName === "TEXTAREA" ? el.text : (el.getAttribute("value") ?? ""));
    }
    data.append("name", "=1+1 İnci Yüzük");
    data.append("intent", "save");
    const saved = await admin.postBody(form.getAttribute("action")!, data);
    expect(saved.status, saved.text.slice(0, 300)).toBe(302);
    const { rows } = await download(admin, "/dashboard/product/export");
    expect(rows.map((r) => r[1]).filter((name) => name.includes("1+1"))).toEqual([
      "'=1+1 İnci Yüzük",
    ]);
  });

  it("is the staff's: a guest signs in, a member is refused", async () => {
    const guest = await download(new Browser(server.url), "/dashboard/product/export");
    expect(guest.res.status).toBe(302);
    expect(guest.res.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    const member = await new Browser(server.url).signIn("member@demo.shop", "member123!");
    expect((await download(member, "/dashboard/product/export")).res.status).toBe(403);
  });
});
