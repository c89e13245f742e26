import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";
import { formatMoney } from "~/lib/money";

/**
 * The KDV rate is a setting (decision 070): the cart and the payment step show the rate set now,
 * and every order keeps the rate it was placed with, on its page, over /api and in its documents,
 * whatever the setting says later. Prices include KDV, so a new rate changes the part of the
 * total that is tax, never the total.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The KDV inside a total at a rate, to the kuruş (as the shop computes it). */
const taxIn = (total: number, rate: number) =>
  Math.round((total * 100 * rate) / (100 + rate)) / 100;
const tl = (n: number, lang: "tr" | "en" = "tr") => formatMoney(n, "try", lang);

/** The cart's totals box: label → amount. */
function totals(page: Page): Record<string, string> {
  const out: Record<string, string> = {};
  let label = "";
  for (const el of page.doc.querySelector(".cart-totals")?.childNodes ?? []) {
    const tag = (el as { tagName?: string }).tagName;
    if (tag === "DT") label = el.text.trim();
    if (tag === "DD") out[label] = el.text.replace(/\s+/g, " ").trim();
  }
  return out;
}

/** The order page's KDV fact: its label and amount. */
function taxFact(page: Page): [string, string] {
  const fact = page.doc.querySelector(".order-fact-tax");
  if (!fact) throw new Error(`no KDV on the order page (status ${page.status})`);
  return [fact.querySelector("dt")!.text.trim(), fact.querySelector("dd")!.text.trim()];
}

const rowsOf = (html: string) =>
  parse(html)
    .querySelectorAll("tr")
    .map((tr) => tr.querySelectorAll("th, td").map((c) => c.text.trim()));

describe.each(DB_KINDS)("the KDV rate from settings on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let product: { id: string; slug: string };

  /** PUT /api/settings in the admin's name (the session cookie). */
  const putSettings = (settings: Json) =>
    getJson<Json>(server.url, "/api/settings", {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ settings }),
    });

  beforeAll(async () => {
    server = await sharedServer(kind);
    admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    const list = await getJson<{ products: { _id: string; slug: string; inventory: number }[] }>(
      server.url,
      "/api/product?limit=50",
    );
    const p = list.body.products.find((x) => x.inventory >= 5)!;
    product = { id: p._id, slug: p.slug };
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the rate set now on the cart and payment step; an earlier order keeps its own", async () => {
    // Placed at the shop's rate of the day: 20 %, the setting's default.
    const earlier = await placeTransferOrder(server.url, [{ product: product.id, quantity: 1 }]);
    // The staff order page, as the admin reads it (issue [18]).
    const earlierPage = `/dashboard/orders/${earlier.id}`;
    const earlierTax: [string, string] = ["KDV (%20, dahil)", tl(taxIn(earlier.total, 20))];
    expect(taxFact(await admin.get(earlierPage))).toEqual(earlierTax);

    // The admin changes the rate: a decimal as Turkish writes it is taken, then 10 %.
    const decimal = await putSettings({ vat_rate: "8,5" });
    expect(decimal.status).toBe(200);
    expect(decimal.body.settings.vat_rate).toBe(8.5);
    const changed = await putSettings({ vat_rate: 10 });
    expect(changed.status).toBe(200);
    expect(changed.body.settings.vat_rate).toBe(10);
    expect((await getJson<Json>(server.url, "/api/settings")).body.settings.vat_rate).toBe(10);

    // A shopper's cart shows the new rate at once; the total is the same prices.
    const shopper = new Browser(server.url);
    const added = await shopper.post("/cart", {
      intent: "add",
      product: product.id,
      quantity: "1",
    });
    expect([302, 303]).toContain(added.status);
    const cart = await shopper.get("/cart");
    const total = Number(earlier.total);
    expect(totals(cart)).toMatchObject({
      "KDV (%10)": `${tl(taxIn(total, 10))} (dahil)`,
      Toplam: tl(total),
    });
    expect(totals(await shopper.get("/en/cart"))).toMatchObject({
      "VAT (10%)": `${tl(taxIn(total, 10), "en")} (included)`,
    });

    // The payment step: the summary and the pre-information form say 10 %.
    const delivery = await shopper.post("/delivery", {
      firstName: "Kader",
      lastName: "Oran",
      phone: "0532 123 45 67",
      email: `kdv.${kind}@example.com`,
      country: "Türkiye",
      city: "izmir",
      district: "Karşıyaka",
      addressType: "home",
      zipCode: "35540",
      address: "Cemal Gürsel Cad. No: 10",
    });
    expect(delivery.location).toBe("/payment");
    const payment = await shopper.get("/payment");
    expect(payment.status).toBe(200);
    expect(payment.doc.querySelector(".checkout-summary .hint")!.text).toBe(
      `KDV (%10) dahil: ${tl(taxIn(total, 10))}`,
    );
    expect(payment.text).toContain(`Ödenecek toplam tutar KDV (%10) dahil ${tl(total)}`);
    const shownTotal = payment.doc.querySelector('input[name="total"]')!.getAttribute("value")!;
    const placed = await shopper.post("/payment", {
      intent: "transfer",
      total: shownTotal,
      contract: "on",
    });
    expect(placed.status).toBe(302);
    const laterId = /([0-9a-f-]{36})$/.exec(placed.location)![1]!;

    // The new order took 10 %; the earlier one still says 20 %, on its page and over /api.
    expect(taxFact(await admin.get(`/dashboard/orders/${laterId}`))).toEqual([
      "KDV (%10, dahil)",
      tl(taxIn(total, 10)),
    ]);
    expect(taxFact(await admin.get(earlierPage))).toEqual(earlierTax);
    expect(taxFact(await admin.get(`/en${earlierPage}`))).toEqual([
      "VAT (20%, included)",
      tl(taxIn(earlier.total, 20), "en"),
    ]);
    const viaApi = await getJson<Json>(server.url, `/api/order/${earlier.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(viaApi.body.order).toMatchObject({
      vatRate: 20,
      totalTax: taxIn(earlier.total, 20),
    });

    // Their documents, each with its own order's rate.
    const documentOf = async (id: string, kind: "preInfo" | "contract") => {
      const doc = await admin.get(`/order/${id}/document/${kind}`);
      expect(doc.status).toBe(200);
      return doc;
    };
    const earlierContract = await documentOf(earlier.id, "contract");
    expect(rowsOf(earlierContract.html).at(-2)).toEqual([
      "KDV (%20, dahil)",
      "",
      tl(taxIn(earlier.total, 20)),
    ]);
    expect((await documentOf(earlier.id, "preInfo")).text).toContain(
      `Ödenecek toplam tutar KDV (%20) dahil ${tl(earlier.total)}`,
    );
    const laterContract = await documentOf(laterId, "contract");
    expect(rowsOf(laterContract.html).at(-2)).toEqual([
      "KDV (%10, dahil)",
      "",
      tl(taxIn(total, 10)),
    ]);
    expect((await documentOf(laterId, "preInfo")).text).toContain(
      `Ödenecek toplam tutar KDV (%10) dahil ${tl(total)}`,
    );
  });
});
