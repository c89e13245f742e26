import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { atDatabase } from "../helpers/database";
import { DB_KINDS, ownDatabase, startServer, type TestServer } from "../helpers/server";
import { getJson, type Page } from "../helpers/http";
import { Browser } from "../helpers/browser";
import { placeTransferOrder } from "../helpers/transfer-order";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../helpers/smtp";
import { rowsOf } from "~/models/taxonomy.server";

/**
 * Issue [10] point 5, stock alerts (decision 036): one low-stock mail to the admins and the
 * brand's merchant per crossing of the threshold, whoever changes the stock and however many
 * processes; 'Stoğa girince haber ver' on a sold-out product, without JavaScript, answered once
 * in the asker's language when the stock returns.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADMIN = "admin@demo.shop";
const MERCHANT = "merchant@demo.shop";
const MEMBER = "member@demo.shop";
// The demo shop: all three of the merchant's brand 'dogal-tas-atolyesi'.
const CROSSING = { sku: "ARW103", slug: "inci-kupe-arw103" };
const RACE = { sku: "ARW105", slug: "ametist-kolye-koc-burcu-arw105" };
const SOLD_OUT = { sku: "ARW109", slug: "akik-kolye-boga-burcu-arw109" };

const toastOf = (page: Page) => page.doc.querySelector(".toast")?.text.trim() ?? null;
const formOf = (page: Page) => page.doc.querySelector("form.back-in-stock-form");

describe.each(DB_KINDS)("stock alerts on %s", (kind) => {
  let database: { url: string; drop: () => Promise<void> };
  let smtp: TestSmtp;
  /** Two processes on one database on PostgreSQL, as behind a load balancer; PGlite has one. */
  let a: TestServer;
  let b: TestServer;
  let admin: Browser;
  const ids: Record<string, string> = {};

  /** The database as it is now, in one snapshot: alerts waiting and the mails written. */
  async function db<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const samePair = a === b;
    const done = await atDatabase(a, fn);
    a = done.server;
    if (samePair) b = a;
    admin.base = a.url;
    return done.value;
  }

  async function outboxState(subjectLike: string) {
    return db(async (d) => {
      const [row] = rowsOf<{ waiting: number; mails: number; to: string[] | null }>(
        await d.execute(sql`
          select (select count(*)::int from low_stock_alerts) as waiting,
            (select count(*)::int from mail_outbox where subject like ${subjectLike}) as mails,
            (select array_agg("to" order by "to") from mail_outbox where subject like ${subjectLike}) as "to"`),
      );
      return row!;
    });
  }

  async function put(productSku: string, product: Json) {
    const res = await getJson<Json>(a.url, `/api/product/${ids[productSku]}`, {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: a.url, "content-type": "application/json" },
      body: JSON.stringify({ product }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  const order = (server: TestServer, sku: string) =>
    placeTransferOrder(server.url, [{ product: ids[sku]!, quantity: 1 }]);

  const lowMails = (sku: string) => smtp.mails.filter((m) => m.subject.includes(`(${sku})`));
  async function waitForCount(match: (m: ReceivedMail) => boolean, n: number) {
    const until = Date.now() + 15_000;
    while (smtp.mails.filter(match).length < n) {
      if (Date.now() > until)
        throw new Error(`${smtp.mails.filter(match).length} of ${n} mails after 15 s`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await ownDatabase(kind);
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url };
    a = await startServer(kind, env);
    b = kind === "postgres" ? await startServer(kind, env) : a;
    admin = await new Browser(a.url).signIn(ADMIN, "admin123!");
    for (const p of [CROSSING, RACE, SOLD_OUT]) {
      const { status, body } = await getJson<Json>(a.url, `/api/product/item/${p.slug}`);
      expect(status, p.slug).toBe(200);
      ids[p.sku] = body.product._id;
    }
  });
  afterAll(async () => {
    if (b && b !== a) await b.stop();
    await a?.stop();
    await smtp?.stop();
    await database?.drop();
  });

  it("mails the admin and the brand's merchant once per crossing: none while below, again after a rise", async () => {
    // Its own threshold 2; the API answers it back.
    const saved = await put(CROSSING.sku, { quantity: 4, lowStockThreshold: 2 });
    expect(saved.product.lowStockThreshold).toBe(2);
    await order(a, CROSSING.sku); // 4 -> 3: above
    await order(b, CROSSING.sku); // 3 -> 2: crosses
    await waitForCount((m) => lowMails(CROSSING.sku).includes(m), 2);
    const first = lowMails(CROSSING.sku);
    expect(first.map((m) => m.to[0]).sort()).toEqual([ADMIN, MERCHANT]);
    expect(first[0]!.subject).toBe(`Stok azaldı: İnci Küpe (${CROSSING.sku})`);
    expect(first[0]!.text).toContain("stoğu 2 adede indi; az stok eşiği 2");
    expect(first[0]!.text).toContain(`/dashboard/product/edit/${ids[CROSSING.sku]}`);

    await order(a, CROSSING.sku); // 2 -> 1: still below, no mail
    expect(await outboxState(`%(${CROSSING.sku})%`)).toMatchObject({ waiting: 0, mails: 2 });

    await put(CROSSING.sku, { quantity: 5 }); // back above
    await put(CROSSING.sku, { quantity: 2 }); // the staff's edit crosses again
    await waitForCount((m) => lowMails(CROSSING.sku).includes(m), 4);
    expect(await outboxState(`%(${CROSSING.sku})%`)).toMatchObject({
      waiting: 0,
      mails: 4,
      to: [ADMIN, ADMIN, MERCHANT, MERCHANT],
    });
  });

  it("the staff list's 'low' filter and the owner's dashboard use the product's threshold, else the shop's", async () => {
    // ARW103 has 2 left at its threshold 2; ARW105 has 6 above the shop's 5.
    const low = await admin.get("/dashboard/product?stock=low");
    expect(low.text).toContain(CROSSING.sku);
    expect(low.text).not.toContain(RACE.sku);
    const settings = await getJson<Json>(a.url, "/api/settings", {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: a.url, "content-type": "application/json" },
      body: JSON.stringify({ settings: { low_stock_threshold: 6 } }),
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.settings.low_stock_threshold).toBe(6);
    const lower = await admin.get("/dashboard/product?stock=low");
    expect(lower.text).toContain(RACE.sku);
    const overview = await admin.get("/dashboard");
    expect(
      overview.doc.querySelector('[aria-labelledby="overview-low"]')?.text ?? overview.text,
    ).toContain("Ametist Kolye Koç Burcu");
    const back = await getJson<Json>(a.url, "/api/settings", {
      method: "PUT",
      headers: { cookie: admin.cookie, origin: a.url, "content-type": "application/json" },
      body: JSON.stringify({ settings: { low_stock_threshold: 5 } }),
    });
    expect(back.status).toBe(200);
  });

  it("two orders at once on two processes cross once: one mail each", async () => {
    await put(RACE.sku, { quantity: 6, lowStockThreshold: 4 });
    // 6 -> 2 by four orders at once, two on each process: the crossing (to 4) happens once.
    await Promise.all([
      order(a, RACE.sku),
      order(b, RACE.sku),
      order(a, RACE.sku),
      order(b, RACE.sku),
    ]);
    await waitForCount((m) => lowMails(RACE.sku).includes(m), 2);
    expect(await outboxState(`%(${RACE.sku})%`)).toMatchObject({
      waiting: 0,
      mails: 2,
      to: [ADMIN, MERCHANT],
    });
  });

  it("a guest (English) and a member (Turkish) ask without JavaScript; each gets one mail in their language when it is back", async () => {
    // A guest on the English page: the form, its mistakes in English, then a saved request.
    const guest = new Browser(b.url);
    const page = await guest.get(`/en/product/${SOLD_OUT.slug}`);
    const form = formOf(page)!;
    expect(form).not.toBeNull();
    expect(page.doc.querySelector("#back-in-stock-title")?.text).toBe("Tell me when it is back");
    const wrong = await guest.submit(form, { email: "not-an-address" });
    expect(wrong.status).toBe(400);
    expect(wrong.doc.querySelector("#back-in-stock-email-error")?.text).toContain(
      "Email format is invalid.",
    );
    const retry = formOf(wrong)!;
    expect(retry.querySelector('input[name="email"]')?.getAttribute("value")).toBe(
      "not-an-address",
    );
    const guestEmail = `guest.${kind}@example.com`;
    const saved = await guest.submit(retry, { email: guestEmail });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(`/en/product/${SOLD_OUT.slug}`);
    const shown = await guest.follow(saved);
    expect(toastOf(shown)).toBe(
      "Thank you! We will e-mail you once when this product is back in stock.",
    );
    // Asking again (another case) keeps one request.
    const again = await guest.submit(formOf(shown)!, { email: guestEmail.toUpperCase() });
    expect(again.status).toBe(303);

    // A Turkish guest's mistake is in Turkish.
    const tr = new Browser(a.url);
    const trPage = await tr.get(`/product/${SOLD_OUT.slug}`);
    const trWrong = await tr.submit(formOf(trPage)!, { email: "" });
    expect(trWrong.status).toBe(400);
    expect(trWrong.doc.querySelector("#back-in-stock-email-error")?.text).toBe("E-posta gerekli.");

    // A member: no field, their own address.
    const member = await new Browser(a.url).signIn(MEMBER, "member123!");
    const mine = await member.get(`/product/${SOLD_OUT.slug}`);
    const memberForm = formOf(mine)!;
    expect(memberForm.querySelector('input[name="email"]')).toBeNull();
    expect(memberForm.text).toContain(MEMBER);
    const asked = await member.submit(memberForm);
    expect(asked.status).toBe(303);
    expect(toastOf(await member.follow(asked))).toBe(
      "Teşekkürler! Ürün stoğa girince size bir kez e-posta göndereceğiz.",
    );

    const requests = await db(async (d) =>
      rowsOf<{ email: string; lang: string; member: boolean }>(
        await d.execute(sql`
          select email, lang, user_id is not null as member from back_in_stock_requests
          where product_id = ${ids[SOLD_OUT.sku]} order by email`),
      ),
    );
    // One row per address and product: the first spelling stays.
    expect(requests).toEqual([
      { email: guestEmail, lang: "en", member: false },
      { email: MEMBER, lang: "tr", member: true },
    ]);

    // Back in stock through the other process: one mail each, in their language; the requests end.
    await put(SOLD_OUT.sku, { quantity: 3 });
    const en = await smtp.waitFor((m) => m.to.includes(guestEmail), 15_000);
    expect(en.subject).toBe("Agate Taurus Necklace is back in stock");
    expect(en.text).toContain(`/en/product/${SOLD_OUT.slug}`);
    const trMail = await smtp.waitFor(
      (m) => m.to.includes(MEMBER) && m.subject.includes("yeniden stokta"),
      15_000,
    );
    expect(trMail.subject).toBe("Akik Kolye Boğa Burcu yeniden stokta");
    expect(trMail.text).toContain(`/product/${SOLD_OUT.slug}`);
    expect(trMail.text).not.toContain("/en/product/");
    const after = await db(async (d) => {
      const [row] = rowsOf<{ requests: number; mails: number }>(
        await d.execute(sql`
          select (select count(*)::int from back_in_stock_requests) as requests,
            (select count(*)::int from mail_outbox
              where subject in ('Agate Taurus Necklace is back in stock', 'Akik Kolye Boğa Burcu yeniden stokta')) as mails`),
      );
      return row!;
    });
    expect(after).toEqual({ requests: 0, mails: 2 });

    // In stock now: the page offers no request.
    guest.base = b.url;
    expect(formOf(await guest.get(`/en/product/${SOLD_OUT.slug}`))).toBeNull();
  });
});
