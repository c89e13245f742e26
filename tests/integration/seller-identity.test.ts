import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { getJson, getPage } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";

/**
 * Who sells (issue [20] point 1): the seller's identity is kept in Settings and shown from there
 * on the contact page, the footer, the pre-information form, the contract's Madde 1, the order
 * documents and every mail; a changed setting shows everywhere at once, a wrong number is refused
 * naming its field.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const words = (text: string) => text.replace(/\s+/g, " ");

describe.each(DB_KINDS)("the seller's identity on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;

  const putSettings = (settings: Json) =>
    getJson<Json>(server.url, "/api/settings", {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ settings }),
    });

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("names the demo's fictitious seller on the footer, the contact page and the contract", async () => {
    const home = await getPage(server.url, "/");
    expect(words(home.doc.querySelector(".site-footer .seller-facts")!.text)).toContain(
      "UnvanÖrnek Doğal Taş ve Gümüş Takı Ticaret Ltd. Şti. (DEMO)",
    );
    const contact = await getPage(server.url, "/en/contact");
    const facts = contact.doc.querySelector(".contact-details .seller-facts")!;
    expect(facts.querySelector("h3")!.text).toBe("Seller information");
    expect(facts.querySelectorAll("dt").map((dt) => dt.text)).toEqual([
      "Legal name",
      "MERSİS no",
      "Tax office / no",
      "Registered address",
      "KEP (registered e-mail)",
      "Chamber",
      "ETBİS registration no",
    ]);
    const contract = await getPage(server.url, "/info/mesafeli-satis");
    expect(words(contract.doc.querySelector("main")!.text)).toContain(
      "SATICI: Doğal Taş & Gümüş. Unvan: Örnek Doğal Taş ve Gümüş Takı Ticaret Ltd. Şti. (DEMO) · MERSİS No: 0000000000000000 · Vergi dairesi / no: Örnek Vergi Dairesi / 0000000000",
    );
  });

  it("refuses a wrong MERSİS, tax number or KEP naming the field, and shows a saved one everywhere", async () => {
    const refused = await putSettings({
      mersis_number: "123",
      tax_number: "12ab",
      kep_address: "not-an-address",
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/mersis_number/);

    const saved = await putSettings({
      legal_name: "Deneme Takı A.Ş.",
      mersis_number: "0123 4567 8901 2345",
      tax_number: "1234567890",
      kep_address: "deneme@hs01.kep.tr",
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const settings = await getJson<Json>(server.url, "/api/settings");
    expect(settings.body.settings ?? settings.body).toMatchObject({
      legal_name: "Deneme Takı A.Ş.",
      mersis_number: "0123456789012345",
    });

    const footer = (await getPage(server.url, "/")).doc.querySelector(".site-footer")!.text;
    expect(words(footer)).toContain("Deneme Takı A.Ş.");
    expect(words(footer)).toContain("0123456789012345");

    // The order's documents and its mail name the seller as Settings have it now.
    const list = await getJson<{ products: { _id: string; inventory: number }[] }>(
      server.url,
      "/api/product?limit=50",
    );
    const product = list.body.products.find((p) => p.inventory >= 3)!;
    const order = await placeTransferOrder(server.url, [{ product: product._id, quantity: 1 }], {
      lang: "en",
    });
    const preInfo = await admin.get(`/en/order/${order.id}/document/preInfo`);
    expect(words(preInfo.text)).toContain(
      "Seller: Doğal Taş & Gümüş. Legal name: Deneme Takı A.Ş. · MERSİS no: 0123456789012345",
    );
    const contract = await admin.get(`/order/${order.id}/document/contract`);
    expect(words(contract.text)).toContain("SATICI: Doğal Taş & Gümüş. Unvan: Deneme Takı A.Ş.");

    const { value: mails } = await atDatabase(server, (db) =>
      db
        .select({ text: mailOutbox.text, html: mailOutbox.html })
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.kind, "orderPlaced"), like(mailOutbox.subject, `%${order.number}%`)),
        ),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("Legal name: Deneme Takı A.Ş. · MERSİS no: 0123456789012345");
    expect(mails[0].html).toContain("Legal name: Deneme Takı A.Ş.");
  });
});
