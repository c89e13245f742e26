import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../db/client.server";
import { consentRecords, contactMessages, coupons } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed/demo.server";
import { getJson, getPage } from "../helpers/http";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import {
  CAPTCHA_GOOD_TOKEN,
  CAPTCHA_TEST_SECRET,
  startSiteverify,
  type SiteverifyStandIn,
} from "../helpers/siteverify";

/**
 * What one client address may do without a CAPTCHA (sign-ups, contact messages, newsletter
 * subscriptions, coupon lookups), what a guest learns from a coupon code, and the secrets that
 * addresses carry kept out of the request log. The servers sit behind one trusted proxy
 * (TRUST_PROXY_HOPS=1), so that each test is its own client by its X-Forwarded-For.
 */

const form = (fields: Record<string, string>, ip: string): RequestInit => ({
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
  body: new URLSearchParams(fields).toString(),
});

const json = (body: unknown, ip: string, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", "x-forwarded-for": ip, ...headers },
  body: JSON.stringify(body),
});

let lastAddress = 0;
/** A client address of its own for each use (TEST-NET-2). */
const newAddress = () => `198.51.100.${++lastAddress}`;

const PROXIED = { TRUST_PROXY_HOPS: "1" };

describe.each(DB_KINDS)("limits per client address on %s", (kind) => {
  let server: TestServer;
  // With a CAPTCHA: the forms' own limits give way to it.
  let guarded: TestServer;
  let siteverify: SiteverifyStandIn;
  // The test owns the database, to fill in coupons first and to read it (on PGlite between a
  // stop and a restart of the server: one process at a time).
  let database: { url: string; drop: () => Promise<void> };
  let env: Record<string, string>;

  async function withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (kind === "postgres") {
      const opened = await openDatabase(database.url);
      try {
        return await fn(opened.db);
      } finally {
        await opened.close();
      }
    }
    await server.stop();
    const opened = await openDatabase(database.url);
    try {
      return await fn(opened.db);
    } finally {
      await opened.close();
      server = await startServer(kind, env);
    }
  }

  const page = (p: string, init: RequestInit) => getPage(server.url, p, init);
  const api = <T = { error?: string }>(p: string, init: RequestInit) =>
    getJson<T>(server.url, p, init);

  /** The id of a product for sale, as its page's add-to-cart form holds it. */
  async function aProduct(): Promise<string> {
    const shop = await getPage(server.url, "/shop");
    const href = shop.doc.querySelector(".product-card-link")!.getAttribute("href")!;
    return (await getPage(server.url, href)).doc
      .querySelector('form.add-to-cart input[name="product"]')!
      .getAttribute("value")!;
  }

  beforeAll(async () => {
    database = await ownDatabase(kind);
    env = { ...PROXIED, DATABASE_URL: database.url };
    const { db, close } = await openDatabase(database.url);
    await seedIfEmpty(db);
    const base = { dtype: "P" as const, amount: 20, uses: 5, isActive: true };
    await db.insert(coupons).values([
      { ...base, name: "Tükendi", code: "TUKENDI", uses: 0 },
      { ...base, name: "Bitti", code: "BITTI", endDate: new Date(Date.now() - 86_400_000) },
    ]);
    await close();
    siteverify = await startSiteverify();
    [server, guarded] = await Promise.all([
      startServer(kind, env),
      startServer(kind, {
        ...PROXIED,
        CAPTCHA_SECRET: CAPTCHA_TEST_SECRET,
        CAPTCHA_VERIFY_URL: siteverify.url,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([server?.stop(), guarded?.stop(), siteverify?.stop()]);
    await database?.drop();
  });

  describe("the request log", () => {
    it("never holds a reset or invitation token, a guest cart id or an order key", async () => {
      const secret = (name: string) => `${name}${crypto.randomUUID().replaceAll("-", "")}`;
      const s = {
        reset: secret("reset"),
        resetEn: secret("resetEn"),
        resetApi: secret("resetApi"),
        invitation: secret("invite"),
        invitee: `${secret("invitee")}@example.com`,
        merchantApi: secret("merchantApi"),
        cart: crypto.randomUUID(),
        orderKey: secret("key"),
        guestCart: crypto.randomUUID(),
        wayBackKey: secret("wayBack"),
      };
      const ip = newAddress();
      const requests: [string, RequestInit][] = [
        [`/reset-password/${s.reset}`, {}],
        [`/en/reset-password/${s.resetEn}`, {}],
        [`/reset-password/${s.reset}`, form({ password: "a", confirmPassword: "b" }, ip)],
        [`/api/auth/reset/${s.resetApi}`, json({ password: "new-pass-1" }, ip)],
        [`/merchant-signup/${s.invitation}?email=${encodeURIComponent(s.invitee)}`, {}],
        [`/api/merchant/signup/${s.merchantApi}`, json({}, ip)],
        [`/api/cart/${s.cart}`, {}],
        [`/api/cart/coupon/${s.cart}`, json({ code: "HOSGELDIN10" }, ip)],
        [`/order/${crypto.randomUUID()}?key=${s.orderKey}`, {}],
        [`/api/order/${crypto.randomUUID()}?cartId=${s.guestCart}`, {}],
        [`/login?redirectTo=${encodeURIComponent(`/order/x?key=${s.wayBackKey}`)}`, {}],
      ];
      const ids: string[] = [];
      for (const [p, init] of requests) {
        const res = await fetch(server.url + p, { redirect: "manual", ...init });
        await res.arrayBuffer();
        ids.push(res.headers.get("x-request-id")!);
      }
      // Each line is written when its answer has gone out: wait until the last one is there.
      const lineOf = (id: string) =>
        server
          .output()
          .split("\n")
          .find((l) => l.includes(`"reqId":"${id}"`) && l.includes('"url"'));
      for (let i = 0; i < 100 && !ids.every(lineOf); i++)
        await new Promise((r) => setTimeout(r, 50));
      const lines = ids.map((id) => JSON.parse(lineOf(id)!) as { url: string });

      const output = server.output();
      for (const value of Object.values(s)) {
        expect(output).not.toContain(value);
        expect(output).not.toContain(encodeURIComponent(value));
      }
      expect(lines.map((l) => l.url)).toEqual([
        "/reset-password/[redacted]",
        "/en/reset-password/[redacted]",
        "/reset-password/[redacted]",
        "/api/auth/reset/[redacted]",
        "/merchant-signup/[redacted]?email=[redacted]",
        "/api/merchant/signup/[redacted]",
        "/api/cart/[redacted]",
        "/api/cart/coupon/[redacted]",
        expect.stringMatching(/^\/order\/[0-9a-f-]{36}\?key=\[redacted\]$/),
        expect.stringMatching(/^\/api\/order\/[0-9a-f-]{36}\?cartId=\[redacted\]$/),
        "/login?redirectTo=%2Forder%2Fx%3Fkey%3D[redacted]",
      ]);
    });
  });

  describe("sign-up", () => {
    const person = (n: number, tag: string) => ({
      firstName: "Deniz",
      lastName: `Yıldız ${n}`,
      email: `signup.${tag}.${n}.${kind}@example.com`,
      password: "sign-up-pass-1",
    });

    it("makes 10 accounts an hour from one address, page and /api together, then says to wait", async () => {
      const ip = newAddress();
      const made = await Promise.all(
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) =>
          n % 2
            ? api("/api/auth/register", json(person(n, "limit"), ip)).then((r) => r.status)
            : page("/register", form({ ...person(n, "limit"), privacy: "on" }, ip)).then(
                (r) => r.status,
              ),
        ),
      );
      expect(made.sort()).toEqual([201, 201, 201, 201, 201, 302, 302, 302, 302, 302]);

      const eleventh = person(10, "limit");
      const refused = await page("/register", form({ ...eleventh, privacy: "on" }, ip));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.doc.querySelector(".form-errors")?.text.trim()).toMatch(
        /^Bu bağlantıdan çok fazla istek geldi\. Lütfen \d+ dakika bekleyip tekrar deneyin\.$/,
      );
      // What was typed is still in the form (the password never comes back in a page).
      expect(refused.doc.querySelector('input[name="email"]')?.getAttribute("value")).toBe(
        eleventh.email,
      );
      expect(refused.doc.querySelector('input[name="lastName"]')?.getAttribute("value")).toBe(
        eleventh.lastName,
      );
      expect(refused.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);

      const english = await page("/en/register", form({ ...eleventh, privacy: "on" }, ip));
      expect(english.status).toBe(429);
      expect(english.text).toMatch(/Too many requests from your connection\. Please wait \d+ min/);
      const byApi = await api("/api/auth/register", json(eleventh, ip));
      expect(byApi.status).toBe(429);
      expect(byApi.body.error).toMatch(/^Too many requests from your connection\./);
      expect(Number(byApi.headers.get("retry-after"))).toBeGreaterThan(0);

      // Nothing was made for the refused sign-ups: from another address the e-mail is free.
      const elsewhere = await api("/api/auth/register", json(eleventh, newAddress()));
      expect(elsewhere.status).toBe(201);
      // Mistakes cost nothing: a form with errors is answered as before.
      const mistake = await page("/register", form({ email: "yanlis" }, ip));
      expect(mistake.status).toBe(400);
    }, 120_000);
  });

  describe("contact and newsletter", () => {
    const message = (n: number) => ({
      firstname: "Ece",
      lastname: `Ak ${n}`,
      email: `contact.limit.${kind}@example.com`,
      message: `Merhaba, ${n}. sorum şu: bu kolye gümüş mü?`,
    });

    it("takes 10 contact messages an hour from one address, then keeps the form as typed", async () => {
      const ip = newAddress();
      for (let n = 0; n < 10; n++) {
        const status =
          n % 2
            ? (await api("/api/contact/add", json(message(n), ip))).status
            : (await page("/contact", form(message(n), ip))).status;
        expect(status, String(n)).toBe(n % 2 ? 201 : 302);
      }
      const refused = await page("/contact", form(message(10), ip));
      expect(refused.status).toBe(429);
      expect(refused.doc.querySelector("#contact .form-errors")?.text.trim()).toMatch(
        /^Bu bağlantıdan çok fazla istek geldi\. Lütfen \d+ dakika bekleyip tekrar deneyin\.$/,
      );
      expect(refused.doc.querySelector('input[name="lastname"]')?.getAttribute("value")).toBe(
        "Ak 10",
      );
      expect(refused.doc.querySelector('textarea[name="message"]')?.text).toBe(message(10).message);
      const english = await page("/en/contact", form(message(11), ip));
      expect(english.status).toBe(429);
      expect(english.text).toContain("Too many requests from your connection.");
      const byApi = await api("/api/contact/add", json(message(12), ip));
      expect(byApi.status).toBe(429);
      expect(byApi.body.error).toMatch(/^Too many requests from your connection\./);
      // Another address is not held up.
      expect((await page("/contact", form(message(13), newAddress()))).status).toBe(302);
    });

    it("subscribes 10 addresses an hour from one client, then keeps the typed e-mail", async () => {
      const ip = newAddress();
      const email = (n: number) => `news.limit.${n}.${kind}@example.com`;
      for (let n = 0; n < 10; n++) {
        const status =
          n % 2
            ? (await api("/api/newsletter/subscribe", json({ email: email(n) }, ip))).status
            : (await page("/newsletter", form({ email: email(n), redirectTo: "/shop" }, ip)))
                .status;
        expect(status, String(n)).toBe(n % 2 ? 200 : 302);
      }
      const refused = await page(
        "/newsletter",
        form({ email: email(10), redirectTo: "/shop" }, ip),
      );
      expect(refused.status).toBe(429);
      expect(refused.doc.querySelector("main .form-errors")?.text.trim()).toMatch(
        /^Bu bağlantıdan çok fazla istek geldi\./,
      );
      expect(refused.doc.querySelector('main input[name="email"]')?.getAttribute("value")).toBe(
        email(10),
      );
      const byApi = await api("/api/newsletter/subscribe", json({ email: email(11) }, ip));
      expect(byApi.status).toBe(429);
      expect(byApi.body.error).toMatch(/^Too many requests from your connection\./);
      expect((await page("/newsletter", form({ email: email(12) }, newAddress()))).status).toBe(
        302,
      );
    });

    it("stored only what it accepted", async () => {
      const stored = await withDatabase(async (db) => ({
        messages: await db
          .select({ n: sql<number>`count(*)::int` })
          .from(contactMessages)
          .where(eq(contactMessages.email, `contact.limit.${kind}@example.com`)),
        subscriptions: await db
          .select({ email: consentRecords.email })
          .from(consentRecords)
          .where(sql`${consentRecords.email} like ${`news.limit.%.${kind}@example.com`}`),
      }));
      // 10 from the limited address, 1 from another.
      expect(stored.messages[0]!.n).toBe(11);
      expect(stored.subscriptions.map((s) => s.email).sort()).toEqual(
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map((n) => `news.limit.${n}.${kind}@example.com`).sort(),
      );
    }, 120_000);

    it("with a CAPTCHA configured, leaves the forms to it, and checks it with the same address", async () => {
      const ip = newAddress();
      const before = siteverify.calls.length;
      for (let n = 0; n < 11; n++) {
        const res = await getPage(
          guarded.url,
          "/contact",
          form({ ...message(n), "g-recaptcha-response": CAPTCHA_GOOD_TOKEN }, ip),
        );
        expect(res.status, String(n)).toBe(302);
      }
      const calls = siteverify.calls.slice(before);
      expect(calls).toHaveLength(11);
      for (const call of calls) expect(call.get("remoteip")).toBe(ip);
    });
  });

  describe("coupon lookups", () => {
    it("tell a guest the same for every code that cannot be used, a member why", async () => {
      const ip = newAddress();
      const notValid = "This coupon code is not valid.";
      for (const code of ["YOK", "TUKENDI", "BITTI"]) {
        const res = await api(`/api/coupon/fetch/${code}`, { headers: { "x-forwarded-for": ip } });
        expect(res.status, code).toBe(404);
        expect(res.body).toEqual({ error: notValid });
      }
      const made = await api<{ cartId: string }>(
        "/api/cart/add",
        json({ products: [{ product: await aProduct(), quantity: 1 }] }, ip),
      );
      const cartId = made.body.cartId;
      for (const code of ["YOK", "TUKENDI"]) {
        const res = await api(`/api/cart/coupon/${cartId}`, json({ code }, ip));
        expect(res.status, code).toBe(404);
        expect(res.body).toEqual({ error: `code: ${notValid}` });
      }

      const login = await api<{ token: string }>(
        "/api/auth/login",
        json({ email: "member@demo.shop", password: "member123!" }, ip),
      );
      const member = { authorization: `Bearer ${login.body.token}`, "x-forwarded-for": ip };
      const used = await api("/api/coupon/fetch/TUKENDI", { headers: member });
      expect(used.body).toEqual({ error: "This coupon has no uses left." });
      const unknown = await api("/api/coupon/fetch/YOK", { headers: member });
      expect(unknown.body).toEqual({ error: "This coupon code was not found." });
    }, 120_000);

    it("answers 30 lookups per address in 15 minutes, page and /api together, then 429", async () => {
      const ip = newAddress();
      const headers = { "x-forwarded-for": ip };
      // The cart page's coupon box needs something in the cart.
      const product = await aProduct();
      const added = await page("/cart", form({ intent: "add", product, quantity: "1" }, ip));
      const cookie = added.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const box = (code: string, path = "/cart") =>
        page(path, {
          ...form({ intent: "applyCoupon", code }, ip),
          headers: { ...form({}, ip).headers, cookie },
        });

      const guest = await box("YOKBOYLE");
      expect(guest.status).toBe(400);
      expect(guest.doc.querySelector(".coupon-box .field-errors")?.text).toBe(
        "Bu kupon kodu geçerli değil.",
      );
      for (let n = 1; n < 30; n++) {
        const res = await api(`/api/coupon/fetch/TAHMIN${n}`, { headers });
        expect(res.status, String(n)).toBe(404);
      }
      const refused = await box("HOSGELDIN10");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.doc.querySelector(".coupon-box .field-errors")?.text).toMatch(
        /^Bu bağlantıdan çok fazla istek geldi\. Lütfen \d+ dakika bekleyip tekrar deneyin\.$/,
      );
      expect(refused.doc.querySelector("#coupon-code")?.getAttribute("value")).toBe("HOSGELDIN10");
      const english = await box("HOSGELDIN10", "/en/cart");
      expect(english.status).toBe(429);
      expect(english.text).toContain("Too many requests from your connection.");
      const fetched = await api("/api/coupon/fetch/HOSGELDIN10", { headers });
      expect(fetched.status).toBe(429);
      expect(fetched.body.error).toMatch(/^Too many requests from your connection\./);
      // Another address still looks the code up.
      const other = await api<{ coupon: { code: string } }>("/api/coupon/fetch/HOSGELDIN10", {
        headers: { "x-forwarded-for": newAddress() },
      });
      expect(other.status).toBe(200);
      expect(other.body.coupon.code).toBe("HOSGELDIN10");
    });
  });
});
