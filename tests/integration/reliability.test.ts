import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { mailOutbox } from "../../db/schema";
import { atDatabase } from "../helpers/database";
import { EMULATOR_KEYS } from "../../app/services/payments.server";
import {
  startIyzicoEmulator,
  type IyzicoEmulator,
} from "../../app/services/iyzico-emulator.server";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { startSmtp, type TestSmtp } from "../helpers/smtp";

/**
 * Stock, coupons and payments under load, through the real HTTP API: on PostgreSQL two app
 * processes share one database (as behind a load balancer); PGlite has one process.
 */

const ADDRESS = {
  firstName: "Deniz",
  lastName: "Kaya",
  phone: "0532 111 22 33",
  email: "deniz@example.com",
  country: "Türkiye",
  city: "İzmir",
  district: "Karşıyaka",
  addressType: "home",
  zipCode: "35540",
  address: "Cemal Gürsel Cad. 10",
};

interface ApiProduct {
  _id: string;
  name: string;
  name_en: string;
  inventory: number;
}

const json = (method: string, body?: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

async function call<T = Record<string, unknown>>(base: string, path: string, init?: RequestInit) {
  const res = await fetch(base + path, { redirect: "manual", ...init });
  const text = await res.text();
  let body: T;
  try {
    body = JSON.parse(text) as T;
  } catch {
    body = { raw: text } as T;
  }
  return { status: res.status, body, location: res.headers.get("location") };
}

describe.each(DB_KINDS)("reliability on %s", (kind) => {
  let emulator: IyzicoEmulator;
  let smtp: TestSmtp;
  let database: { url: string; drop: () => Promise<void> };
  let servers: TestServer[] = [];
  // Requests alternate between the processes.
  const base = (i: number) => servers[i % servers.length].url;

  async function productNamed(name: string): Promise<ApiProduct> {
    const { body } = await call<{ products: ApiProduct[] }>(base(0), "/api/product?limit=100");
    const product = body.products.find((p) => p.name === name);
    if (!product) throw new Error(`no product ${name}`);
    return product;
  }

  async function stockOf(id: string): Promise<number> {
    const { body } = await call<{ product: ApiProduct }>(base(0), `/api/product/${id}`);
    return body.product.inventory;
  }

  async function newCart(productId: string, quantity: number, i = 0): Promise<string> {
    const res = await call<{ success: boolean; cartId: string }>(
      base(i),
      "/api/cart/add",
      json("POST", { products: [{ product: productId, quantity }] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body.cartId;
  }

  async function cartTotal(cartId: string): Promise<number> {
    const res = await call<{ total: number }>(base(0), `/api/cart/${cartId}`);
    return res.body.total;
  }

  const placeOrder = (cartId: string, total: number, payment: string, i = 0) =>
    call<{
      success?: boolean;
      error?: string;
      total?: number;
      order?: { _id: string; total: number };
      token?: string;
      paymentPageUrl?: string;
    }>(base(i), "/api/order/add", json("POST", { cartId, total, payment, address: ADDRESS }));

  beforeAll(async () => {
    emulator = await startIyzicoEmulator({ ...EMULATOR_KEYS });
    smtp = await startSmtp();
    database = await ownDatabase(kind);
    const env = {
      DATABASE_URL: database.url,
      IYZICO_BASE_URL: emulator.url,
      SMTP_URL: smtp.url,
      // Stock is read between writes on two processes: no page two seconds old.
      PAGE_CACHE_MS: "0",
      // Behind a proxy, as in production: each shopper below is its own client address.
      TRUST_PROXY_HOPS: "1",
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    servers = [await startServer(kind, env)];
    if (kind === "postgres") servers.push(await startServer(kind, env));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    await smtp?.stop();
    await emulator?.close();
  });

  it("flash sale: 5 units, 200 concurrent orders → exactly 5 orders, stock 0, the rest sold out", async () => {
    const product = await productNamed("Ametist Taşlı Gümüş Kolye");
    // Bring the stock down to 5 with one ordinary order.
    const first = await newCart(product._id, product.inventory - 5);
    const placed = await placeOrder(first, await cartTotal(first), "Havale");
    expect(placed.status).toBeLessThan(300);
    expect(await stockOf(product._id)).toBe(5);

    const carts = await Promise.all(
      Array.from({ length: 200 }, (_, i) => newCart(product._id, 1, i)),
    );
    const total = await cartTotal(carts[0]);
    const answers = await Promise.all(carts.map((c, i) => placeOrder(c, total, "Havale", i)));

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status < 300 && a.body.order?._id)).toHaveLength(5);
    const refused = answers.filter((a) => a.status >= 300);
    expect(refused).toHaveLength(195);
    for (const r of refused) {
      expect(r.status).toBe(409);
      // The API speaks English unless asked otherwise; the message names the product.
      expect(r.body.error).toContain(product.name_en);
    }
    expect(await stockOf(product._id)).toBe(0);
  }, 120_000);

  it("a coupon with 3 uses left gives exactly 3 of 50 concurrent orders the discount", async () => {
    const product = await productNamed("Lapis Lazuli Gümüş Kolye");
    const carts = await Promise.all(
      Array.from({ length: 50 }, (_, i) => newCart(product._id, 1, i)),
    );
    const full = await cartTotal(carts[0]);
    for (const [i, cartId] of carts.entries()) {
      // 50 shoppers, not one client over the coupon-lookup limit: each from its own address.
      const init = json("POST", { code: "KOLYE50" });
      const res = await call(base(i), `/api/cart/coupon/${cartId}`, {
        ...init,
        headers: { ...init.headers, "x-forwarded-for": `198.51.100.${i + 1}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    }
    const discounted = await cartTotal(carts[0]);
    expect(discounted).toBe(full - 50);

    const answers = await Promise.all(carts.map((c, i) => placeOrder(c, discounted, "Havale", i)));
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const placed = answers.filter((a) => a.status < 300);
    expect(placed).toHaveLength(3);
    for (const a of placed) expect(a.body.order?.total).toBe(discounted);
    // The others were told the coupon is gone and nothing was created for them.
    expect(answers.filter((a) => a.status === 409)).toHaveLength(47);
    // Their carts no longer carry the coupon: the full price is what they would pay now.
    const refusedCart = carts[answers.findIndex((a) => a.status === 409)];
    expect(await cartTotal(refusedCart)).toBe(full);
    // And the coupon is used up for everyone.
    const fetched = await call(base(0), "/api/coupon/fetch/KOLYE50");
    expect(fetched.status).toBe(404);
  }, 120_000);

  it("tampered client totals are refused with 409 and the server's total; nothing is created", async () => {
    const product = await productNamed("Oniks Deri Kordon");
    const before = await stockOf(product._id);
    const cartId = await newCart(product._id, 2);
    const total = await cartTotal(cartId);
    const res = await placeOrder(cartId, 1, "Havale");
    expect(res.status).toBe(409);
    expect(res.body.total).toBe(total);
    expect(await stockOf(product._id)).toBe(before);
    // The cart is still whole: ordering at the right total works.
    expect((await placeOrder(cartId, total, "Havale")).status).toBeLessThan(300);
  });

  it("a buyer's cancel racing an admin's 'Shipped': one wins, the other is refused, stock moves once", async () => {
    const a = await productNamed("Kaplan Gözü Koç Burcu Kordon");
    const b = await productNamed("Pembe Kuvars Kalp Kolye");
    const stock = async () => [await stockOf(a._id), await stockOf(b._id)];
    const before = await stock();
    const login = await call<{ token: string }>(
      base(0),
      "/api/auth/login",
      json("POST", { email: "admin@demo.shop", password: "admin123!" }),
    );
    const admin = { authorization: `Bearer ${login.body.token}` };

    const orders: { id: string; cartId: string }[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await call<{ cartId: string }>(
        base(i),
        "/api/cart/add",
        json("POST", {
          products: [
            { product: a._id, quantity: 1 },
            { product: b._id, quantity: 1 },
          ],
        }),
      );
      const cartId = res.body.cartId;
      const placed = await placeOrder(cartId, await cartTotal(cartId), "Havale", i);
      expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
      orders.push({ id: placed.body.order!._id, cartId });
    }
    expect(await stock()).toEqual([before[0] - 16, before[1] - 16]);

    // Each order at once: the guest cancels on one process, the admin ships on the other.
    const answers = await Promise.all(
      orders.map(({ id, cartId }, i) =>
        Promise.all([
          call(base(i), `/api/order/cancel/${id}?cartId=${cartId}`, { method: "DELETE" }),
          // An unpaid transfer order ships only with a reason (decision 076).
          call(base(i + 1), `/api/order/change/${id}?status=Shipped&reason=paid+at+the+counter`, {
            method: "POST",
            headers: admin,
          }),
        ]),
      ),
    );

    let shipped = 0;
    for (const [i, [cancel, change]] of answers.entries()) {
      expect([cancel.status, change.status].filter((s) => s >= 500)).toEqual([]);
      // Exactly one was told it worked; the other was told why not.
      expect([cancel.status, change.status].filter((s) => s === 200)).toHaveLength(1);
      const loser = cancel.status === 200 ? change : cancel;
      expect([400, 403, 409]).toContain(loser.status);
      expect(String(loser.body.error)).toMatch(/status|processed|cancelled/i);

      const { body } = await call<{ order: { status: string; products: { status: string }[] } }>(
        base(0),
        `/api/order/${orders[i].id}`,
        { headers: admin },
      );
      const lines = body.order.products.map((p) => p.status);
      if (change.status === 200) {
        shipped++;
        expect(body.order.status).toBe("Shipped");
        expect(lines).not.toContain("Cancelled");
      } else {
        expect(body.order.status).toBe("Canceled");
        expect(lines).toEqual(["Cancelled", "Cancelled"]);
      }
    }
    // The stock of every cancelled order came back once; the shipped ones keep theirs.
    expect(await stock()).toEqual([before[0] - shipped, before[1] - shipped]);
  }, 120_000);

  /** A card order paid at the emulator's card page; answers the callback token. */
  async function paidCardOrder(productId: string) {
    const cartId = await newCart(productId, 1);
    const placed = await placeOrder(cartId, await cartTotal(cartId), "Kredi Kartı");
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    const { token, paymentPageUrl, order } = placed.body;
    expect(token && paymentPageUrl && order).toBeTruthy();
    const card = new URLSearchParams({
      cardHolderName: "Deniz Kaya",
      cardNumber: "5528790000000008",
      expiry: "12/30",
      cvc: "123",
    });
    const paid = await fetch(paymentPageUrl!, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: card.toString(),
    });
    expect(paid.status).toBe(200);
    return { token: token!, orderId: order!._id, cartId };
  }

  const callback = (token: string, i = 0) =>
    fetch(base(i) + "/api/order/success", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });

  const orderStatus = async (orderId: string, cartId: string) =>
    (
      await call<{ order: { status: string; payment: string } }>(
        base(0),
        `/api/order/${orderId}?cartId=${cartId}`,
      )
    ).body.order;

  it("the same callback 50 times at once: one paid transition, one stock change, one e-mail", async () => {
    const product = await productNamed("Kaplan Gözü Erkek Bileklik");
    const before = await stockOf(product._id);
    const { token, orderId, cartId } = await paidCardOrder(product._id);
    expect(await stockOf(product._id)).toBe(before - 1);

    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => callback(token, i)));
    for (const res of answers) {
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toContain(`/order/success/${orderId}`);
    }
    expect(await orderStatus(orderId, cartId)).toMatchObject({
      status: "Not Processed",
      payment: "Kredi Kartı",
    });
    expect(await stockOf(product._id)).toBe(before - 1);
    const number = orderId.slice(-7);
    await smtp.waitFor((m) => m.to.includes(ADDRESS.email) && m.text.includes(number));
    // The outbox has every mail there will be (it is written with the paid transition), each
    // attempt at one counted before it is made: one mail, sent once.
    const outbox = await atDatabase(servers[0]!, (db) =>
      db
        .select({ to: mailOutbox.to, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        // The shopper's: the shop's own news of the order is shop-mail.test.ts's.
        .where(and(like(mailOutbox.text, `%${number}%`), eq(mailOutbox.kind, "orderPlaced"))),
    );
    servers[0] = outbox.server;
    expect(outbox.value).toEqual([{ to: ADDRESS.email, attempts: 1 }]);
  }, 60_000);

  for (const [name, lie] of [
    ["a forged signature", { signature: "0".repeat(64) }],
    ["a wrong amount", { paidPrice: 1, resign: true }],
    ["a wrong basket", { basketId: "00000000-0000-4000-8000-000000000000", resign: true }],
  ] as const) {
    it(`${name} in the provider's answer leaves the order unchanged`, async () => {
      const product = await productNamed("Oniks Deri Kordon");
      const { token, orderId, cartId } = await paidCardOrder(product._id);
      const held = await stockOf(product._id);
      emulator.tamper(token, lie);
      const res = await callback(token);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toContain("/order/failure");
      expect(await orderStatus(orderId, cartId)).toMatchObject({ status: "İşlem Tamamlanmadı" });
      expect(await stockOf(product._id)).toBe(held);
    });
  }
});
