import { parse as parseCsv } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addresses,
  backInStockRequests,
  carts,
  consentRecords,
  contactMessages,
  dataRequests,
  favorites,
  mailOutbox,
  orderDocuments,
  orderItems,
  orders,
  products,
  returnLines,
  returnRequests,
  reviews,
  sessions,
  users,
} from "../../db/schema";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import { getJson, getPage } from "../helpers/http";
import { DB_KINDS, sharedServer, type TestServer } from "../helpers/server";
import { placeTransferOrder } from "../helpers/transfer-order";

/**
 * The shopper's own data (issue [19] point 4, decision 080): the download holds the member's
 * data and nobody else's; closing the account erases it, keeps the orders without the person and
 * the reviews without the name, ends every session; the admins' log; the contact form's kind.
 */

interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  token: string;
  id: string;
  orderId: string;
  street: string;
  reviewTitle: string;
}

describe.each(DB_KINDS)("a member's data on %s", (kind) => {
  let server: TestServer;
  let product: { id: string; slug: string };
  let a: Member;
  let b: Member;

  const db = <T>(fn: Parameters<typeof atDatabase<T>>[1]) =>
    atDatabase(server, fn).then((r) => r.value);

  const api = <T = Record<string, unknown>>(
    path: string,
    token: string | null,
    init: { method?: string; body?: unknown } = {},
  ) =>
    getJson<T>(server.url, path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  /** A member with an address, a favorite, a review, an order with a return, a consent to campaign
   * e-mail. */
  async function member(tag: string, firstName: string, lastName: string): Promise<Member> {
    const email = `${tag}.${kind}.${Date.now()}@example.com`;
    const password = `${tag}-pass-1`;
    const reg = await api<{ token: string; user: { _id: string } }>("/api/auth/register", null, {
      body: { email, password, firstName, lastName },
    });
    expect(reg.status).toBe(201);
    const token = reg.body.token;
    const street = `${firstName} Sokak No: 7`;
    const reviewTitle = `${firstName} çok beğendi`;
    expect(
      (await api("/api/favorite/add", token, { body: { favorites: product.id } })).status,
    ).toBe(200);
    const review = await api("/api/review/add", token, {
      body: {
        product: product.id,
        title: reviewTitle,
        review: "Güzel",
        rating: 5,
        isRecommended: 1,
      },
    });
    expect(review.status).toBe(201);
    const id = reg.body.user._id;
    await db(async (d) => {
      await d.update(users).set({ phoneNumber: "+905321234567" }).where(eq(users.id, id));
      await d.insert(addresses).values({
        userId: id,
        address: street,
        city: "İzmir",
        state: "Karşıyaka",
        country: "Türkiye",
        zipCode: "35540",
        isDefault: true,
      });
    });
    // The member's order goes to their default address.
    const order = await placeTransferOrder(server.url, [{ product: product.id, quantity: 1 }], {
      token,
      address: null,
    });
    await db(async (d) => {
      await d.insert(consentRecords).values({
        email,
        given: true,
        source: "/newsletter",
        textVersion: "email-2026-12",
        lang: "tr",
        userId: id,
      });
      await d
        .insert(backInStockRequests)
        .values({ productId: product.id, email, lang: "tr", userId: id });
      await d.insert(contactMessages).values({
        firstname: firstName,
        lastname: lastName,
        email,
        message: `${firstName} soruyor`,
      });
      const [line] = await d
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .limit(1);
      const [ret] = await d
        .insert(returnRequests)
        .values({
          orderId: order.id,
          kind: "withdrawal",
          amount: 10,
          currency: "TRY",
          note: `${firstName} iade notu`,
          refundDueBy: new Date(Date.now() + 14 * 86_400_000),
          requestedBy: id,
        })
        .returning({ id: returnRequests.id });
      await d.insert(returnLines).values({ returnId: ret!.id, orderItemId: line!.id, amount: 10 });
    });
    return {
      email,
      password,
      firstName,
      lastName,
      token,
      id,
      orderId: order.id,
      street,
      reviewTitle,
    };
  }

  beforeAll(async () => {
    server = await sharedServer(kind);
    const [p] = await db((d) =>
      d
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(sql`${products.isActive} and ${products.isVisible} and ${products.quantity} > 10`)
        .orderBy(products.sku)
        .limit(1),
    );
    product = p!;
    a = await member("ayse", "Ayşe", "Kaya");
    b = await member("berk", "Berk", "Demir");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("downloads the member's data as JSON over /api, and nobody else's", async () => {
    const res = await fetch(`${server.url}/api/account/data`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="my-data-\d{4}-\d\d-\d\d\.json"|verilerim/,
    );
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ email: a.email, firstName: "Ayşe", lastName: "Kaya" });
    expect(data.profile).not.toHaveProperty("passwordHash");
    expect(text).not.toMatch(/scrypt\$/);
    expect(data.addresses.map((x: { address: string }) => x.address)).toEqual([a.street]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].id).toBe(a.orderId);
    expect(data.orders[0].items.length).toBeGreaterThan(0);
    expect(data.orders[0].shippingAddress.address).toBe(a.street);
    expect(data.reviews.map((r: { title: string }) => r.title)).toEqual([a.reviewTitle]);
    expect(data.favorites.map((f: { product: string }) => f.product)).toEqual([product.slug]);
    expect(data.consents.commercialEmail).toEqual([
      expect.objectContaining({
        email: a.email,
        channel: "email",
        given: true,
        textVersion: "email-2026-12",
        source: "/newsletter",
        lang: "tr",
      }),
    ]);
    expect(data.contactMessages.map((m: { message: string }) => m.message)).toEqual([
      "Ayşe soruyor",
    ]);
    expect(data.returnRequests).toHaveLength(1);
    expect(data.returnRequests[0].note).toBe("Ayşe iade notu");
    expect(data.returnRequests[0].lines).toHaveLength(1);
    expect(data.backInStockRequests).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.dataRequests).toEqual([expect.objectContaining({ kind: "export", via: "api" })]);
    // The other member's data is not in it, in any field.
    for (const theirs of [b.email, b.street, b.reviewTitle, b.orderId, "Berk", "Demir"])
      expect(text).not.toContain(theirs);
    // Nor a session id (a key): only when and where.
    const ids = await db((d) =>
      d.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, a.id)),
    );
    for (const { id } of ids) expect(text).not.toContain(id);
  });

  it("downloads the same as CSV, from the page (no JavaScript) and /api, each logged", async () => {
    const res = await fetch(`${server.url}/api/account/data?format=csv`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="verilerim-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const rows = parseCsv(await res.text(), { bom: true, delimiter: ";" }) as string[][];
    expect(rows[0]).toEqual(["Bölüm", "Kayıt", "Alan", "Değer"]);
    expect(rows).toContainEqual(["profile", "1", "email", a.email]);
    expect(rows).toContainEqual(["addresses", "1", "address", a.street]);
    expect(rows).toContainEqual(["reviews", "1", "title", a.reviewTitle]);
    expect(rows.flat().join("\n")).not.toContain(b.email);

    const browser = await new Browser(server.url).signIn(a.email, a.password);
    const page = await browser.get("/en/dashboard/my-data");
    expect(page.status).toBe(200);
    expect(page.doc.querySelector("h1")?.text).toBe("My data");
    const links = page.doc.querySelectorAll("main a[download]").map((l) => l.getAttribute("href"));
    expect(links).toEqual([
      "/en/dashboard/my-data/export?format=json",
      "/en/dashboard/my-data/export?format=csv",
    ]);
    const file = await fetch(`${server.url}${links[1]}`, { headers: { cookie: browser.cookie } });
    expect(file.headers.get("content-disposition")).toMatch(/filename="my-data-.*\.csv"/);
    const csv = parseCsv(await file.text(), { bom: true, delimiter: ";" }) as string[][];
    expect(csv[0]).toEqual(["Section", "Record", "Field", "Value"]);
    expect(csv).toContainEqual(["profile", "1", "firstName", "Ayşe"]);

    const logged = await db((d) =>
      d
        .select({ via: dataRequests.via, email: dataRequests.email })
        .from(dataRequests)
        .where(and(eq(dataRequests.userId, a.id), eq(dataRequests.kind, "export"))),
    );
    expect(logged.map((r) => r.via).sort()).toEqual(["account", "api", "api"]);
    expect(new Set(logged.map((r) => r.email))).toEqual(new Set([a.email]));
    // A guest has no data to download: the page signs in first, /api answers 401.
    expect((await getPage(server.url, "/dashboard/my-data/export?format=json")).status).toBe(302);
    expect((await api("/api/account/data", null)).status).toBe(401);
  });

  it("refuses a wrong password or an unticked box, and changes nothing", async () => {
    const browser = await new Browser(server.url).signIn(a.email, a.password);
    const page = await browser.get("/dashboard/my-data");
    expect(page.text).toContain("Verilerim");
    expect(page.doc.querySelectorAll("nav.dashboard-menu a").map((l) => l.text)).toContain(
      "Verilerim",
    );
    const form = page.doc.querySelector('main form input[name="password"]')!.closest("form")!;
    const before = await counts(a);
    const wrong = await browser.submit(form, { password: "not-my-password", confirm: "on" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Şifre yanlış. Hesabınız kapatılmadı.");
    expect(wrong.doc.querySelector('input[name="password"]')?.getAttribute("value") ?? "").toBe("");
    const unticked = await browser.submit(form, { password: a.password });
    expect(unticked.status).toBe(400);
    expect(unticked.text).toContain("Devam etmek için kutuyu işaretleyin.");
    const api400 = await api<{ error: string }>("/api/account/close", a.token, {
      body: { password: "not-my-password", confirm: true },
    });
    expect(api400.status).toBe(400);
    expect(api400.body.error).toBe("password: The password is wrong. Your account was not closed.");
    const noConfirm = await api<{ error: string }>("/api/account/close", a.token, {
      body: { password: a.password },
    });
    expect(noConfirm.status).toBe(400);
    expect(noConfirm.body.error).toBe("confirm: Tick the box to go on.");
    expect(await counts(a)).toEqual(before);
    // Still signed in, on both.
    expect((await browser.get("/dashboard")).status).toBe(200);
    expect((await api("/api/user/me", a.token)).status).toBe(200);
  });

  it("refuses to close a staff account, on the page and over /api", async () => {
    const admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    const page = await admin.get("/dashboard/my-data");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Yönetici ve satıcı hesapları buradan kapatılamaz");
    expect(page.doc.querySelector('main input[name="password"]')).toBeNull();
    const posted = await admin.post("/dashboard/my-data", { password: "admin123!", confirm: "on" });
    expect(posted.status).toBe(403);
    const login = await api<{ token: string }>("/api/auth/login", null, {
      body: { email: "merchant@demo.shop", password: "merchant123!" },
    });
    const refused = await api("/api/account/close", login.body.token, {
      body: { password: "merchant123!", confirm: true },
    });
    expect(refused.status).toBe(403);
    const staff = await db((d) =>
      d
        .select({ email: users.email })
        .from(users)
        .where(sql`${users.email} in ('admin@demo.shop', 'merchant@demo.shop')`),
    );
    expect(staff).toHaveLength(2);
    expect(
      await db((d) => d.select().from(dataRequests).where(eq(dataRequests.kind, "close"))),
    ).toEqual([]);
  });

  it("closes the account: signed out everywhere, personal rows gone, orders and reviews kept without the person", async () => {
    const browser = await new Browser(server.url).signIn(a.email, a.password);
    const oldCookie = browser.cookie;
    const documentsBefore = await db((d) =>
      d.select().from(orderDocuments).where(eq(orderDocuments.orderId, a.orderId)),
    );
    const page = await browser.get("/dashboard/my-data");
    const form = page.doc.querySelector('main input[name="password"]')!.closest("form")!;
    const closed = await browser.submit(form, { password: a.password, confirm: "on" });
    expect(closed.status).toBe(303);
    expect(closed.location).toBe("/");
    expect(browser.has("sid")).toBe(false);
    const home = await browser.follow(closed);
    expect(home.text).toContain("Hesabınız kapatıldı.");

    // The old cookie and the API token are dead.
    const withOld = await getPage(server.url, "/dashboard", { headers: { cookie: oldCookie } });
    expect(withOld.status).toBe(302);
    expect(withOld.headers.get("location")).toMatch(/^\/login/);
    expect((await api("/api/user/me", a.token)).status).toBe(401);
    expect((await api("/api/account/data", a.token)).status).toBe(401);

    expect(await counts(a)).toEqual({
      users: 0,
      addresses: 0,
      favorites: 0,
      carts: 0,
      sessions: 0,
      // The consent log is evidence and stays: the closing refused the standing consent, and
      // neither row names the member any more.
      consents: ["true /newsletter -", "false account-closed -"],
      backInStock: 0,
      contact: 0,
      closeLog: 1,
    });
    const [order] = await db((d) => d.select().from(orders).where(eq(orders.id, a.orderId)));
    expect(order!.userId).toBeNull();
    expect(order!.guestAccessToken).toBeNull();
    const kept = JSON.stringify([order!.buyer, order!.shippingAddress, order!.buyerSearchText]);
    for (const gone of [a.email, "Ayşe", "Kaya", a.street, "0532", "+90532"])
      expect(kept).not.toContain(gone);
    expect(order!.shippingAddress).toMatchObject({ country: "Türkiye", city: "İzmir" });
    expect(order!.total).toBeGreaterThan(0);
    expect(
      await db((d) => d.select().from(orderDocuments).where(eq(orderDocuments.orderId, a.orderId))),
    ).toEqual(documentsBefore);
    // The review stays, without its author; the product page shows no name of hers.
    const [review] = await db((d) =>
      d.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.title, a.reviewTitle)),
    );
    expect(review).toEqual({ userId: null });
    const productPage = await getPage(server.url, `/product/${product.slug}`);
    expect(productPage.text).toContain(a.reviewTitle);
    expect(productPage.text).not.toContain("Ayşe K.");
    expect(productPage.text).toContain("Berk D.");
    // The last mail, to the address before it went; the log keeps the e-mail.
    const mails = await db((d) =>
      d
        .select({ kind: mailOutbox.kind, subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, a.email)),
    );
    expect(mails.map((m) => m.kind)).toContain("accountClosed");
    expect(mails.map((m) => m.kind)).not.toContain("welcome");
    const [log] = await db((d) =>
      d
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.kind, "close"), eq(dataRequests.email, a.email))),
    );
    expect(log).toMatchObject({ via: "account", userId: null, handledAt: null });
    // B is untouched.
    expect(await counts(b)).toMatchObject({
      users: 1,
      addresses: 1,
      favorites: 1,
      consents: ["true /newsletter member"],
    });
  });

  it("closes an account over /api with the token ending with it", async () => {
    const c = await api<{ token: string; user: { _id: string } }>("/api/auth/register", null, {
      body: {
        email: `can.${kind}@example.com`,
        password: "can-pass-1",
        firstName: "Can",
        lastName: "Öz",
      },
    });
    const res = await api<{ success: boolean }>("/api/account/close", c.body.token, {
      body: { password: "can-pass-1", confirm: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await api("/api/user/me", c.body.token)).status).toBe(401);
    const [log] = await db((d) =>
      d
        .select({ via: dataRequests.via })
        .from(dataRequests)
        .where(eq(dataRequests.email, `can.${kind}@example.com`)),
    );
    expect(log).toEqual({ via: "api" });
  });

  it("stops guessing: after five wrong passwords even the right one closes nothing for a while", async () => {
    const email = `guess.${kind}@example.com`;
    const d = await api<{ token: string }>("/api/auth/register", null, {
      body: { email, password: "guess-pass-1", firstName: "Deniz", lastName: "Er" },
    });
    for (let i = 0; i < 5; i++) {
      const wrong = await api("/api/account/close", d.body.token, {
        body: { password: `guess-${i}`, confirm: true },
      });
      expect(wrong.status).toBe(400);
    }
    const stopped = await api<{ error: string }>("/api/account/close", d.body.token, {
      body: { password: "guess-pass-1", confirm: true },
    });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error).toBe(
      "password: Too many wrong passwords. Your account was not closed; try again in 15 minutes.",
    );
    expect((await api("/api/user/me", d.body.token)).status).toBe(200);
    const rows = await db((x) =>
      x.select({ id: dataRequests.id }).from(dataRequests).where(eq(dataRequests.email, email)),
    );
    expect(rows).toEqual([]);
  });

  it("leaves everything as it was when the closing fails half-way", async () => {
    const email = `eda.${kind}@example.com`;
    const reg = await api<{ token: string; user: { _id: string } }>("/api/auth/register", null, {
      body: { email, password: "eda-pass-1", firstName: "Eda", lastName: "Su" },
    });
    const token = reg.body.token;
    await api("/api/favorite/add", token, { body: { favorites: product.id } });
    // The database refuses the log's row, the last step but the mail: the erasure before it
    // must go back with it.
    await db(async (d) => {
      await d.execute(
        sql.raw(`create function kvkk_test_refuse() returns trigger language plpgsql as $$
          begin raise exception 'refused for the test'; end $$`),
      );
      await d.execute(
        sql.raw(`create trigger kvkk_test_refuse before insert on data_requests for each row
          when (new.kind = 'close' and new.email = '${email}') execute function kvkk_test_refuse()`),
      );
    });
    try {
      const res = await api("/api/account/close", token, {
        body: { password: "eda-pass-1", confirm: true },
      });
      expect(res.status).toBe(500);
    } finally {
      await db(async (d) => {
        await d.execute(sql.raw("drop trigger kvkk_test_refuse on data_requests"));
        await d.execute(sql.raw("drop function kvkk_test_refuse()"));
      });
    }
    expect((await api("/api/user/me", token)).status).toBe(200);
    const left = await db(async (d) => ({
      users: (await d.select().from(users).where(eq(users.email, email))).length,
      favorites: (await d.select().from(favorites).where(eq(favorites.userId, reg.body.user._id)))
        .length,
      mails: (
        await d.select({ kind: mailOutbox.kind }).from(mailOutbox).where(eq(mailOutbox.to, email))
      ).map((m) => m.kind),
    }));
    expect(left).toEqual({ users: 1, favorites: 1, mails: ["welcome"] });
  });

  it("logs a contact form's K.V.K.K. request for the admins alone, who mark it answered", async () => {
    const guest = new Browser(server.url);
    const contact = await guest.get("/contact?kind=kvkk");
    const form = contact.doc.querySelector('main form input[name="email"]')!.closest("form")!;
    expect(form.querySelector('input[name="kind"][value="kvkk"]')?.hasAttribute("checked")).toBe(
      true,
    );
    const sent = await guest.submit(form, {
      firstname: "Deniz",
      lastname: "Ak",
      email: `deniz.${kind}@example.com`,
      message: "Hakkımdaki verileri silin.",
    });
    expect(sent.status).toBe(302);
    const [row] = await db((d) =>
      d
        .select({
          id: dataRequests.id,
          kind: dataRequests.kind,
          via: dataRequests.via,
          message: contactMessages.kind,
        })
        .from(dataRequests)
        .innerJoin(contactMessages, eq(contactMessages.id, dataRequests.contactMessageId))
        .where(eq(dataRequests.email, `deniz.${kind}@example.com`)),
    );
    expect(row).toMatchObject({ kind: "contact", via: "contact", message: "kvkk" });

    // Members and merchants may not read the log.
    const memberB = await new Browser(server.url).signIn(b.email, b.password);
    expect((await memberB.get("/dashboard/data-requests")).status).toBe(403);
    expect((await memberB.post("/dashboard/data-requests", { id: row!.id })).status).toBe(403);
    expect((await api("/api/data-requests", b.token)).status).toBe(403);
    expect((await api(`/api/data-requests/${row!.id}/handled`, b.token, { body: {} })).status).toBe(
      403,
    );

    const admin = await new Browser(server.url).signIn("admin@demo.shop", "admin123!");
    const list = await admin.get("/dashboard/data-requests?kind=contact");
    expect(list.status).toBe(200);
    const entry = list.doc.querySelector(`#request-${row!.id}`)!;
    expect(entry.text).toContain("İletişim formu başvurusu");
    expect(entry.text).toContain(`deniz.${kind}@example.com`);
    expect(entry.text).toContain("Hakkımdaki verileri silin.");
    expect(entry.querySelector(".data-request-handled")?.text).toBe("Bekliyor");
    const mark = entry.querySelector("form")!;
    const marked = await admin.submit(mark);
    expect(marked.status).toBe(303);
    const after = await admin.follow(marked);
    expect(after.text).toContain("Talep yanıtlandı olarak işaretlendi.");
    expect(after.doc.querySelector(`#request-${row!.id} .data-request-handled`)?.text).toContain(
      "admin@demo.shop",
    );
    // The close of A's account is in the log too, in words.
    const closes = await admin.get("/en/dashboard/data-requests?kind=close");
    expect(closes.text).toContain("Account closed");
    expect(closes.text).toContain(a.email);

    const login = await api<{ token: string }>("/api/auth/login", null, {
      body: { email: "admin@demo.shop", password: "admin123!" },
    });
    const listed = await api<{ requests: { _id: string; kind: string; handled_by: string }[] }>(
      "/api/data-requests?kind=contact",
      login.body.token,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.requests.every((r) => r.kind === "contact")).toBe(true);
    expect(listed.body.requests.find((r) => r._id === row!.id)?.handled_by).toBe("admin@demo.shop");
    const again = await api<{ already: boolean }>(
      `/api/data-requests/${row!.id}/handled`,
      login.body.token,
      {
        body: {},
      },
    );
    expect(again.status).toBe(200);
    expect(again.body.already).toBe(true);
    const missing = await api(
      "/api/data-requests/00000000-0000-4000-8000-000000000000/handled",
      login.body.token,
      { body: {} },
    );
    expect(missing.status).toBe(404);
  });

  /** How many of the member's rows each table holds, by id or by address. */
  async function counts(m: Member) {
    const n = (q: Promise<unknown[]>) => q.then((r) => r.length);
    return db(async (d) => ({
      users: await n(d.select().from(users).where(eq(users.id, m.id))),
      addresses: await n(d.select().from(addresses).where(eq(addresses.userId, m.id))),
      favorites: await n(d.select().from(favorites).where(eq(favorites.userId, m.id))),
      carts: await n(d.select().from(carts).where(eq(carts.userId, m.id))),
      sessions: await n(d.select().from(sessions).where(eq(sessions.userId, m.id))),
      consents: (
        await d
          .select()
          .from(consentRecords)
          .where(eq(consentRecords.email, m.email))
          .orderBy(consentRecords.createdAt)
      ).map((r) => `${r.given} ${r.source} ${r.userId === m.id ? "member" : (r.userId ?? "-")}`),
      backInStock: await n(
        d.select().from(backInStockRequests).where(eq(backInStockRequests.email, m.email)),
      ),
      contact: await n(d.select().from(contactMessages).where(eq(contactMessages.email, m.email))),
      closeLog: await n(
        d
          .select()
          .from(dataRequests)
          .where(and(eq(dataRequests.kind, "close"), eq(dataRequests.email, m.email))),
      ),
    }));
  }
});
