import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, like, notLike } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { mailOutbox } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import { formatMoney } from "~/lib/money";

/**
 * What the customer hears after the order (issue [9], the order desk): an admin's status change
 * and a transfer marked paid e-mail the customer in the order's language, once per change; the
 * admin marks the transfer's money arrived on the order page without JavaScript or over /api.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADDRESS = {
  firstName: "Elif",
  lastName: "Kaya",
  phone: "05321234567",
  email: "elif.news@example.com",
  country: "Türkiye",
  city: "İzmir",
  district: "Karşıyaka",
  addressType: "home",
  zipCode: "35560",
  address: "Cemal Gürsel Caddesi No: 12",
};

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const paymentStateOf = (page: Page) =>
  page.doc.querySelector(".order-fact-payment .payment-state")?.text.trim() ?? null;

describe.each(DB_KINDS)("order news on %s", (kind) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let smtp: TestSmtp;
  let admin: Browser;
  let adminToken = "";
  let memberToken = "";
  let productId = "";
  let unit = 0;
  const memberEmail = `elif.news.${kind}@example.com`;

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  const json = (method: string, body: unknown, token?: string) => ({
    method,
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(server, fn);
    server = done.server;
    admin.base = server.url;
    return done.value;
  }

  /** A bank-transfer order of one piece, placed over /api in `lang` (a guest's without a token). */
  async function placeOrder(lang: "tr" | "en", token?: string) {
    const placed = await placeTransferOrder(server.url, [{ product: productId, quantity: 1 }], {
      token,
      lang,
      address: ADDRESS,
    });
    return { ...placed, path: `/order/${placed.id}` };
  }

  const mailsAbout = (number: string) => smtp.mails.filter((m) => m.subject.includes(number));
  const outboxAbout = (number: string) =>
    db((d) =>
      d
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        // The customer's: the shop's own news of the order is shop-mail.test.ts's.
        .where(and(like(mailOutbox.subject, `%${number}%`), notLike(mailOutbox.kind, "shop%"))),
    );

  beforeAll(async () => {
    smtp = await startSmtp();
    const own = await ownDatabase(kind);
    drop = own.drop;
    server = await startServer(kind, { DATABASE_URL: own.url, SMTP_URL: smtp.url });
    admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    const login = await api(
      "/api/auth/login",
      json("POST", { email: "admin@demo.shop", password: "admin123!" }),
    );
    adminToken = login.body.token;
    const registered = await api(
      "/api/auth/register",
      json("POST", {
        firstName: "Elif",
        lastName: "Kaya",
        email: memberEmail,
        password: "haber123!",
      }),
    );
    expect(registered.status).toBe(201);
    memberToken = registered.body.token;
    const address = await new Browser(server.url).signIn(memberEmail, "haber123!");
    const added = await address.post("/dashboard/address/add", {
      address: ADDRESS.address,
      city: ADDRESS.city,
      state: ADDRESS.district,
      country: ADDRESS.country,
      zipCode: ADDRESS.zipCode,
      isDefault: "on",
    });
    expect(added.status).toBe(302);
    const list = await api<{ products: Json[] }>("/api/product/list?limit=50");
    const details = await Promise.all(
      list.body.products.map(async (p) => (await api(`/api/product/${p._id}`)).body.product),
    );
    const stocked = details.find((d) => d.inventory >= 20)!;
    productId = stocked._id;
    unit =
      stocked.discountPrice > 0 && stocked.discountPrice < stocked.price
        ? stocked.discountPrice
        : stocked.price;
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await drop?.();
  });

  it("the admin marks a transfer paid without JavaScript; the customer hears it in the order's language, once", async () => {
    const order = await placeOrder("en", memberToken);
    const page = await admin.get(`/dashboard/orders/${order.id}`);
    expect(paymentStateOf(page)).toBe("Havale bekleniyor");
    const button = page.doc.querySelector('form.order-mark-paid button[value="markPaid"]');
    expect(button?.text.trim()).toBe("Ödeme alındı");

    const marked = await admin.submit(button!.closest("form")!, {}, button!);
    expect(marked.status).toBe(302);
    const after = await admin.follow(marked);
    expect(toastOf(after)).toBe("Ödeme alındı olarak işaretlendi.");
    expect(paymentStateOf(after)).toBe("Havale ile ödendi");
    expect(after.doc.querySelector("form.order-mark-paid")).toBeNull();

    const mail = await smtp.waitFor(
      (m) => m.subject === `Your payment has arrived (No: ${order.number})`,
    );
    expect(mail.to).toEqual([memberEmail]);
    expect(mail.text).toContain(`The transfer of ${formatMoney(Math.ceil(unit), "try", "en")}`);
    expect(mail.text).toContain(`${server.url}/en/order/${order.id}`);

    // A second admin pressing the same stale button is told, and nothing more is sent.
    const again = await admin.submit(button!.closest("form")!, {}, button!);
    expect(toastOf(await admin.follow(again))).toBe(
      "Bu siparişin ödemesi zaten alınmış ya da sipariş iptal edilmiş.",
    );
    expect((await outboxAbout(order.number)).map((m) => m.subject).sort()).toEqual([
      `Your order has been received (No: ${order.number})`,
      `Your payment has arrived (No: ${order.number})`,
    ]);
  });

  it("a status change e-mails the customer in the order's language; the same status again does not", async () => {
    const english = await placeOrder("en", memberToken);
    const turkish = await placeOrder("tr", memberToken);

    // Shipped through the ship form (decision 076): an unpaid transfer order, with a reason.
    const shipForm = await admin.get(`/dashboard/orders/${english.id}/ship`);
    const line = shipForm.doc.querySelector('input[name="itemIds"]')!.getAttribute("value")!;
    const shipped = await admin.post(`/dashboard/orders/${english.id}/ship`, [
      ["carrier", "mng"],
      ["trackingNumber", "MNG1234567"],
      ["itemIds", line],
      ["reason", "The customer pays at the door."],
    ]);
    expect(toastOf(await admin.follow(shipped))).toBe(
      "Kargoya verildi; müşteriye takip bağlantısıyla e-posta gitti.",
    );
    const en = await smtp.waitFor(
      (m) => m.subject === `Your order: Shipped (No: ${english.number})`,
    );
    expect(en.text).toContain("Your order has been shipped");
    expect(en.text).toContain(
      "MNG Kargo, tracking number: MNG1234567. Track your parcel: https://",
    );
    expect(en.html).toContain('<html lang="en">');

    const changed = await api(`/api/order/change/${turkish.id}?status=Processing`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(changed.status).toBe(200);
    const tr = await smtp.waitFor(
      (m) => m.subject === `Siparişiniz: İşleniyor (No: ${turkish.number})`,
    );
    expect(tr.text).toContain("Siparişinizi hazırlıyoruz.");
    expect(tr.text).toContain(`${server.url}/order/${turkish.id}`);

    // Shipped again: the status is what it was, the customer hears nothing new.
    const statusPage = `/dashboard/orders/${english.id}/status`;
    const confirm = async (status: string) => {
      const page = await admin.get(`${statusPage}?status=${status}`);
      return admin.submit(page.doc.querySelector('.status-confirm form[method="post"]')!);
    };
    expect((await confirm("Shipped")).status).toBe(303);
    expect((await confirm("Canceled")).status).toBe(303);
    await smtp.waitFor((m) => m.subject === `Your order: Canceled (No: ${english.number})`);
    expect((await outboxAbout(english.number)).map((m) => m.subject).sort()).toEqual([
      `Your order has been received (No: ${english.number})`,
      `Your order: Canceled (No: ${english.number})`,
      `Your order: Shipped (No: ${english.number})`,
    ]);
    expect(mailsAbout(english.number).filter((m) => m.subject.includes("Shipped"))).toHaveLength(1);
  });

  it("a guest's mail sends them to their confirmation's link, not to a page that would not open", async () => {
    const order = await placeOrder("tr");
    const changed = await api(`/api/order/change/${order.id}?status=Delivered`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(changed.status).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.subject === `Siparişiniz: Teslim Edildi (No: ${order.number})`,
    );
    expect(mail.to).toEqual([ADDRESS.email]);
    expect(mail.text).toContain("onay e-postanızdaki size özel bağlantıdan");
    expect(mail.text).not.toContain(`/order/${order.id}`);
    expect(mail.text).toContain(`${server.url}/shop`);
  });

  it("PUT /api/order/{id}/paid: the admin marks a waiting transfer once; others may not", async () => {
    const order = await placeOrder("tr", memberToken);
    const put = (token: string) =>
      api(`/api/order/${order.id}/paid`, {
        method: "PUT",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await put(memberToken)).status).toBe(403);
    const first = await put(adminToken);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: "Marked as paid." });
    const second = await put(adminToken);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(
      "Only a transfer order awaiting its payment, not cancelled, can be marked paid.",
    );
    expect(
      (
        await api(`/api/order/00000000-0000-4000-8000-000000000000/paid`, {
          method: "PUT",
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).status,
    ).toBe(404);
    await smtp.waitFor((m) => m.subject === `Ödemeniz alındı (No: ${order.number})`);
  });
});
