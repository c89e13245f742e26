import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../db/client.server";
import { consentRecords, contactMessages, merchantRequests } from "../../db/schema";
import { createMerchantInvitation } from "../../app/models/merchant.server";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";
import { getJson, getPage, type Page } from "../helpers/http";

const form = (fields: Record<string, string>): RequestInit => ({
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** The `toast=...` pair a redirect set, ready to send back as a Cookie header. */
function toastCookie(page: Page): string {
  const toast = page.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!toast) throw new Error(`no toast cookie in ${page.status}`);
  return toast.split(";")[0]!;
}

/** The labelled control's wrapper carries the red border class when its field has an error. */
function hasError(page: Page, name: string): boolean {
  const control = page.doc.querySelector(`[name="${name}"]`);
  if (!control) throw new Error(`no control named ${name}`);
  return !!control.parentNode?.classList.contains("has-error");
}

const valueOf = (page: Page, selector: string) =>
  page.doc.querySelector(selector)?.getAttribute("value");

const CONTACT = { firstname: "Ece", lastname: "Ak", email: "ece@example.com" };
const SELLER = {
  name: "Ayşe Demir",
  email: "ayse.demir@example.com",
  phoneNumber: "(555) 123-4567",
  brand: "Deniz Kabuğu Atölyesi",
  business: "El yapımı gümüş ve doğal taş takılar üretiyoruz.",
};
const DAY = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)("public forms on %s", (kind) => {
  let server: TestServer;
  // On PGlite the test owns the database directory: PGlite allows one process at a time, so the
  // test opens it between a stop and a restart of the server (on PostgreSQL, beside it).
  const pgliteDir =
    kind === "pglite" ? mkdtempSync(path.join(os.tmpdir(), "shop-forms-")) : undefined;
  const env: Record<string, string> = pgliteDir
    ? { DATABASE_URL: `pglite:${path.join(pgliteDir, "pglite")}` }
    : {};
  const get = (p: string, init?: RequestInit) => getPage(server.url, p, init);
  const post = (p: string, fields: Record<string, string>) => getPage(server.url, p, form(fields));

  async function withDatabase<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (kind === "postgres") {
      const database = await openDatabase(server.databaseUrl);
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    }
    await server.stop();
    const database = await openDatabase(env.DATABASE_URL);
    try {
      return await fn(database.db);
    } finally {
      await database.close();
      server = await startServer(kind, env);
    }
  }

  beforeAll(async () => {
    server = await startServer(kind, env);
  });
  afterAll(async () => {
    await server?.stop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  });

  describe("contact", () => {
    it("shows the form with a newsletter box, and the newsletter form once (the footer's)", async () => {
      const page = await get("/contact");
      expect(page.status).toBe(200);
      expect(page.doc.querySelector("main h1")?.text).toBe("İletişim");
      for (const name of ["firstname", "lastname", "email", "message", "newsletter", "website"])
        expect(page.doc.querySelector(`form#contact [name="${name}"]`)).toBeTruthy();
      expect(
        page.doc.querySelectorAll('form[action="/newsletter"]').map((f) => f.getAttribute("id")),
      ).toEqual(["footer-newsletter"]);
      const en = await get("/en/contact");
      expect(en.doc.querySelector("main h1")?.text).toBe("Contact");
      // The consent box says what is agreed to, beside the K.V.K.K. notice (issue [20] point 3).
      expect(page.doc.querySelector('label[for="contact-newsletter"]')?.text).toBe(
        "Kampanya, indirim ve yeniliklerden e-posta ile haberdar olmak istiyorum.",
      );
      expect(
        page.doc.querySelector('form#contact .consent-link a[href="/info/kvkk"]'),
      ).toBeTruthy();
      expect(en.doc.querySelector('label[for="contact-newsletter"]')?.text).toBe(
        "I would like to hear about campaigns, discounts and news by e-mail.",
      );
    });

    it("marks empty fields red with a message, in Turkish and English, keeping what was typed", async () => {
      const empty = await post("/contact", {});
      expect(empty.status).toBe(400);
      for (const message of ["Ad gerekli.", "Soyad gerekli.", "E-posta gerekli."])
        expect(empty.text).toContain(message);
      for (const name of ["firstname", "lastname", "email"])
        expect(hasError(empty, name)).toBe(true);
      expect(hasError(empty, "message")).toBe(false);

      const typed = await post("/contact", {
        firstname: "Ece",
        email: "ece-at-example",
        message: "Özel sipariş alıyor musunuz?",
      });
      expect(typed.status).toBe(400);
      expect(typed.text).toContain("E-posta biçimi geçersiz.");
      expect(valueOf(typed, 'input[name="firstname"]')).toBe("Ece");
      expect(valueOf(typed, 'input[name="email"]')).toBe("ece-at-example");
      expect(typed.doc.querySelector('textarea[name="message"]')?.text).toBe(
        "Özel sipariş alıyor musunuz?",
      );
      expect(hasError(typed, "firstname")).toBe(false);

      const en = await post("/en/contact", { email: "bad" });
      for (const message of [
        "First Name is required.",
        "Last Name is required.",
        "Email format is invalid.",
      ])
        expect(en.text).toContain(message);
      expect((await post("/en/contact", {})).text).toContain("Email is required.");
    });

    it("sends a message and says so once, in the page's language", async () => {
      const sent = await post("/contact", {
        ...CONTACT,
        email: "Ece@Example.com",
        message: "Merhaba!",
        newsletter: "on",
      });
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe("/contact");
      const page = await get("/contact", { headers: { cookie: toastCookie(sent) } });
      expect(page.doc.querySelector(".toast")?.text).toBe(
        "Mesajınız alındı. En kısa sürede size dönüş yapacağız.",
      );
      const en = await post("/en/contact", {
        ...CONTACT,
        firstname: "Tom",
        email: "tom@example.com",
      });
      expect(en.headers.get("location")).toBe("/en/contact");
      const enPage = await get("/en/contact", { headers: { cookie: toastCookie(en) } });
      expect(enPage.text).toContain("We received your message and will get back to you soon.");
    });

    it("answers /api/contact/add with a 400 naming the field, then success", async () => {
      const bad = await getJson<{ error: string }>(
        server.url,
        "/api/contact/add",
        json({ firstname: "Api", lastname: "Client" }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error).toContain("email");
      const invalid = await getJson<{ error: string }>(
        server.url,
        "/api/contact/add",
        json({ ...CONTACT, email: "nope" }),
      );
      expect(invalid.body.error).toBe("email: Email format is invalid.");
      const ok = await getJson<{ success: boolean; message: string }>(
        server.url,
        "/api/contact/add",
        json({ ...CONTACT, email: "api.contact@example.com", newsletter: true }),
      );
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({
        success: true,
        message: "We received your message and will get back to you soon.",
      });
      const malformed = await getJson(server.url, "/api/contact/add", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      });
      expect(malformed.status).toBe(400);
    });
  });

  describe("newsletter", () => {
    it("sits in the footer of every page, posting to the page's language", async () => {
      const home = await get("/");
      expect(
        home.doc.querySelector('footer form#footer-newsletter[action="/newsletter"]'),
      ).toBeTruthy();
      expect(home.doc.querySelector("footer")?.text).toContain("E-Bülten");
      const en = await get("/en/shop");
      expect(en.doc.querySelector('footer form[action="/en/newsletter"]')).toBeTruthy();
      expect(valueOf(en, 'footer input[name="redirectTo"]')).toBe("/en/shop");
      // Signing up is consent: its words stand beside the button, which they describe.
      const note = home.doc.querySelector("footer #footer-newsletter-consent");
      expect(note?.text).toContain(
        "Kampanya, indirim ve yeniliklerden e-posta ile haberdar olmak istiyorum.",
      );
      expect(note?.querySelector('a[href="/info/kvkk"]')).toBeTruthy();
      expect(
        home.doc
          .querySelector('footer #footer-newsletter button[type="submit"]')
          ?.getAttribute("aria-describedby"),
      ).toBe("footer-newsletter-consent");
    });

    it("subscribes and goes back to the page the form was on; a repeat is no error", async () => {
      const first = await post("/newsletter", {
        email: "okur@example.com",
        redirectTo: "/shop?cat=necklace",
      });
      expect(first.status).toBe(302);
      expect(first.headers.get("location")).toBe("/shop?cat=necklace");
      const shop = await get("/shop?cat=necklace", { headers: { cookie: toastCookie(first) } });
      expect(shop.text).toContain("E-bültenimize abone oldunuz. Teşekkürler!");
      const again = await post("/en/newsletter", { email: "OKUR@example.com", redirectTo: "/en" });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe("/en");
      const away = await post("/newsletter", {
        email: "uzak@example.com",
        redirectTo: "//evil.example",
      });
      expect(away.headers.get("location")).toBe("/");
      const english = await post("/en/newsletter", {
        email: "reader.en@example.com",
        redirectTo: "/en/blog",
      });
      expect(english.headers.get("location")).toBe("/en/blog");
    });

    it("shows the spec's messages on its own page without JavaScript, keeping the address", async () => {
      const empty = await post("/newsletter", { email: "", redirectTo: "/blog" });
      expect(empty.status).toBe(400);
      expect(empty.doc.querySelector("main")?.text).toContain("E-posta gerekli.");
      expect(hasError(empty, "email")).toBe(true);
      const bad = await post("/newsletter", { email: "okur@", redirectTo: "/blog" });
      expect(bad.text).toContain("E-posta biçimi geçersiz.");
      expect(valueOf(bad, "#newsletter-page-email")).toBe("okur@");
      // The way back is kept for the second try.
      expect(valueOf(bad, 'main input[name="redirectTo"]')).toBe("/blog");
      expect((await post("/en/newsletter", { email: "" })).text).toContain("Email is required.");
      expect((await post("/en/newsletter", { email: "x" })).text).toContain(
        "Email format is invalid.",
      );
    });

    it("answers POST /api/newsletter/subscribe", async () => {
      const bad = await getJson<{ error: string }>(
        server.url,
        "/api/newsletter/subscribe",
        json({}),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe("email: Email is required.");
      for (const email of ["api.reader@example.com", "API.Reader@example.com"]) {
        const ok = await getJson<{ success: boolean }>(
          server.url,
          "/api/newsletter/subscribe",
          json({ email }),
        );
        expect(ok.status).toBe(200);
        expect(ok.body.success).toBe(true);
      }
    });
  });

  describe("sell with us", () => {
    it("shows the five fields", async () => {
      const page = await get("/sell");
      expect(page.status).toBe(200);
      expect(page.doc.querySelector("main h1")?.text).toBe("Bizimle Satış Yapın");
      for (const name of ["name", "email", "phoneNumber", "brand", "business", "website"])
        expect(page.doc.querySelector(`form#sell [name="${name}"]`)).toBeTruthy();
      expect((await get("/en/sell")).doc.querySelector("main h1")?.text).toBe("Sell With Us");
    });

    it("checks every field, in Turkish and English, keeping what was typed", async () => {
      const empty = await post("/sell", {});
      expect(empty.status).toBe(400);
      for (const message of [
        "Ad soyad gerekli.",
        "E-posta gerekli.",
        "Telefon numarası gerekli.",
        "Marka gerekli.",
        "İşletmenizi anlatmanız gerekiyor.",
      ])
        expect(empty.text).toContain(message);
      for (const name of ["name", "email", "phoneNumber", "brand", "business"])
        expect(hasError(empty, name)).toBe(true);

      const typed = await post("/sell", {
        ...SELLER,
        email: "ayse@",
        phoneNumber: "555 123 45",
        business: "Takı",
      });
      expect(typed.status).toBe(400);
      expect(typed.text).toContain("E-posta biçimi geçersiz.");
      expect(typed.text).toContain("Telefon numarası 10 haneli olmalıdır.");
      expect(typed.text).toContain("İşletmenizi en az 10 karakterle anlatın.");
      expect(hasError(typed, "name")).toBe(false);
      expect(valueOf(typed, 'input[name="name"]')).toBe("Ayşe Demir");
      expect(valueOf(typed, 'input[name="phoneNumber"]')).toBe("555 123 45");
      expect(valueOf(typed, 'input[name="brand"]')).toBe(SELLER.brand);
      expect(typed.doc.querySelector('textarea[name="business"]')?.text).toBe("Takı");

      const en = await post("/en/sell", {
        name: "Tom",
        phoneNumber: "12345678901",
        business: "short",
      });
      for (const message of [
        "Email is required.",
        "Phone number must have 10 digits.",
        "Brand is required.",
        "Business must be at least 10 characters.",
      ])
        expect(en.text).toContain(message);
    });

    it("takes a request and says so", async () => {
      const sent = await post("/sell", SELLER);
      expect(sent.status).toBe(302);
      expect(sent.headers.get("location")).toBe("/sell");
      const page = await get("/sell", { headers: { cookie: toastCookie(sent) } });
      expect(page.text).toContain("Başvurunuz alındı.");
      const en = await post("/en/sell", { ...SELLER, email: "second.seller@example.com" });
      expect(en.headers.get("location")).toBe("/en/sell");
    });

    it("answers POST /api/merchant/seller-request", async () => {
      const bad = await getJson<{ error: string }>(
        server.url,
        "/api/merchant/seller-request",
        json({ ...SELLER, phoneNumber: "555-0100" }),
      );
      expect(bad.status).toBe(400);
      expect(bad.body.error).toBe("phoneNumber: Phone number must have 10 digits.");
      const ok = await getJson<{ success: boolean; message: string }>(
        server.url,
        "/api/merchant/seller-request",
        json({ ...SELLER, email: "api.seller@example.com", brand: "Api Taş" }),
      );
      expect(ok.status).toBe(201);
      expect(ok.body.success).toBe(true);
      expect(ok.body.message).toContain("We received your request");
    });
  });

  it("refuses a filled honeypot on every form and the /api with a 400", async () => {
    const bot = { website: "http://spam.example" };
    const contact = await post("/contact", { ...CONTACT, email: "bot@example.com", ...bot });
    expect(contact.status).toBe(400);
    expect(contact.text).toContain("Güvenlik doğrulaması başarısız oldu.");
    expect(valueOf(contact, 'input[name="firstname"]')).toBe("Ece");
    const newsletter = await post("/newsletter", { email: "bot@example.com", ...bot });
    expect(newsletter.status).toBe(400);
    expect(newsletter.text).toContain("Güvenlik doğrulaması başarısız oldu.");
    const sell = await post("/en/sell", { ...SELLER, email: "bot@example.com", ...bot });
    expect(sell.status).toBe(400);
    expect(sell.text).toContain("The security check failed.");
    for (const [url, body] of [
      ["/api/contact/add", { ...CONTACT, email: "bot@example.com" }],
      ["/api/newsletter/subscribe", { email: "bot@example.com" }],
      ["/api/merchant/seller-request", { ...SELLER, email: "bot@example.com" }],
    ] as const) {
      const res = await getJson<{ error: string }>(server.url, url, json({ ...body, ...bot }));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe("The security check failed. Please try again.");
    }
  });

  describe("merchant sign-up", () => {
    const tokens = { page: "", api: "", expired: "" };
    const signupPath = (token: string, email = SELLER.email) =>
      `/merchant-signup/${token}?email=${encodeURIComponent(email)}`;
    const account = { firstName: "Ayşe", lastName: "Demir", password: "satici123" };

    beforeAll(async () => {
      // What was sent is stored (and what the honeypot refused is not); the admin's approval
      // then invites the seller, which the test does through the model.
      await withDatabase(async (db) => {
        const messages = await db.select().from(contactMessages);
        expect(messages.find((m) => m.email === "Ece@Example.com")).toMatchObject({
          firstname: "Ece",
          message: "Merhaba!",
          subscribe: true,
        });
        // Each consent is one row with where, in which language and to which text it was given;
        // the repeats (another case, another page) wrote nothing (issue [20] point 3).
        const consents = await db.select().from(consentRecords);
        const of = (email: string) =>
          consents
            .filter((r) => r.email === email)
            .map((r) => ({ given: r.given, source: r.source, lang: r.lang, text: r.textVersion }));
        const current = { given: true, lang: "tr", text: "email-2026-12" };
        expect(of("okur@example.com")).toEqual([{ ...current, source: "/shop" }]);
        expect(of("ece@example.com")).toEqual([{ ...current, source: "/contact" }]);
        expect(of("api.reader@example.com")).toEqual([
          { ...current, source: "/api/newsletter/subscribe" },
        ]);
        expect(of("api.contact@example.com")).toEqual([{ ...current, source: "/api/contact/add" }]);
        expect(of("uzak@example.com")).toEqual([{ ...current, source: "/newsletter" }]);
        expect(of("reader.en@example.com")).toEqual([{ ...current, source: "/blog", lang: "en" }]);
        expect(of("tom@example.com")).toEqual([]);
        const [request] = await db
          .select()
          .from(merchantRequests)
          .where(eq(merchantRequests.email, SELLER.email));
        expect(request).toMatchObject({
          name: SELLER.name,
          phoneNumber: "5551234567",
          brand: SELLER.brand,
          business: SELLER.business,
          status: "Waiting Approval",
        });
        const bots = await Promise.all(
          [contactMessages, consentRecords, merchantRequests].map(async (table) => {
            const [row] = await db
              .select({ n: sql<number>`count(*)::int` })
              .from(table)
              .where(eq(table.email, "bot@example.com"));
            return row!.n;
          }),
        );
        expect(bots).toEqual([0, 0, 0]);
        const invite = (email: string, ttlMs = DAY) =>
          createMerchantInvitation(db, { merchantRequestId: request!.id, email, ttlMs });
        tokens.page = await invite(SELLER.email);
        tokens.api = await invite("api.merchant@example.com");
        tokens.expired = await invite(SELLER.email, -60_000);
      });
    });

    it("shows the spec's page with the e-mail from the link", async () => {
      const page = await get(signupPath(tokens.page));
      expect(page.status).toBe(200);
      expect(page.headers.get("cache-control")).toContain("no-store");
      expect(page.doc.querySelector("main h1")?.text).toBe("Kaydı Tamamla");
      expect(valueOf(page, 'input[name="email"]')).toBe(SELLER.email);
      for (const name of ["firstName", "lastName", "password", "website"])
        expect(page.doc.querySelector(`form#merchant-signup [name="${name}"]`)).toBeTruthy();
      const en = await get(`/en${signupPath(tokens.page)}`);
      expect(en.doc.querySelector("main h1")?.text).toBe("Complete Sign Up");
      expect(en.doc.querySelector('main button[type="submit"]')?.text).toBe("Get Started");
    });

    it("shows a clear not-found state for an unknown or expired link", async () => {
      for (const token of ["not-a-token", "A".repeat(43), tokens.expired]) {
        const page = await get(signupPath(token));
        expect(page.status).toBe(404);
        expect(page.doc.querySelector("main h1")?.text).toBe("Davet bağlantısı geçersiz");
        expect(page.text).toContain("süresi dolmuş");
        expect(page.doc.querySelector('input[name="password"]')).toBeNull();
        expect(page.html).not.toMatch(/at .*\.js:\d+/);
      }
      const en = await get(`/en${signupPath(tokens.expired)}`);
      expect(en.text).toContain("has already been used or has expired");
    });

    it("checks the fields in Turkish and English and keeps all but the password", async () => {
      const empty = await post(signupPath(tokens.page), {});
      expect(empty.status).toBe(400);
      for (const message of ["E-posta gerekli.", "Ad gerekli.", "Soyad gerekli.", "Şifre gerekli."])
        expect(empty.text).toContain(message);
      const typed = await post(signupPath(tokens.page), {
        email: SELLER.email,
        firstName: "Ayşe",
        lastName: "",
        password: "123",
      });
      expect(typed.text).toContain("Şifre en az 6 karakter olmalıdır.");
      expect(valueOf(typed, 'input[name="firstName"]')).toBe("Ayşe");
      expect(valueOf(typed, 'input[name="password"]')).toBeFalsy();
      expect(hasError(typed, "lastName")).toBe(true);
      const en = await post(`/en${signupPath(tokens.page)}`, { email: "x", password: "1" });
      for (const message of [
        "Email format is invalid.",
        "First Name is required.",
        "Last Name is required.",
        "Password must be at least 6 characters.",
      ])
        expect(en.text).toContain(message);
      const other = await post(signupPath(tokens.page), { ...account, email: "baska@example.com" });
      expect(other.status).toBe(400);
      expect(other.text).toContain("Bu e-posta adresi davetin gönderildiği adresle eşleşmiyor.");
      const bot = await post(signupPath(tokens.page), {
        ...account,
        email: SELLER.email,
        website: "x",
      });
      expect(bot.status).toBe(400);
    });

    it("creates the merchant account once, then sends the seller to sign in", async () => {
      const done = await post(signupPath(tokens.page), { ...account, email: SELLER.email });
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toBe(`/login?email=${encodeURIComponent(SELLER.email)}`);
      const login = await get(done.headers.get("location")!, {
        headers: { cookie: toastCookie(done) },
      });
      expect(login.text).toContain("Satıcı hesabınız oluşturuldu. Lütfen giriş yapın.");
      // The sign-in form has the new merchant's e-mail filled in: only the password to type.
      expect(valueOf(login, 'main form input[name="email"]')).toBe(SELLER.email);

      const used = await get(signupPath(tokens.page));
      expect(used.status).toBe(404);
      const twice = await post(signupPath(tokens.page), { ...account, email: SELLER.email });
      expect(twice.status).toBe(404);

      const signIn = await getJson<{ token: string; user: { role: string; merchant: string } }>(
        server.url,
        "/api/auth/login",
        json({ email: SELLER.email, password: account.password }),
      );
      expect(signIn.status).toBe(200);
      expect(signIn.body.user.role).toBe("ROLE_MERCHANT");
      expect(signIn.body.user.merchant).toMatch(/^[0-9a-f-]{36}$/);
      // The request's brand exists now, under a slug of its name.
      const brand = await get("/shop/brand/deniz-kabugu-atolyesi");
      expect(brand.status).toBe(200);
      expect(brand.doc.querySelector("main h1")?.text).toContain(SELLER.brand);
    });

    it("answers POST /api/merchant/signup/{token}", async () => {
      const url = `/api/merchant/signup/${tokens.api}`;
      const body = { ...account, email: "api.merchant@example.com" };
      const missing = await getJson<{ error: string }>(
        server.url,
        url,
        json({ ...body, password: undefined }),
      );
      expect(missing.status).toBe(400);
      expect(missing.body.error).toContain("password");
      const mismatch = await getJson<{ error: string }>(
        server.url,
        url,
        json({ ...body, email: "other@example.com" }),
      );
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toContain("email");
      const unknown = await getJson<{ error: string }>(
        server.url,
        "/api/merchant/signup/unknown-token",
        json(body),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toContain("invalid");
      const ok = await getJson<{ success: boolean; message: string }>(server.url, url, json(body));
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({
        success: true,
        message: "Your merchant account has been created. Please sign in.",
      });
      expect((await getJson(server.url, url, json(body))).status).toBe(404);
      const expired = await getJson(
        server.url,
        `/api/merchant/signup/${tokens.expired}`,
        json({ ...body, email: SELLER.email }),
      );
      expect(expired.status).toBe(404);
    });
  });
});
