import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import {
  brands,
  mailOutbox,
  merchants,
  orderItems,
  orderNotes,
  orders,
  products,
  users,
} from "../../db/schema";
import { hashPassword } from "~/lib/password.server";
import { orderNumber } from "~/lib/orders";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";

/**
 * Status changes with guard rails and parcels with tracking (issue [18] points 2, 4 and 8,
 * docs/decisions/076), as staff without JavaScript and /api clients make them: the confirmation
 * page says what will happen; a risky change needs its reason, kept as a note; the ship form
 * puts lines in a parcel, a merchant only their own; the customer's mail carries the link.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MERCHANT2 = { email: "ship.merchant2@example.com", password: "ship-merchant-2" };
const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const mainText = (page: Page) => page.doc.querySelector("main")?.text.replace(/\s+/g, " ") ?? "";
const errorOf = (page: Page, field: string) =>
  page.doc.querySelector(`#ship-${field}-error`)?.text.trim() ?? null;

describe.each(DB_KINDS)("order status and shipping on %s", (kind) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let admin: Browser;
  let merchant: Browser;
  let merchant2: Browser;
  const tokens = { admin: "", merchant: "", merchant2: "" };
  /** The shop's product, the demo merchant's, the second merchant's. */
  const p = { shop: "", mine: "", theirs: "" };

  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(server, fn);
    server = done.server;
    for (const b of [admin, merchant, merchant2]) if (b) b.base = server.url;
    return done.value;
  }
  const api = <T = Json>(
    path: string,
    token: string,
    init: RequestInit & { json?: unknown } = {},
  ) =>
    getJson<T>(server.url, path, {
      ...init,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
      },
    });

  /** An order put in as the shop would hold it; its lines' ids by product key. */
  async function place(o: {
    status: string;
    payment: "Havale" | "Kredi Kartı";
    paid: boolean;
    locale?: "tr" | "en";
    lines: (keyof typeof p)[];
  }) {
    const cartId = randomUUID();
    const email = `ship.${randomUUID().slice(0, 8)}@example.com`;
    return db(async (d) => {
      const [row] = await d
        .insert(orders)
        .values({
          cartId,
          status: o.status,
          payment: o.payment,
          subtotal: 100 * o.lines.length,
          total: 100 * o.lines.length,
          vatRate: 20,
          locale: o.locale ?? "tr",
          shippingAddress: { city: "İzmir", email },
          buyer: { userId: null, firstName: "Elif", lastName: "Kaya", email },
          paidAt: o.paid ? new Date() : null,
        })
        .returning({ id: orders.id });
      const items = await d
        .insert(orderItems)
        .values(
          o.lines.map((key) => ({
            orderId: row!.id,
            productId: p[key],
            name: `Ürün ${key}`,
            slug: `urun-${key}`,
            quantity: 1,
            unitPrice: 100,
            totalPrice: 100,
          })),
        )
        .returning({ id: orderItems.id, productId: orderItems.productId });
      const line = Object.fromEntries(
        o.lines.map((key) => [key, items.find((i) => i.productId === p[key])!.id]),
      ) as Record<keyof typeof p, string>;
      return { id: row!.id, number: orderNumber(row!.id), cartId, email, line };
    });
  }
  const statusOf = (id: string) =>
    db(async (d) => (await d.select().from(orders).where(eq(orders.id, id)))[0]!.status);
  const outboxTo = (to: string) =>
    db((d) =>
      d
        .select({ subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, to)),
    );

  beforeAll(async () => {
    const own = await ownDatabase(kind);
    drop = own.drop;
    server = await startServer(kind, { DATABASE_URL: own.url });
    await db(async (d) => {
      const [demoBrand] = await d.select().from(brands).where(isNotNull(brands.merchantId));
      const [shopBrand] = await d.select().from(brands).where(isNull(brands.merchantId));
      const [m2] = await d.insert(merchants).values({ name: "Kargo Atölyesi" }).returning();
      await d.insert(users).values({
        firstName: "Kargo",
        lastName: "Tüccar",
        email: MERCHANT2.email,
        passwordHash: await hashPassword(MERCHANT2.password),
        role: "ROLE_MERCHANT",
        merchantId: m2!.id,
      });
      const [brand2] = await d
        .insert(brands)
        .values({ name: "Kargo Marka", slug: "kargo-marka", merchantId: m2!.id })
        .returning();
      const product = async (brandId: string, sku: string) =>
        (
          await d
            .insert(products)
            .values({ sku, name: sku, slug: sku.toLowerCase(), brandId, quantity: 5 })
            .returning({ id: products.id })
        )[0]!.id;
      p.shop = await product(shopBrand!.id, "SHIP0");
      p.mine = await product(demoBrand!.id, "SHIP1");
      p.theirs = await product(brand2!.id, "SHIP2");
    });
    admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    merchant = await new Browser(server.url).signIn("merchant@demo.shop", "merchant123!");
    merchant2 = await new Browser(server.url).signIn(MERCHANT2.email, MERCHANT2.password);
    const login = async (email: string, password: string) =>
      (
        await getJson<Json>(server.url, "/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        })
      ).body.token as string;
    tokens.admin = await login("admin@demo.shop", "admin123!");
    tokens.merchant = await login("merchant@demo.shop", "merchant123!");
    tokens.merchant2 = await login(MERCHANT2.email, MERCHANT2.password);
  });
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("the status page says what a change does, and makes it on confirmation, into the history", async () => {
    const order = await place({
      status: "Not Processed",
      payment: "Kredi Kartı",
      paid: true,
      locale: "en",
      lines: ["shop", "mine"],
    });
    const cancel = await admin.get(`/dashboard/orders/${order.id}/status?status=Canceled`);
    expect(cancel.status).toBe(200);
    const told = mainText(cancel);
    expect(told).toContain("Değişiklik: İşlenmedi → İptal Edildi");
    expect(told).toContain(
      `Müşteriye (${order.email}) siparişin dilinde (İngilizce) durum e-postası gider.`,
    );
    expect(told).toContain("Ürünlerin stoğu rafa geri döner (2 satır).");
    expect(told).toContain(
      "Kartla ödendiği için 2 satırın tutarı iyzico üzerinden karta iade edilir.",
    );
    expect(cancel.doc.querySelector("textarea[name=reason]")).toBeNull();

    const page = await admin.get(`/dashboard/orders/${order.id}/status?status=Processing`);
    const form = page.doc.querySelector('.status-confirm form[method="post"]')!;
    const done = await admin.submit(form);
    expect(done.status).toBe(303);
    const after = await admin.follow(done);
    expect(toastOf(after)).toBe("Sipariş durumu güncellendi.");
    expect(after.doc.querySelector(".order-fact-status dd")?.text).toBe("İşleniyor");
    expect(await statusOf(order.id)).toBe("Processing");
    expect((await outboxTo(order.email)).map((m) => m.subject)).toEqual([
      `Your order: Processing (No: ${order.number})`,
    ]);
    const history = await admin.get(`/dashboard/history/order/${order.id}`);
    expect(mainText(history)).toContain("İşleniyor");

    // The same form again is a change over an older version: refused, with who changed it.
    const stale = await admin.submit(form, { status: "Delivered" });
    expect(stale.status).toBe(409);
    expect(stale.doc.querySelector(".stale-notice")).not.toBeNull();
    expect(await statusOf(order.id)).toBe("Processing");
  });

  it("moving back from Delivered asks a second confirmation with the reason, kept as a note", async () => {
    const order = await place({
      status: "Delivered",
      payment: "Kredi Kartı",
      paid: true,
      lines: ["shop"],
    });
    const page = await admin.get(`/dashboard/orders/${order.id}/status?status=Processing`);
    expect(mainText(page)).toContain("Sipariş teslim edildi olarak işaretli.");
    const form = page.doc.querySelector('.status-confirm form[method="post"]')!;
    expect(form.querySelector("textarea[name=reason]")).not.toBeNull();

    const refused = await admin.submit(form);
    expect(refused.status).toBe(400);
    expect(refused.doc.querySelector("#status-reason-error")?.text.trim()).toBe(
      "Bu değişikliğin gerekçesini yazın.",
    );
    expect(await statusOf(order.id)).toBe("Delivered");

    const done = await admin.submit(form, { reason: "Müşteri yanlış ürün aldığını bildirdi." });
    expect(done.status).toBe(303);
    expect(await statusOf(order.id)).toBe("Processing");
    const notes = await db((d) =>
      d.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)),
    );
    expect(notes).toMatchObject([
      {
        body: "Müşteri yanlış ürün aldığını bildirdi.",
        statusFrom: "Delivered",
        statusTo: "Processing",
        authorName: expect.stringMatching(/\S/),
      },
    ]);
  });

  it("a cancelled order is not reopened; Shipped with lines to ship leads to the ship form", async () => {
    const cancelled = await place({
      status: "Canceled",
      payment: "Havale",
      paid: false,
      lines: ["shop"],
    });
    const page = await admin.get(`/en/dashboard/orders/${cancelled.id}/status?status=Processing`);
    expect(mainText(page)).toContain("This order was cancelled and cannot be reopened");
    expect(page.doc.querySelector('.status-confirm form[method="post"]')).toBeNull();
    const forced = await admin.post(`/dashboard/orders/${cancelled.id}/status`, {
      status: "Processing",
    });
    expect(forced.status).toBe(400);
    expect(await statusOf(cancelled.id)).toBe("Canceled");

    const open = await place({
      status: "Processing",
      payment: "Havale",
      paid: false,
      lines: ["shop"],
    });
    const shipped = await admin.get(`/dashboard/orders/${open.id}/status?status=Shipped`);
    expect(shipped.status).toBe(302);
    expect(shipped.location).toBe(`/dashboard/orders/${open.id}/ship`);
  });

  it("the admin ships every line; the order is Shipped and the customer's mail holds the link", async () => {
    const order = await place({
      status: "Processing",
      payment: "Kredi Kartı",
      paid: true,
      lines: ["shop", "mine"],
    });
    const page = await admin.get(`/dashboard/orders/${order.id}/ship`);
    const boxes = page.doc.querySelectorAll('input[name="itemIds"]');
    expect(boxes.map((b) => b.hasAttribute("checked"))).toEqual([true, true]);
    const sent = await admin.post(`/dashboard/orders/${order.id}/ship`, [
      ["carrier", "yurtici"],
      ["trackingNumber", "YK123456789"],
      ["itemIds", order.line.shop],
      ["itemIds", order.line.mine],
    ]);
    expect(sent.status).toBe(303);
    const after = await admin.follow(sent);
    expect(toastOf(after)).toBe("Kargoya verildi; müşteriye takip bağlantısıyla e-posta gitti.");
    // Back on the order's page: its parcel, and nothing left to ship.
    expect(after.doc.querySelector(".shipment-list")?.text).toContain("YK123456789");
    expect(after.doc.querySelector(`a[href$="/dashboard/orders/${order.id}/ship"]`)).toBeNull();
    expect(await statusOf(order.id)).toBe("Shipped");
    const link =
      "https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK123456789";
    const mails = await outboxTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Siparişiniz: Kargoya Verildi (No: ${order.number})`,
    ]);
    expect(mails[0]!.text).toContain(
      `Yurtiçi Kargo, takip no: YK123456789. Kargonu takip et: ${link}`,
    );

    // The staff's order page draws the parcel, its link and its lines.
    const shopper = await admin.get(`/dashboard/orders/${order.id}`);
    const parcel = shopper.doc.querySelector(".shipment-list .shipment")!;
    expect(parcel.querySelector("a[href]")?.getAttribute("href")).toBe(link);
    expect(parcel.text).toContain("Kargoyu takip et");
    expect(parcel.querySelectorAll("dd li").map((l) => l.text.trim())).toEqual([
      "Ürün mine × 1",
      "Ürün shop × 1",
    ]);
  });

  it("a merchant ships only their own lines of a paid order; the customer hears part is on its way", async () => {
    const order = await place({
      status: "Not Processed",
      payment: "Havale",
      paid: true,
      lines: ["shop", "mine", "theirs"],
    });
    const page = await merchant.get(`/dashboard/orders/${order.id}/ship`);
    expect(page.status).toBe(200);
    expect(
      page.doc.querySelectorAll('input[name="itemIds"]').map((b) => b.getAttribute("value")),
    ).toEqual([order.line.mine]);
    const other = await merchant.post(`/dashboard/orders/${order.id}/ship`, [
      ["carrier", "aras"],
      ["trackingNumber", "AR-998877"],
      ["itemIds", order.line.theirs],
    ]);
    expect(other.status).toBe(400);
    const sent = await merchant.post(`/dashboard/orders/${order.id}/ship`, [
      ["carrier", "aras"],
      ["trackingNumber", "AR-998877"],
      ["itemIds", order.line.mine],
    ]);
    expect(sent.status).toBe(303);
    expect(await statusOf(order.id)).toBe("Not Processed");
    const mails = await outboxTo(order.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Siparişinizin bir kısmı kargoya verildi (No: ${order.number})`,
    ]);
    expect(mails[0]!.text).toContain("Ürün mine × 1");
    expect(mails[0]!.text).toContain(
      "https://kargotakip.araskargo.com.tr/mainpage.aspx?code=AR-998877",
    );

    // The second merchant's own line is theirs to ship; a merchant with no line sees no order.
    const noLine = await place({
      status: "Processing",
      payment: "Havale",
      paid: true,
      lines: ["shop", "mine"],
    });
    expect((await merchant2.get(`/dashboard/orders/${noLine.id}/ship`)).status).toBe(404);
    const unpaid = await place({
      status: "Processing",
      payment: "Havale",
      paid: false,
      lines: ["mine"],
    });
    expect(mainText(await merchant.get(`/dashboard/orders/${unpaid.id}/ship`))).toContain(
      "Ödemesi alınmadan siparişi kargoya veremezsiniz",
    );
  });

  it("a bad carrier or tracking number is refused naming the field, in Turkish and English", async () => {
    const order = await place({
      status: "Processing",
      payment: "Kredi Kartı",
      paid: true,
      lines: ["shop"],
    });
    const bad = await admin.post(`/dashboard/orders/${order.id}/ship`, [
      ["carrier", "fedex"],
      ["trackingNumber", "!"],
      ["itemIds", order.line.shop],
    ]);
    expect(bad.status).toBe(400);
    expect(errorOf(bad, "carrier")).toBe("Listeden bir kargo firması seçin.");
    expect(bad.doc.querySelector('input[name="trackingNumber"]')?.getAttribute("value")).toBe("!");
    const other = await admin.post(`/en/dashboard/orders/${order.id}/ship`, [
      ["carrier", "other"],
      ["carrierName", "Kurye Ali"],
      ["trackingUrl", "http://kurye.example.com/t?n="],
      ["trackingNumber", "!"],
      ["itemIds", order.line.shop],
    ]);
    expect(other.status).toBe(400);
    expect(errorOf(other, "trackingNumber")).toBe(
      "Write the tracking number: 4–50 letters and digits (spaces, dots, dashes or slashes between them).",
    );
    const url = await admin.post(`/en/dashboard/orders/${order.id}/ship`, [
      ["carrier", "other"],
      ["carrierName", "Kurye Ali"],
      ["trackingUrl", "http://kurye.example.com/t?n="],
      ["trackingNumber", "KA 1234"],
      ["itemIds", order.line.shop],
    ]);
    expect(errorOf(url, "trackingUrl")).toBe(
      'For "Other", write a tracking address starting with https:// (at most 500 characters).',
    );
    const none = await admin.post(`/dashboard/orders/${order.id}/ship`, [
      ["carrier", "ptt"],
      ["trackingNumber", "PT12345"],
    ]);
    expect(errorOf(none, "itemIds")).toBe("Kargoya verilecek en az bir ürün seçin.");
    expect(await statusOf(order.id)).toBe("Processing");
  });

  it("/api: shipments by role, the field named, tracking for the shopper, reasons for risky changes", async () => {
    const order = await place({
      status: "Processing",
      payment: "Havale",
      paid: false,
      lines: ["shop", "mine"],
    });
    const post = (token: string, json: unknown) =>
      api(`/api/order/${order.id}/shipments`, token, { method: "POST", json });
    expect(
      (await post(tokens.admin, { carrier: "fedex", trackingNumber: "X1234" })).body.error,
    ).toMatch(/^carrier: /);
    expect(
      (
        await post(tokens.admin, {
          carrier: "other",
          carrierName: "Kurye",
          trackingNumber: "X1234",
        })
      ).body.error,
    ).toMatch(/^trackingUrl: /);
    expect((await post(tokens.merchant2, { carrier: "dhl", trackingNumber: "X1234" })).status).toBe(
      404,
    );
    // An unpaid transfer order: the merchant may not ship it, the admin only with a reason.
    expect((await post(tokens.merchant, { carrier: "dhl", trackingNumber: "X1234" })).status).toBe(
      400,
    );
    const noReason = await post(tokens.admin, { carrier: "dhl", trackingNumber: "X1234" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toMatch(/^reason: /);
    const created = await post(tokens.admin, {
      carrier: "other",
      carrierName: "Kurye Ali",
      trackingUrl: "https://kurye.example.com/takip/{number}?dil=tr",
      trackingNumber: "KA 1234",
      itemIds: [order.line.shop],
      reason: "Müşteri kapıda ödeyecek.",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      orderShipped: false,
      shipment: {
        carrier: "other",
        carrierName: "Kurye Ali",
        trackingNumber: "KA 1234",
        trackingUrl: "https://kurye.example.com/takip/KA%201234?dil=tr",
        items: [order.line.shop],
      },
    });
    const merchantRead = await api(`/api/order/${order.id}/shipments`, tokens.merchant);
    expect(merchantRead.body).toEqual({ shipments: [] });
    const adminRead = await api(`/api/order/${order.id}/shipments`, tokens.admin);
    expect(adminRead.body.shipments).toHaveLength(1);
    const shopper = await getJson<Json>(
      server.url,
      `/api/order/${order.id}?cartId=${order.cartId}`,
    );
    expect(shopper.body.order.shipments[0].trackingUrl).toBe(
      "https://kurye.example.com/takip/KA%201234?dil=tr",
    );
    expect(shopper.body.order.products.map((l: Json) => l.shipment)).toContain(
      created.body.shipment._id,
    );

    // POST /api/order/change (spec 001): Shipped without a parcel stays possible, with a reason here.
    const change = (query: string) =>
      api(`/api/order/change/${order.id}?${query}`, tokens.admin, { method: "POST" });
    const refused = await change("status=Shipped");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^reason: /);
    expect(
      (await change(`status=Shipped&reason=${encodeURIComponent("Elden teslim")}`)).status,
    ).toBe(200);
    expect(await statusOf(order.id)).toBe("Shipped");
    const notes = await db((d) =>
      d.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)),
    );
    expect(notes.map((n) => [n.body, n.statusTo]).sort()).toEqual([
      ["Elden teslim", "Shipped"],
      ["Müşteri kapıda ödeyecek.", "Processing"],
    ]);
  });
});
