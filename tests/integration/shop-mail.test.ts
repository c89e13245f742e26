import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { rowsOf } from "~/models/taxonomy.server";
import { atDatabase } from "../helpers/database";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";
import { startSmtp, type TestSmtp } from "../helpers/smtp";
import {
  DB_KINDS,
  freePort,
  ownDatabase,
  sharedServer,
  startServer,
  type TestServer,
} from "../helpers/server";

/**
 * The shop is told, and its mail can be read (issue [18] points 5, 6 and 8, decision 077): a new
 * order mails the shop's order address and each merchant with only their lines; the shop's
 * choices in Settings turn each kind off; /dashboard/mail and /api/mail show every mail, mask
 * its secrets while SMTP_URL is set and show them without it, and resend a failed one.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADMIN = "admin@demo.shop";
const MERCHANT = "merchant@demo.shop";
const CUSTOMER = {
  firstName: "Selin",
  lastName: "Yıldırımoğlu",
  phone: "05321234567",
  email: "selin.bildirim@example.com",
  country: "Türkiye",
  city: "Bursa",
  district: "Nilüfer",
  addressType: "home",
  zipCode: "16110",
  address: "Özlüce Mahallesi No: 3",
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;

async function tokenOf(base: string, email: string, password: string) {
  const res = await getJson<{ token: string }>(base, "/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, email).toBe(200);
  return res.body.token;
}

/** A product of the demo merchant's and one of no merchant's, each with stock to spare. */
async function twoProducts(db: Db) {
  const result = await db.execute(sql`
    select p.id, p.name, b.merchant_id is not null as merchant
    from products p left join brands b on b.id = p.brand_id
    where p.is_active and p.archived_at is null and p.quantity >= 10
    order by p.sku`);
  const rows = rowsOf<{ id: string; name: string; merchant: boolean }>(result);
  const own = rows.find((r) => r.merchant)!;
  const other = rows.find((r) => !r.merchant)!;
  expect(own && other).toBeTruthy();
  return { own, other };
}

describe.each(DB_KINDS)("the shop's mail with a mail server on %s", (kind) => {
  let server: TestServer;
  let drop: () => Promise<void>;
  let smtp: TestSmtp | null = null;
  let port = 0;
  let admin: Browser;
  let adminToken = "";
  let merchantToken = "";
  let products: Awaited<ReturnType<typeof twoProducts>>;

  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);
  const as = (token: string, method = "GET", body?: unknown) => ({
    method,
    headers: { "content-type": "application/json", ...bearer(token) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const done = await atDatabase(server, fn);
    server = done.server;
    admin.base = server.url;
    return done.value;
  }

  const order = (lines: { product: string; quantity: number }[]) =>
    placeTransferOrder(server.url, lines, { lang: "tr", address: CUSTOMER });

  /** The order's mail log as the admin reads it over /api, each mail opened. */
  async function mailLog(orderId: string): Promise<Json[]> {
    const log = await api<{ mails: Json[] }>(`/api/order/${orderId}/mails`, as(adminToken));
    expect(log.status).toBe(200);
    return Promise.all(
      log.body.mails.map(async (m) => (await api(`/api/mail/${m._id}`, as(adminToken))).body.mail),
    );
  }

  async function setNotices(values: Record<string, unknown>) {
    const res = await api("/api/settings", as(adminToken, "PUT", { settings: values }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  beforeAll(async () => {
    // A mail server that is not there yet: every mail fails until the test starts it.
    port = await freePort();
    const own = await ownDatabase(kind);
    drop = own.drop;
    server = await startServer(kind, {
      DATABASE_URL: own.url,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "orders@shop.example",
    });
    admin = await new Browser(server.url).signIn(ADMIN, "admin123!");
    adminToken = await tokenOf(server.url, ADMIN, "admin123!");
    merchantToken = await tokenOf(server.url, MERCHANT, "merchant123!");
    products = await db(twoProducts);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
    await drop?.();
  });

  it("a transfer order mails the order address everything and the merchant only their lines", async () => {
    const placed = await order([
      { product: products.own.id, quantity: 1 },
      { product: products.other.id, quantity: 2 },
    ]);
    const mails = await mailLog(placed.id);
    expect(mails.map((m) => `${m.kind} ${m.to}`).sort()).toEqual([
      `orderPlaced ${CUSTOMER.email}`,
      `shopNewOrder ${ADMIN}`,
      `shopNewOrder ${MERCHANT}`,
    ]);
    const shop = mails.find((m) => m.kind === "shopNewOrder" && m.to === ADMIN)!;
    expect(shop.subject).toBe(`Yeni sipariş (No: ${placed.number})`);
    expect(shop.text).toContain(`Müşteri: ${CUSTOMER.firstName} ${CUSTOMER.lastName}`);
    expect(shop.text).toContain(products.own.name);
    expect(shop.text).toContain(products.other.name);
    expect(shop.text).toContain(`${server.url}/dashboard/orders/${placed.id}`);
    // Signed with the shop's name from Settings.
    expect(shop.text).toMatch(/\n\nDoğal Taş & Gümüş\n\n--\nUnvan: Örnek Doğal Taş /);

    const merchant = mails.find((m) => m.kind === "shopNewOrder" && m.to === MERCHANT)!;
    expect(merchant.text).toContain(products.own.name);
    expect(merchant.text).not.toContain(products.other.name);
    for (const part of [merchant.text, merchant.html, merchant.subject]) {
      expect(part).not.toContain(CUSTOMER.lastName);
      expect(part).not.toContain(CUSTOMER.email);
      expect(part).not.toContain(CUSTOMER.address);
    }
    // A merchant reads no mail log, not even of an order holding their line.
    expect((await api(`/api/order/${placed.id}/mails`, as(merchantToken))).status).toBe(403);
  });

  it("each kind is the shop's choice: off, no mail to the order address; on, to the address set", async () => {
    await setNotices({ notify_new_order: false, order_mail_to: "siparis@shop.example" });
    const quiet = await order([{ product: products.own.id, quantity: 1 }]);
    // The merchant still hears of it: the choice is the shop's own mail.
    expect((await mailLog(quiet.id)).map((m) => `${m.kind} ${m.to}`).sort()).toEqual([
      `orderPlaced ${CUSTOMER.email}`,
      `shopNewOrder ${MERCHANT}`,
    ]);

    // Payment received (a transfer marked paid) and a cancellation go to the address set.
    const paid = await api(`/api/order/${quiet.id}/paid`, as(adminToken, "PUT"));
    expect(paid.status).toBe(200);
    const cancel = await api(
      `/api/order/change/${quiet.id}?status=Canceled`,
      as(adminToken, "POST"),
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const shopMails = (await mailLog(quiet.id)).filter((m) => m.to === "siparis@shop.example");
    expect(shopMails.map((m) => m.kind).sort()).toEqual([
      "shopCancellation",
      "shopPaymentReceived",
    ]);
    expect(shopMails.find((m) => m.kind === "shopCancellation")!.subject).toBe(
      `Sipariş iptal edildi (No: ${quiet.number})`,
    );

    await setNotices({ notify_payment_received: false, notify_cancellation: false });
    const second = await order([{ product: products.other.id, quantity: 1 }]);
    await api(`/api/order/${second.id}/paid`, as(adminToken, "PUT"));
    await api(`/api/order/change/${second.id}?status=Canceled`, as(adminToken, "POST"));
    expect((await mailLog(second.id)).filter((m) => m.kind.startsWith("shop"))).toEqual([]);

    // The settings page shows the choices as saved, and saves them without JavaScript.
    const form = await admin.get("/dashboard/settings");
    expect(form.doc.querySelector("#settings-notices-title")?.text).toBe("Sipariş bildirimleri");
    expect(form.doc.querySelector("#settings-order-mail-to")?.getAttribute("value")).toBe(
      "siparis@shop.example",
    );
    expect(form.doc.querySelector("#settings-notify-new-order")?.hasAttribute("checked")).toBe(
      false,
    );
    expect(form.doc.querySelector("#settings-notify-low-stock")?.hasAttribute("checked")).toBe(
      true,
    );
    // Saved from the plain form: an unticked box posts nothing and turns its kind off.
    const plain = form.doc.querySelector("form.settings-form")!;
    const saved = await admin.submit(plain, { notify_new_order: "on", order_mail_to: "" });
    expect(saved.status).toBe(302);
    const settings = await api("/api/settings", as(adminToken));
    expect(settings.body.settings).toMatchObject({
      order_mail_to: "",
      notify_new_order: true,
      notify_payment_received: false,
      notify_low_stock: true,
    });
    // A shopper's read of the settings does not name them.
    expect((await api("/api/settings")).body.settings.order_mail_to).toBeUndefined();
    await setNotices({
      order_mail_to: ADMIN,
      notify_new_order: true,
      notify_payment_received: true,
      notify_cancellation: true,
    });
  });

  it("masks a mail's secrets while SMTP_URL is set, and resends a failed mail once the server is back", async () => {
    const placed = await order([{ product: products.other.id, quantity: 1 }]);
    const confirmation = (await mailLog(placed.id)).find((m) => m.kind === "orderPlaced")!;
    // A guest's confirmation holds the key to the order page: masked.
    expect(confirmation.masked).toBe(true);
    expect(confirmation.text).toContain(`/order/${placed.id}?key=••••••`);
    expect(confirmation.html).toContain(`/order/${placed.id}?key=••••••`);
    const key = await db(async (d) => {
      const r = await d.execute(
        sql`select secrets from mail_outbox where id = ${confirmation._id}`,
      );
      return rowsOf<{ secrets: string[] }>(r)[0]!.secrets[0]!;
    });
    expect(key.length).toBeGreaterThan(20);
    expect(JSON.stringify(confirmation)).not.toContain(key);

    // The page: listed with its state and error, opened masked too.
    const list = await admin.get("/dashboard/mail?state=failed&kind=orderPlaced");
    expect(list.status).toBe(200);
    expect(list.doc.querySelector("main h1")?.text).toBe("Giden E-postalar");
    const entry = list.doc
      .querySelectorAll(".mail-entry")
      .find((li) => li.text.includes(placed.number))!;
    expect(entry.querySelector(".mail-state")?.text).toBe("Gönderilemedi");
    expect(entry.querySelector(".mail-kind")?.text).toBe("Sipariş onayı");
    expect(entry.querySelector(".mail-error")?.text).toContain("Hata:");
    const opened = await admin.get(`/dashboard/mail/${confirmation._id}`);
    expect(opened.text).not.toContain(key);
    expect(opened.doc.querySelector(".mail-text")?.text).toContain("?key=••••••");
    expect(opened.doc.querySelector("iframe.mail-frame")?.getAttribute("sandbox")).toBe(
      "allow-popups allow-popups-to-escape-sandbox",
    );

    // The mail server comes back; the admin sends it again without JavaScript.
    smtp = await startSmtp(port);
    const button = opened.doc.querySelector("form.mail-resend button")!;
    expect(button.text).toBe("Yeniden gönder");
    const res = await admin.submit(button.closest("form")!, {}, button);
    expect(res.status).toBe(303);
    const after = await admin.follow(res);
    expect(toastOf(after)).toBe("E-posta yeniden gönderildi.");
    expect(after.doc.querySelector(".mail-headers .mail-state")?.text).toBe("Gönderildi");
    expect(after.doc.querySelector("form.mail-resend")).toBeNull();
    const received = await smtp.waitFor((m) => m.subject.includes(placed.number));
    // The key reaches its addressee whole; the From is the shop's name at MAIL_FROM's address.
    expect(received.text).toContain(`?key=${key}`);
    expect(received.from).toBe("Doğal Taş & Gümüş <orders@shop.example>");
    // Sent now: a second resend is refused, over /api too.
    const again = await api(`/api/mail/${confirmation._id}/resend`, as(adminToken, "POST"));
    expect(again.status).toBe(409);
  });

  it("low stock goes to the order address under its choice, and to the brand's merchant always", async () => {
    const lowMails = async () =>
      (await api<{ mails: Json[] }>("/api/mail?kind=shopLowStock", as(adminToken))).body.mails;
    const cross = (id: string) =>
      db((d) => d.execute(sql`update products set quantity = 1 where id = ${id}`));
    await setNotices({ order_mail_to: "stok@shop.example", notify_low_stock: true });
    await cross(products.other.id);
    await vi.waitFor(
      async () => expect((await lowMails()).map((m) => m.to)).toContain("stok@shop.example"),
      { timeout: 15_000, interval: 200 },
    );
    await setNotices({ notify_low_stock: false });
    await cross(products.own.id);
    // The merchant's mail about their product comes; none to the order address beside it.
    await vi.waitFor(async () => expect((await lowMails()).map((m) => m.to)).toContain(MERCHANT), {
      timeout: 15_000,
      interval: 200,
    });
    expect((await lowMails()).filter((m) => m.to === "stok@shop.example")).toHaveLength(1);
    await setNotices({ order_mail_to: ADMIN, notify_low_stock: true });
  });

  it("refuses the outbox to merchants, members and guests", async () => {
    const member = await getJson<{ token: string }>(server.url, "/api/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Ece",
        lastName: "Ak",
        email: `ece.outbox.${kind}@example.com`,
        password: "outbox123!",
      }),
    });
    expect(member.status).toBe(201);
    for (const path of ["/api/mail", `/api/mail/00000000-0000-4000-8000-000000000000`]) {
      expect((await api(path, as(merchantToken))).status).toBe(403);
      expect((await api(path, as(member.body.token))).status).toBe(403);
      expect((await api(path)).status).toBe(401);
    }
    const merchant = await new Browser(server.url).signIn(MERCHANT, "merchant123!");
    expect((await merchant.get("/dashboard/mail")).status).toBe(403);
    const list = await api<{ mails: Json[]; more: boolean }>(
      "/api/mail?state=sent",
      as(adminToken),
    );
    expect(list.status).toBe(200);
    expect(list.body.mails.length).toBeGreaterThan(0);
    expect(list.body.mails.every((m) => m.state === "sent")).toBe(true);
  });
});

describe.each(DB_KINDS)("the shop's mail without a mail server on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await sharedServer(kind);
  });

  it("shows a mail's secrets, so a reset link is followed from the outbox page", async () => {
    const forgot = await fetch(`${server.url}/forgot-password`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "member@demo.shop" }).toString(),
    });
    expect(forgot.status).toBe(302);
    const admin = await new Browser(server.url).signIn(ADMIN, "admin123!");
    const list = await admin.get("/en/dashboard/mail?kind=passwordReset");
    expect(list.doc.querySelector("main h1")?.text).toBe("Outgoing mail");
    expect(list.doc.querySelector("main .hint")?.text).toContain("SMTP_URL is not set");
    const entry = list.doc.querySelector(".mail-entry")!;
    expect(entry.querySelector(".mail-to")?.text).toBe("member@demo.shop");
    expect(entry.querySelector(".mail-kind")?.text).toBe("Password reset");
    const opened = await admin.get(entry.querySelector(".mail-subject a")!.getAttribute("href")!);
    const link = opened.doc
      .querySelectorAll(".mail-links a")
      .map((a) => a.getAttribute("href")!)
      .find((href) => href.includes("/reset-password/"))!;
    expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
    const reset = await new Browser(server.url).get(new URL(link).pathname);
    expect(reset.status).toBe(200);
    expect(reset.doc.querySelector('input[name="password"]')).toBeTruthy();
  });
});
