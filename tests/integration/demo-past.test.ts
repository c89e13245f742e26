import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Browser } from "../helpers/browser";
import { atDatabase } from "../helpers/database";
import {
  DB_KINDS,
  ownDatabase,
  runPrefix,
  SCRATCH,
  startServer,
  type TestServer,
} from "../helpers/server";
import type { Page } from "../helpers/http";
import { ORDER_STATUSES } from "~/lib/orders";
import { rowsOf } from "~/models/taxonomy.server";

/**
 * The demo shop's past (issue [18] point 7), as a newcomer's first start makes it: a server on an
 * empty database seeds the demo shop with its 90 days of orders (app/db.server.ts), and the
 * back office shows them as a user would read it.
 */

const listOf = (page: Page, id: string) =>
  page.doc
    .querySelector(`section[aria-labelledby="${id}"]`)!
    .querySelectorAll("li")
    .map((li) => li.text.replace(/\s+/g, " ").trim());
const deskRows = (page: Page) => page.doc.querySelectorAll(".order-desk-row");

describe.each(DB_KINDS)("the demo shop's past on %s", (kind) => {
  let server: TestServer;
  let admin: Browser;
  let merchant: Browser;
  let dropDb = async () => {};

  beforeAll(async () => {
    // An empty database, as on a first `npm start`: the server seeds it itself.
    let url: string;
    if (kind === "pglite") {
      const dir = mkdtempSync(path.join(SCRATCH, `${runPrefix()}first-start-`));
      url = `pglite:${dir}`;
      dropDb = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      ({ url, drop: dropDb } = await ownDatabase(kind, { contents: "nothing" }));
    }
    server = await startServer(kind, { DATABASE_URL: url, SEED_DEMO: "true" });
    [admin, merchant] = await Promise.all([
      new Browser(server.url).signIn("admin@demo.shop", "admin123!"),
      new Browser(server.url).signIn("merchant@demo.shop", "merchant123!"),
    ]);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await dropDb();
  });

  it("the owner's overview has 30 days of sales, best sellers and products running low", async () => {
    const page = await admin.get("/dashboard");
    expect(page.doc.querySelector("#overview-chart-summary")?.text).not.toBe(
      "Son 30 günde satış yok.",
    );
    const days = page.doc
      .querySelectorAll(".overview-table tbody tr")
      .map((tr) => Number(tr.querySelectorAll("td")[0]!.text.trim()));
    expect(days).toHaveLength(30);
    // Most days of the month sold something.
    expect(days.filter((n) => n > 0).length).toBeGreaterThan(15);
    expect(listOf(page, "overview-best")).toHaveLength(5);
    // Sold out first (some by the past's sales), then the fewest pieces left.
    const low = listOf(page, "overview-low");
    expect(low).toHaveLength(10);
    expect(low.slice(0, 7).every((item) => item.endsWith(" Tükendi"))).toBe(true);
    expect(low).toContain("Nazar Boncuklu Turkuaz Küpe Tükendi");
    expect(low[7]).toMatch(/1 adet kaldı$/);
    expect(page.text).toMatch(/Ödemesi beklenen havaleler \(\d+\)/);
  });

  it("the order desk holds orders in every status and every payment state", async () => {
    for (const status of ORDER_STATUSES) {
      const page = await admin.get(`/dashboard/orders?status=${encodeURIComponent(status)}`);
      expect(deskRows(page).length, status).toBeGreaterThan(0);
    }
    for (const payment of ["awaiting", "paid"]) {
      const page = await admin.get(`/dashboard/orders?payment=${payment}`);
      expect(deskRows(page).length, payment).toBeGreaterThan(0);
    }
    // The customers are made up, on a reserved domain.
    const all = await admin.get("/dashboard/orders");
    expect(all.text).toContain("@example.com");
  });

  it("the merchant's dashboard and desk have their orders", async () => {
    const home = await merchant.get("/dashboard");
    expect(listOf(home, "overview-best").length).toBeGreaterThan(0);
    const desk = await merchant.get("/dashboard/orders");
    expect(deskRows(desk).length).toBeGreaterThan(0);
    // A merchant never sees who bought (decision 008).
    expect(desk.text).not.toContain("@example.com");
  });

  it("a discounted product shows its lowest price of the 30 days before the discount", async () => {
    const page = await admin.get("/product/turkuaz-nazar-bileklik-arw102");
    expect(page.text).toContain("Son 30 günün en düşük fiyatı");
  });

  it("what the past holds is what the shop itself would have written", async () => {
    const { value } = await atDatabase(server, async (db) => {
      const one = async (query: ReturnType<typeof sql>) =>
        rowsOf<Record<string, number>>(await db.execute(query))[0]!;
      return {
        shipped: await one(sql`select count(*)::int as n from orders o where o.status in
          ('Shipped', 'Delivered') and not exists (select 1 from shipments s where
          s.order_id = o.id and s.tracking_number <> '')`),
        shipments: await one(sql`select count(*)::int as n from shipments`),
        // Each order's lines add up to its total (priceCart's shares).
        sums: await one(sql`select count(*)::int as n from orders o where o.total <>
          (select sum(total_price) from order_items i where i.order_id = o.id)`),
        refunds: await one(sql`select count(*) filter (where state = 'done')::int as done,
          count(*) filter (where state = 'failed')::int as failed from refunds`),
        states: await one(sql`select
          count(*) filter (where status = 'İşlem Tamamlanmadı' and released_at is not null)::int as released,
          count(*) filter (where payment_review_at is not null and released_at is null)::int as review,
          count(*) filter (where exists (select 1 from order_items i where i.order_id = orders.id
            and i.status = 'Cancelled') and status <> 'Canceled')::int as "cancelledLine",
          count(*) filter (where coupon_id is not null)::int as coupons
          from orders`),
        // Past the 14 days of withdrawal, inside the 15 business days of a return.
        member: await one(sql`select count(*) filter (where status = 'Delivered'
            and delivered_at < now() - interval '14 days'
            and delivered_at > now() - interval '21 days')::int as old,
          count(*) filter (where status = 'Delivered' and updated_at > now() - interval '14 days')::int as recent
          from orders where buyer->>'email' = 'member@demo.shop'`),
        // The member's recent order: earrings beside another piece (issue [19]).
        recentLines: await one(sql`select count(*)::int as n,
            count(*) filter (where t.slug = 'earrings')::int as earrings
          from order_items i join products p on p.id = i.product_id
          join types t on t.id = p.type_id
          where i.order_id = (select id from orders where buyer->>'email' = 'member@demo.shop'
            and delivered_at > now() - interval '14 days')`),
        // The return desk's first day: one asked, one approved, each line held by its request.
        returns: await one(sql`select count(*) filter (where r.state = 'asked')::int as asked,
            count(*) filter (where r.state = 'approved')::int as approved,
            count(*) filter (where not exists (select 1 from order_items i
              where i.return_id = r.id))::int as "withoutLines"
          from return_requests r`),
      };
    });
    expect(value.shipped.n).toBe(0);
    expect(value.shipments.n).toBeGreaterThan(0);
    expect(value.sums.n).toBe(0);
    expect(value.refunds).toEqual({ done: expect.any(Number), failed: 1 });
    expect(value.refunds.done).toBeGreaterThan(0);
    expect(value.states.released).toBeGreaterThan(0);
    expect(value.states.review).toBe(1);
    expect(value.states.cancelledLine).toBeGreaterThan(0);
    expect(value.states.coupons).toBeGreaterThan(0);
    expect(value.member).toEqual({ old: 1, recent: 1 });
    expect(value.recentLines).toEqual({ n: 2, earrings: 1 });
    expect(value.returns).toEqual({ asked: 1, approved: 1, withoutLines: 0 });
  });
});
