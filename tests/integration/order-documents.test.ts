import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";
import { getJson } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { formatMoney } from "~/lib/money";

/**
 * The contract a buyer accepted, kept (issue [10] point 7): the pre-information form and the
 * distance-selling contract are filled in with the order as placed, attached to the confirmation
 * and opened from the order page by the buyer and the admin only.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADDRESS = {
  firstName: "Derya",
  lastName: "Sözleşme",
  phone: "05321234567",
  email: "derya.belge@example.com",
  country: "Türkiye",
  city: "Eskişehir",
  district: "Odunpazarı",
  addressType: "home",
  zipCode: "26010",
  address: "Sakarya Caddesi 9",
};

const textOf = (html: string) => parse(html).querySelector("body")!.text.replace(/\s+/g, " ");
/** The document's order lines: its table's rows, cell by cell. */
const rowsOf = (html: string) =>
  parse(html)
    .querySelectorAll("tr")
    .map((tr) => tr.querySelectorAll("th, td").map((c) => c.text.trim()));

describe.each(DB_KINDS)("the documents an order keeps on %s", (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;
  let product: Json;

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(kind, { SMTP_URL: smtp.url });
    const list = await api<{ products: Json[] }>("/api/product/list?limit=40");
    const details = await Promise.all(
      list.body.products.map(async (p) => (await api(`/api/product/${p._id}`)).body.product),
    );
    product = details.find((d) => d.inventory >= 5)!;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("fills them in with the order, mails them, and opens them for the buyer and the admin", async () => {
    const { id, number, total } = await placeTransferOrder(
      server.url,
      [{ product: product._id, quantity: 2 }],
      { address: ADDRESS, lang: "en" },
    );

    const mail = await smtp.waitFor(
      (m) => m.to.includes(ADDRESS.email) && m.subject.includes(number),
    );
    expect(mail.attachments.map((a) => a.filename).sort()).toEqual([
      `distance-sales-contract-${number}.html`,
      `pre-information-form-${number}.html`,
    ]);
    const tax = Math.round((total * 100 * 20) / 120) / 100;
    const preInfoHtml = mail.attachments.find((a) => a.filename.startsWith("pre-"))!.content;
    const contractHtml = mail.attachments.find((a) => a.filename.startsWith("dist"))!.content;
    const preInfo = textOf(preInfoHtml);
    const contract = textOf(contractHtml);
    // The order's language for the form; the contract's own text is Turkish (spec 000).
    expect(preInfo).toContain("Preliminary Information Form");
    expect(preInfo).toContain(`Order No: ${number}`);
    expect(preInfo).toContain("Derya Sözleşme, e-mail: derya.belge@example.com");
    expect(preInfo).toContain("Sakarya Caddesi 9, Odunpazarı / Eskişehir 26010, Türkiye");
    expect(rowsOf(preInfoHtml)).toEqual([
      ["Item", "Quantity", "Amount"],
      [product.name, "2", formatMoney(total, "try", "en")],
      // The KDV inside the total at the order's rate (the setting's default, 20 %).
      ["VAT (20%, included)", "", formatMoney(tax, "try", "en")],
      ["Total (VAT included)", "", formatMoney(total, "try", "en")],
    ]);
    expect(preInfo).toContain(
      `The total to pay is ${formatMoney(total, "try", "en")} including 20% VAT`,
    );
    expect(contract).toContain("MESAFELİ SATIŞ SÖZLEŞMESİ");
    expect(contract).toContain("Ek: Sipariş özeti");
    expect(contract).toContain(`Sipariş No: ${number}`);
    expect(rowsOf(contractHtml).slice(-2)).toEqual([
      ["KDV (%20, dahil)", "", formatMoney(tax, "try", "tr")],
      ["Toplam (KDV dahil)", "", formatMoney(total, "try", "tr")],
    ]);

    // The guest's link (the key from the confirmation) opens the order and its documents.
    const link = /https?:\/\/\S+\/order\/\S+/.exec(mail.text)![0];
    const guest = new Browser(server.url);
    const page = await guest.get(new URL(link).pathname + new URL(link).search);
    expect(page.status).toBe(200);
    const links = page.doc.querySelectorAll(".order-documents a");
    // The line keeps the name it was ordered under, the Turkish one: marked so.
    const line = page.doc.querySelector(".order-line-name")!;
    expect([line.text.trim(), line.getAttribute("lang")]).toEqual([product.name, "tr"]);
    // The contract's Turkish title is marked as Turkish on the English page.
    expect(links.map((a) => [a.text.trim(), a.getAttribute("lang") ?? null])).toEqual([
      ["MESAFELİ SATIŞ SÖZLEŞMESİ", "tr"],
      ["Preliminary Information Form", null],
    ]);
    const opened = await guest.get(links[1]!.getAttribute("href")!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(opened.headers.get("referrer-policy")).toBe("same-origin");
    expect(opened.doc.querySelector("body")!.text.replace(/\s+/g, " ")).toBe(preInfo);

    // The admin opens them; another member, a merchant and a stranger's browser do not.
    const admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    expect((await admin.get(`/order/${id}/document/contract`)).status).toBe(200);
    const merchant = await new Browser(server.url).signIn("merchant@demo.shop", "merchant123!");
    const member = await new Browser(server.url).signIn("member@demo.shop", "member123!");
    for (const other of [merchant, member, new Browser(server.url)])
      expect((await other.get(`/order/${id}/document/contract`)).status).toBe(404);
    expect((await admin.get(`/order/${id}/document/invoice`)).status).toBe(404);
  });
});
