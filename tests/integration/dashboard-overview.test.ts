import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";
import { formatMoney } from "~/lib/money";

/**
 * The owner's morning on /dashboard (issue [10] point 4), read as the page shows it without
 * JavaScript: today's orders and sales, the 30 days in a table beside the chart, the best
 * sellers, the transfers awaited and the products running low; the admin's over the shop, the
 * merchant's over their brands' lines only, and none on a customer's home.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADDRESS = {
  firstName: "Sabah",
  lastName: "Kahvesi",
  phone: "05321234567",
  email: "sabah@example.com",
  country: "Türkiye",
  city: "Bursa",
  district: "Nilüfer",
  addressType: "home",
  zipCode: "16110",
  address: "Özlüce Mahallesi 3",
};
const MERCHANT_BRAND = "dogal-tas-atolyesi";
const TL = (n: number) => formatMoney(n, "try", "tr");

/** The page's figures, by their label. */
const figures = (page: Page) =>
  Object.fromEntries(
    page.doc
      .querySelectorAll(".overview-figures div")
      .map((d) => [d.querySelector("dt")!.text.trim(), d.querySelector("dd")!.text.trim()]),
  );
const listOf = (page: Page, id: string) =>
  page.doc
    .querySelector(`section[aria-labelledby="${id}"]`)!
    .querySelectorAll("li")
    .map((li) => li.text.replace(/\s+/g, " ").trim());
const todayRow = (page: Page) =>
  page.doc
    .querySelector(".overview-table tbody tr")!
    .querySelectorAll("th, td")
    .map((c) => c.text.trim());

describe.each(DB_KINDS)("the owner's morning on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let ours: Json;
  let other: Json;

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  /** A guest's transfer order of the lines; answers it as its buyer reads it over /api. */
  async function placeOrder(lines: [Json, number][]) {
    const placed = await placeTransferOrder(
      server.url,
      lines.map(([p, quantity]) => ({ product: p._id, quantity })),
      { address: ADDRESS },
    );
    const order = (await api(`/api/order/${placed.id}?cartId=${placed.cartId}`)).body.order;
    return { ...order, cartId: placed.cartId };
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    [admin, merchant] = await Promise.all([
      new Browser(server.url).signIn("admin@demo.shop", "admin123!"),
      new Browser(server.url).signIn("merchant@demo.shop", "merchant123!"),
    ]);
    const list = await api<{ products: Json[] }>("/api/product/list?limit=100");
    const details = await Promise.all(
      list.body.products.map(async (p) => (await api(`/api/product/${p._id}`)).body.product),
    );
    const stocked = details.filter((d) => d.inventory >= 10);
    ours = stocked.find((d) => d.brand?.slug === MERCHANT_BRAND)!;
    other = stocked.find((d) => d.brand?.slug !== MERCHANT_BRAND)!;
    expect(ours && other).toBeTruthy();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a quiet shop says so", async () => {
    const page = await admin.get("/dashboard");
    expect(page.doc.querySelector("main h1")?.text).toBe("Mağazanın Özeti");
    expect(figures(page)).toEqual({
      "Bugünkü sipariş": "0",
      "Bugünkü satış": TL(0),
      "Son 30 günün satışı": TL(0),
    });
    expect(page.doc.querySelector("#overview-chart-summary")?.text).toBe("Son 30 günde satış yok.");
    expect(page.doc.querySelectorAll(".overview-table tbody tr")).toHaveLength(30);
    expect(listOf(page, "overview-best")).toEqual([]);
    expect(page.text).toContain("Ödemesi beklenen havale yok.");
    // The demo shop has products sold out, listed first, then a few with five pieces or fewer.
    const low = listOf(page, "overview-low");
    const soldOut = low.filter((item) => item.endsWith(" Tükendi"));
    expect(soldOut.length).toBeGreaterThan(0);
    expect(low.slice(0, soldOut.length)).toEqual(soldOut);
    expect(low.length).toBeGreaterThan(soldOut.length);
    for (const item of low.slice(soldOut.length)) expect(item).toMatch(/[1-5] adet kaldı$/);
  });

  it("today's orders count for the admin over the shop and for the merchant over their lines", async () => {
    const kept = await placeOrder([
      [ours, 2],
      [other, 1],
    ]);
    const dropped = await placeOrder([[other, 3]]);
    const cancel = await api(`/api/order/cancel/${dropped._id}?cartId=${dropped.cartId}`, {
      method: "DELETE",
    });
    expect(cancel.status).toBe(200);
    const ourLine = kept.products.find((l: Json) => l.product === ours._id).totalPrice as number;

    const page = await admin.get("/dashboard");
    expect(figures(page)).toEqual({
      "Bugünkü sipariş": "1",
      "Bugünkü satış": TL(kept.total),
      "Son 30 günün satışı": TL(kept.total),
    });
    expect(todayRow(page).slice(1)).toEqual(["1", TL(kept.total)]);
    expect(listOf(page, "overview-best")).toEqual([`${ours.name} 2 adet`, `${other.name} 1 adet`]);
    expect(page.doc.querySelector("#overview-awaited")?.text).toBe(
      "Ödemesi beklenen havaleler (1)",
    );
    expect(listOf(page, "overview-awaited")[0]).toContain(`#${kept._id.slice(-7)}`);
    const all = page.doc.querySelector('a[href="/dashboard/orders?payment=awaiting"]');
    expect(all?.text).toBe("Tümünü gör");
    const desk = await admin.get(all!.getAttribute("href")!);
    expect(desk.text).toContain(`#${kept._id.slice(-7)}`);

    const theirs = await merchant.get("/dashboard");
    expect(theirs.text).toContain("Yalnızca markalarınızın ürünleri sayılır.");
    expect(figures(theirs)).toEqual({
      "Bugünkü sipariş": "1",
      "Bugünkü satış": TL(ourLine),
      "Son 30 günün satışı": TL(ourLine),
    });
    expect(listOf(theirs, "overview-best")).toEqual([`${ours.name} 2 adet`]);
    expect(listOf(theirs, "overview-awaited")[0]).toContain(`#${kept._id.slice(-7)}`);
    // Another shop's product never shows in the merchant's figures.
    expect(theirs.text).not.toContain(other.name);

    // The money arrived: the transfer is no longer awaited.
    const marked = await admin.post(`/dashboard/orders/${kept._id}`, { intent: "markPaid" });
    expect(marked.status).toBe(302);
    expect((await admin.get("/dashboard")).text).toContain("Ödemesi beklenen havale yok.");
  });

  it("a customer's home is their profile, without the shop's figures", async () => {
    const member = await new Browser(server.url).signIn("member@demo.shop", "member123!");
    const page = await member.get("/en/dashboard");
    expect(page.doc.querySelector(".shop-overview")).toBeNull();
    expect(page.doc.querySelector("main h1")?.text).toBe("Personal Details");
  });
});
