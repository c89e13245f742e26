import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, merchants, orderItems, orders, products, SHOP_SCOPE } from "../../db/schema";
import { seedManyOrders } from "../../db/seed/orders.server";
import {
  PLAN_KINDS,
  planningDatabase,
  type PlanningDatabase,
} from "../../tests/helpers/query-plans";
import { CANCELED, INCOMPLETE, ITEM_CANCELLED } from "~/lib/orders";
import {
  AWAITED_COUNT_CAP,
  awaitedTransfers,
  bestSellers,
  refreshSales,
  SALES_DAYS,
  salesByDay,
  type OverviewScope,
  type SalesWindow,
} from "./shop-overview.server";
import { rowsOf } from "./taxonomy.server";

/**
 * The owner's morning reads sales per day from rows made once per day and made again when the
 * day changes (decision 040). Whatever changes (an old order cancelled, a line cancelled, a new
 * order, a product or brand changing hands), the figures are those the orders themselves give,
 * counted here straight from them as the overview counted before it kept any rows.
 */

/** Sales straight from the orders: day, currency, orders and amount, sorted. */
async function salesFromOrders(db: Db, scope: OverviewScope, window: SalesWindow) {
  const ofMerchant: SQL = scope.merchantId
    ? sql`and exists (select 1 from products p join brands b on b.id = p.brand_id where p.id = oi.product_id and b.merchant_id = ${scope.merchantId})`
    : sql``;
  const sold = sql`from orders o join order_items oi on oi.order_id = o.id
    where (o.created_at at time zone 'Europe/Istanbul')::date >= ${window.first}::date
      and o.status not in (${INCOMPLETE}, ${CANCELED}) and oi.status <> ${ITEM_CANCELLED} ${ofMerchant}`;
  const days = rowsOf<{ day: string; currency: string; orders: number; amount: string }>(
    await db.execute(sql`
      select to_char((o.created_at at time zone 'Europe/Istanbul')::date, 'YYYY-MM-DD') as day,
        o.currency, count(distinct o.id)::int as orders, sum(oi.total_price)::text as amount
      ${sold} group by 1, 2 order by 1, 2`),
  );
  const best = rowsOf<{ name: string; quantity: number }>(
    await db.execute(sql`
      select oi.product_id as "productId", min(oi.name) as name, min(oi.slug) as slug,
        sum(oi.quantity)::int as quantity
      ${sold} group by oi.product_id order by quantity desc, name limit 5`),
  );
  const pieces = rowsOf<{ product: string | null; quantity: number }>(
    await db.execute(sql`select oi.product_id as product, sum(oi.quantity)::int as quantity
      ${sold} group by 1 order by 1`),
  );
  return { days, best, pieces };
}

/** The same figures as the overview reads them. */
async function salesFromRows(db: Db, scope: OverviewScope) {
  const window = await refreshSales(db);
  const days = (await salesByDay(db, scope, window))
    .flatMap((d) =>
      Object.entries(d.amounts).map(([currency, amount]) => ({
        day: d.day,
        currency,
        orders: d.orders,
        amount: amount.toFixed(2),
      })),
    )
    .sort((a, b) => a.day.localeCompare(b.day) || a.currency.localeCompare(b.currency));
  // Every product's pieces in the window, as kept for the best sellers.
  const pieces = rowsOf<{ product: string | null; quantity: number }>(
    await db.execute(sql`select nullif(product_key, ${SHOP_SCOPE}::uuid) as product, quantity
      from sales_window_products where scope = ${scope.merchantId ?? SHOP_SCOPE} order by 1`),
  );
  return { window, days, best: await bestSellers(db, scope), pieces };
}

describe.each(PLAN_KINDS)("sales by day on %s", (kind) => {
  let planning: PlanningDatabase;
  let db: Db;
  const shop: OverviewScope = { merchantId: null };
  let merchant: OverviewScope;

  beforeAll(async () => {
    planning = await planningDatabase(kind, 300);
    db = planning.database.db;
    // 144 orders a day, ten minutes apart: 40 days back, 10 of them before the window.
    await seedManyOrders(db, 40 * 144);
    const [m] = await db.select({ id: merchants.id }).from(merchants).limit(1);
    merchant = { merchantId: m!.id };
  }, 300_000);

  afterAll(() => planning?.close());

  async function expectSameAsOrders() {
    for (const scope of [shop, merchant]) {
      const rows = await salesFromRows(db, scope);
      const truth = await salesFromOrders(db, scope, rows.window);
      expect(rows.days).toEqual(truth.days);
      expect(rows.pieces).toEqual(truth.pieces);
      // By name and pieces: two products may share both, and then either comes first.
      const shown = (list: { name: string; quantity: number }[]) =>
        list.map(({ name, quantity }) => ({ name, quantity }));
      expect(shown(rows.best)).toEqual(shown(truth.best));
    }
  }

  it("counts what the orders give, and again after each kind of change", async () => {
    await expectSameAsOrders();
    const days = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from sales_days_done`),
    );
    expect(days[0]!.n).toBe(SALES_DAYS);

    // An order of ten days ago cancelled, and a line of another's.
    const [old] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from orders where status = 'Delivered'
        and created_at < now() - interval '10 days' order by created_at desc limit 1`),
    );
    await db.update(orders).set({ status: CANCELED }).where(eq(orders.id, old!.id));
    const [line] = rowsOf<{ id: string }>(
      await db.execute(sql`select oi.id from order_items oi join orders o on o.id = oi.order_id
        where o.status = 'Shipped' and o.created_at < now() - interval '20 days'
        order by o.created_at desc limit 1`),
    );
    await db.update(orderItems).set({ status: ITEM_CANCELLED }).where(eq(orderItems.id, line!.id));
    await expectSameAsOrders();

    // A product given to the merchant's brand: its past sales become theirs.
    const [theirs] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.merchantId, merchant.merchantId!))
      .limit(1);
    const [sold] = rowsOf<{ id: string }>(
      await db.execute(sql`select p.id from products p join brands b on b.id = p.brand_id
        where b.merchant_id is null and exists (select 1 from order_items oi where oi.product_id = p.id)
        limit 1`),
    );
    await db.update(products).set({ brandId: theirs!.id }).where(eq(products.id, sold!.id));
    await expectSameAsOrders();

    // Today's new orders.
    await seedManyOrders(db, 3);
    await expectSameAsOrders();
  });

  it("forgets the days before the window and keeps no change it has counted", async () => {
    await refreshSales(db);
    const [left] = rowsOf<{ changes: number; before: number }>(
      await db.execute(sql`select (select count(*)::int from sales_day_changes) as changes,
        (select count(*)::int from sales_days
          where day < (now() at time zone 'Europe/Istanbul')::date - ${SALES_DAYS - 1}::int) as before`),
    );
    expect(left).toEqual({ changes: 0, before: 0 });
  });

  it("counts awaited transfers up to its cap and lists the oldest, a merchant's by their lines", async () => {
    for (const scope of [shop, merchant]) {
      const ofMerchant = scope.merchantId
        ? sql`and exists (select 1 from order_items oi join products p on p.id = oi.product_id
            join brands b on b.id = p.brand_id where oi.order_id = o.id and oi.status <> ${ITEM_CANCELLED}
            and b.merchant_id = ${scope.merchantId})`
        : sql``;
      const truth = rowsOf<{ id: string }>(
        await db.execute(sql`select o.id from orders o where o.payment = 'Havale'
          and o.paid_at is null and o.status <> ${CANCELED} ${ofMerchant} order by o.created_at, o.id`),
      );
      expect(truth.length).toBeGreaterThan(AWAITED_COUNT_CAP);
      const awaited = await awaitedTransfers(db, scope);
      expect(awaited).toMatchObject({ count: AWAITED_COUNT_CAP, more: true });
      expect(awaited.rows.map((r) => r.id)).toEqual(truth.slice(0, 10).map((r) => r.id));
    }
  });
});
