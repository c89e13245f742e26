import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isNotNull, isNull } from "drizzle-orm";
import { brands, merchants, orderItems, orders, products, users } from "../../db/schema";
import { DEMO_ACCOUNTS } from "../../db/seed/demo.server";
import { hashPassword } from "~/lib/password.server";
import { orderNumber } from "~/lib/orders";
import { atDatabase } from "../helpers/database";
import { Browser, type Answer } from "../helpers/browser";
import { getJson } from "../helpers/http";
import { DB_KINDS, type TestServer, sharedServer } from "../helpers/server";

/**
 * The order desk (issue [9]) over real HTTP, as a browser without JavaScript and an /api client
 * use it: an admin filters by status and payment state, searches by number, e-mail and name,
 * narrows to Istanbul days and pages; a merchant sees only the orders with their lines, those
 * lines alone and no customer; a second merchant the same of theirs. The orders go in through
 * the database, with the dates, buyers and states each case needs.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const MERCHANT2 = { email: "desk.merchant2@example.com", password: "desk-merchant-2" };
/** Filler orders, older than the named ones, so that the desk has three pages. */
const FILLERS = 110;

const numbersOn = (page: Answer) =>
  page.doc.querySelectorAll(".order-desk-row .order-number").map((n) => n.text.trim().slice(1));
const countOn = (page: Answer) => page.doc.querySelector(".order-desk-count")?.text.trim() ?? "";
const currentPage = (page: Answer) =>
  page.doc.querySelector('.pager [aria-current="page"]')?.text.trim() ?? "";
const linesOn = (page: Answer) =>
  page.doc.querySelectorAll(".order-desk-lines li").map((l) => l.text.trim());

describe.each(DB_KINDS)("the order desk on %s", (kind) => {
  let server: TestServer;
  /** Order numbers of the named orders. */
  const n = { sule: "", mehmet: "", ilker: "", ayse: "" };

  beforeAll(async () => {
    const first = await sharedServer(kind);
    ({ server } = await atDatabase(first, async (db) => {
      const [demoBrand] = await db.select().from(brands).where(isNotNull(brands.merchantId));
      const [otherBrand] = await db.select().from(brands).where(isNull(brands.merchantId));
      const [m2] = await db.insert(merchants).values({ name: "Masa Atölyesi" }).returning();
      await db.insert(users).values({
        firstName: "Masa",
        lastName: "Tüccar",
        email: MERCHANT2.email,
        passwordHash: await hashPassword(MERCHANT2.password),
        role: "ROLE_MERCHANT",
        merchantId: m2!.id,
      });
      const [brand2] = await db
        .insert(brands)
        .values({ name: "Masa Marka", slug: "masa-marka", merchantId: m2!.id })
        .returning();
      const product = async (brandId: string, sku: string) =>
        (
          await db
            .insert(products)
            .values({ sku, name: sku, slug: sku.toLowerCase(), brandId, quantity: 5 })
            .returning({ id: products.id })
        )[0]!.id;
      const p1 = await product(demoBrand!.id, "DESK1");
      const p2 = await product(brand2!.id, "DESK2");
      const p0 = await product(otherBrand!.id, "DESK0");
      const address = { city: "İstanbul" };
      const place = async (o: {
        first: string;
        last: string;
        email: string;
        status: string;
        payment: string;
        paid?: boolean;
        at: string;
        lines: [string, string, number, number][];
      }) => {
        const total = o.lines.reduce((s, [, , q, p]) => s + q * p, 0);
        const [row] = await db
          .insert(orders)
          .values({
            status: o.status,
            payment: o.payment,
            subtotal: total,
            total,
            vatRate: 20,
            shippingAddress: address,
            buyer: { userId: null, firstName: o.first, lastName: o.last, email: o.email },
            paidAt: o.paid ? new Date(o.at) : null,
            createdAt: new Date(o.at),
          })
          .returning({ id: orders.id });
        await db.insert(orderItems).values(
          o.lines.map(([productId, name, quantity, price]) => ({
            orderId: row!.id,
            productId,
            name,
            slug: name,
            quantity,
            unitPrice: price,
            totalPrice: price * quantity,
          })),
        );
        return orderNumber(row!.id);
      };
      for (let i = 0; i < FILLERS; i++)
        await place({
          first: "Dolgu",
          last: `Sipariş${i}`,
          email: `dolgu${i}@example.com`,
          status: "Shipped",
          payment: "Havale",
          // Shipped once its transfer had arrived: paid, not awaited.
          paid: true,
          at: new Date(Date.UTC(2026, 0, 1, 12) - i * 3_600_000).toISOString(),
          lines: [[p0, "Güneş Bileklik", 1, 100]],
        });
      n.sule = await place({
        first: "Şule",
        last: "Kurt",
        email: "sule.kurt@example.com",
        status: "Processing",
        payment: "Kredi Kartı",
        paid: true,
        at: "2026-03-10T10:00:00+03:00",
        lines: [
          [p1, "Ay Kolye", 2, 250],
          [p0, "Güneş Bileklik", 1, 100],
        ],
      });
      // 23:30 in Istanbul is still the 10th there, though the 10th's 20:30 in UTC.
      n.mehmet = await place({
        first: "Mehmet",
        last: "Demir",
        email: "mehmet.demir@example.com",
        status: "Not Processed",
        payment: "Havale",
        at: "2026-03-10T23:30:00+03:00",
        lines: [[p2, "Yıldız Küpe", 1, 400]],
      });
      // 00:30 in Istanbul is the 11th, though still the 10th in UTC.
      n.ilker = await place({
        first: "İlker",
        last: "Çelik",
        email: "ilker.celik@example.com",
        status: "Delivered",
        payment: "Kredi Kartı",
        paid: true,
        at: "2026-03-11T00:30:00+03:00",
        lines: [
          [p1, "Ay Kolye", 1, 250],
          [p2, "Yıldız Küpe", 3, 400],
        ],
      });
      // A card order still waiting for its payment: in no list.
      n.ayse = await place({
        first: "Ayşe",
        last: "Yılmaz",
        email: "ayse.yilmaz@example.com",
        status: "İşlem Tamamlanmadı",
        payment: "Kredi Kartı",
        at: "2026-03-10T12:00:00+03:00",
        lines: [[p1, "Ay Kolye", 1, 250]],
      });
    }));
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const signedIn = (email: string, password: string) =>
    new Browser(server.url).signIn(email, password);
  const admin = () => signedIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);

  it("filters by status and payment state with the page's own GET form", async () => {
    const browser = await admin();
    const page = await browser.get("/dashboard/orders");
    expect(page.status).toBe(200);
    const form = page.doc.querySelector("form.order-desk-filters")!;
    expect(form.getAttribute("method")).toBe("get");
    // What the form sends without JavaScript: its fields by name.
    const names = form.querySelectorAll("[name]").map((f) => f.getAttribute("name"));
    expect(names).toEqual(["q", "status", "payment", "from", "to"]);
    // The named orders first (newest), never the waiting card order.
    expect(numbersOn(page).slice(0, 3)).toEqual([n.ilker, n.mehmet, n.sule]);
    expect(numbersOn(page)).not.toContain(n.ayse);
    expect(page.text).toContain("Şule Kurt");
    expect(page.text).toContain("sule.kurt@example.com");

    const processing = await browser.get("/dashboard/orders?status=Processing");
    expect(numbersOn(processing)).toEqual([n.sule]);
    expect(countOn(processing)).toBe("1 sipariş");
    expect(processing.doc.querySelector('select[name="status"] option[selected]')?.text).toBe(
      "İşleniyor",
    );
    const paid = await browser.get("/dashboard/orders?payment=paid");
    // The paid card orders, then the transfers shipped once their money was in.
    expect(numbersOn(paid).slice(0, 2)).toEqual([n.ilker, n.sule]);
    expect(numbersOn(paid)).not.toContain(n.mehmet);
    expect(countOn(paid)).toBe(`${FILLERS + 2} sipariş`);
    const awaiting = await browser.get("/dashboard/orders?payment=awaiting");
    expect(numbersOn(awaiting)).toEqual([n.mehmet]);
    const none = await browser.get("/dashboard/orders?status=Canceled&payment=paid");
    expect(numbersOn(none)).toEqual([]);
    expect(none.doc.querySelector(".empty")?.text).toBe("Bu filtrelere uyan sipariş bulunmadı.");
    const en = await browser.get("/en/dashboard/orders?status=Canceled");
    expect(en.doc.querySelector(".empty")?.text).toBe("No orders match these filters.");
  });

  it("finds an order by number with or without '#', by e-mail and by name", async () => {
    const browser = await admin();
    const find = async (q: string) =>
      numbersOn(await browser.get(`/dashboard/orders?q=${encodeURIComponent(q)}`));
    expect(await find(`#${n.mehmet}`)).toEqual([n.mehmet]);
    expect(await find(n.mehmet.toUpperCase())).toEqual([n.mehmet]);
    expect(await find("sule.kurt@example.com")).toEqual([n.sule]);
    expect(await find("SULE.KURT")).toEqual([n.sule]);
    // Turkish capitals meet their small letters: 'İLKER' is 'ilker', 'ÇELİK' 'çelik'.
    expect(await find("İLKER ÇELİK")).toEqual([n.ilker]);
    expect(await find("şule")).toEqual([n.sule]);
    // The waiting card order stays hidden, searched by name or number.
    expect(await find("Ayşe Yılmaz")).toEqual([]);
    expect(await find(n.ayse)).toEqual([]);
  });

  it("narrows to Istanbul days, both ends included", async () => {
    const browser = await admin();
    const days = async (from: string, to: string) =>
      numbersOn(await browser.get(`/dashboard/orders?from=${from}&to=${to}`));
    expect(await days("2026-03-10", "2026-03-10")).toEqual([n.mehmet, n.sule]);
    expect(await days("2026-03-11", "2026-03-11")).toEqual([n.ilker]);
    expect(await days("2026-03-10", "2026-03-11")).toEqual([n.ilker, n.mehmet, n.sule]);
    expect(await days("2026-03-12", "")).toEqual([]);
    // A day that is not one is no filter.
    expect((await days("2026-02-31", "")).length).toBe(50);
  });

  it("pages with the state in the URL; a page past the end answers the last", async () => {
    const browser = await admin();
    const first = await browser.get("/dashboard/orders?payment=");
    expect(numbersOn(first)).toHaveLength(50);
    const total = FILLERS + 3;
    expect(countOn(first)).toBe(`${total} sipariş`);
    expect(currentPage(first)).toBe("Sayfa 1 / 3");
    const next = first.doc.querySelector('.pager a[rel="next"]')!.getAttribute("href")!;
    expect(next).toBe("/dashboard/orders?page=2");
    const filtered = await browser.get("/en/dashboard/orders?status=Shipped&page=2");
    expect(currentPage(filtered)).toBe("Page 2 of 3");
    expect(filtered.doc.querySelector('.pager a[rel="next"]')?.getAttribute("href")).toBe(
      "/en/dashboard/orders?status=Shipped&page=3",
    );
    expect(filtered.doc.querySelector('.pager a[rel="prev"]')?.getAttribute("href")).toBe(
      "/en/dashboard/orders?status=Shipped",
    );
    const last = await browser.get("/dashboard/orders?page=99");
    expect(currentPage(last)).toBe("Sayfa 3 / 3");
    expect(numbersOn(last)).toHaveLength(total - 100);
    // Every order once over the three pages.
    const all = [
      ...numbersOn(first),
      ...numbersOn(await browser.get("/dashboard/orders?page=2")),
      ...numbersOn(last),
    ];
    expect(new Set(all).size).toBe(total);
  });

  it("shows a merchant only the orders with their lines, those lines, and no customer", async () => {
    const demo = await signedIn(DEMO_ACCOUNTS.merchant.email, DEMO_ACCOUNTS.merchant.password);
    const page = await demo.get("/dashboard/orders");
    expect(numbersOn(page)).toEqual([n.ilker, n.sule]);
    expect(linesOn(page)).toEqual(["Ay Kolye × 1", "Ay Kolye × 2"]);
    for (const hidden of ["Yıldız Küpe", "Güneş Bileklik", "Şule", "Kurt", "İlker", "@example.com"])
      expect(page.text).not.toContain(hidden);
    // Their figures are their lines' sum: 250 of İlker's 1,450.
    expect(page.doc.querySelectorAll(".order-desk-row .order-total")[0]!.text).toContain("250");
    // A customer's name or e-mail finds nothing for a merchant; the number does.
    expect(numbersOn(await demo.get("/dashboard/orders?q=sule.kurt%40example.com"))).toEqual([]);
    expect(numbersOn(await demo.get("/dashboard/orders?q=%C5%9Fule"))).toEqual([]);
    expect(numbersOn(await demo.get(`/dashboard/orders?q=%23${n.sule}`))).toEqual([n.sule]);
    expect(numbersOn(await demo.get(`/dashboard/orders?q=${n.mehmet}`))).toEqual([]);
    expect(numbersOn(await demo.get("/dashboard/orders?status=Delivered"))).toEqual([n.ilker]);

    const second = await signedIn(MERCHANT2.email, MERCHANT2.password);
    const theirs = await second.get("/en/dashboard/orders");
    expect(numbersOn(theirs)).toEqual([n.ilker, n.mehmet]);
    expect(linesOn(theirs)).toEqual(["Yıldız Küpe × 3", "Yıldız Küpe × 1"]);
    for (const hidden of ["Ay Kolye", "Güneş Bileklik", "Mehmet", "İlker", "@example.com"])
      expect(theirs.text).not.toContain(hidden);
  });

  it("answers the same desk over /api; a member's list is as it was", async () => {
    const token = async (email: string, password: string) =>
      (
        await getJson<{ token: string }>(server.url, "/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        })
      ).body.token;
    const api = async (path: string, t: string) =>
      getJson<Json>(server.url, path, { headers: { authorization: `Bearer ${t}` } });

    const adminToken = await token(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const paid = await api("/api/order/list?payment=paid&from=2026-03-10", adminToken);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ totalPages: 1, currentPage: 1, count: 2 });
    expect(paid.body.orders.map((o: Json) => o.number)).toEqual([n.ilker, n.sule]);
    expect(paid.body.orders[1]).toMatchObject({
      status: "Processing",
      paymentState: "paidByCard",
      total: 600,
      user: { name: "Şule Kurt", email: "sule.kurt@example.com" },
    });
    const paged = await api("/api/order/list?page=3", adminToken);
    expect(paged.body).toMatchObject({ currentPage: 3, totalPages: 3, count: FILLERS + 3 });

    const merchantToken = await token(MERCHANT2.email, MERCHANT2.password);
    const theirs = await api("/api/order/list", merchantToken);
    expect(theirs.body.count).toBe(2);
    expect(theirs.body.orders.map((o: Json) => o.user)).toEqual([null, null]);
    expect(theirs.body.orders[0].products.map((p: Json) => [p.name, p.quantity])).toEqual([
      ["Yıldız Küpe", 3],
    ]);
    expect(theirs.body.orders[0].total).toBe(1200);

    const memberToken = await token(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    const own = await api("/api/order/list?status=Processing&page=2", memberToken);
    expect(own.status).toBe(200);
    expect(Object.keys(own.body)).toEqual(["orders"]);
    expect(own.body.orders).toEqual([]);
    const member = await signedIn(DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    const list = await member.get("/en/dashboard/orders");
    expect(list.doc.querySelector(".empty")?.text).toBe("you have no orders yet!");
    expect(list.doc.querySelector("form.order-desk-filters")).toBeNull();
  });
});
