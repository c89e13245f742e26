import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { CANCELED, CARD, INCOMPLETE, ITEM_CANCELLED, TRANSFER } from "~/lib/orders";
import {
  SHOP_SCOPE,
  salesDayChanges,
  salesDayProducts,
  salesDays,
  salesDaysDone,
  salesWindowProducts,
} from "../../db/schema";
import { isLowStockIn } from "./stock-alerts.server";
import { rowsOf } from "./taxonomy.server";

/**
 * The owner's morning (issue [10] point 4): what was sold, what waits, what runs out, over the
 * whole shop for an admin and over a merchant's brands for a merchant. Sales are the lines of
 * orders placed (card orders once paid; transfers when placed, the awaited ones listed too), not
 * cancelled, in the order's currency, by the shop's day (Europe/Istanbul).
 */

export interface OverviewScope {
  /** null: the whole shop (the admin); else the lines of this merchant's brands only. */
  merchantId: string | null;
}

export interface DaySales {
  /** YYYY-MM-DD, the shop's day. */
  day: string;
  orders: number;
  /** Sum of the day's lines per currency code ("TRY", "USD"). */
  amounts: Record<string, number>;
}

/** The rows of a raw query (the overview's aggregates read best as SQL). */
async function select<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const SHOP_DAY = (column: SQL) => sql`(${column} at time zone 'Europe/Istanbul')::date`;
/** Lines that count as sold, of orders that count, within the scope. `oi` and `o` are bound. */
function soldLines(scope: OverviewScope): SQL {
  const ofMerchant = scope.merchantId
    ? sql`and exists (select 1 from products p join brands b on b.id = p.brand_id where p.id = oi.product_id and b.merchant_id = ${scope.merchantId})`
    : sql``;
  return sql`o.status not in (${INCOMPLETE}, ${CANCELED}) and oi.status <> ${ITEM_CANCELLED} ${ofMerchant}`;
}

/** The overview's days: `days` shop days up to today, first and last as YYYY-MM-DD. */
export interface SalesWindow {
  days: number;
  first: string;
  last: string;
}

/** Serialises the making of sales rows, whichever process asks. */
const SALES_LOCK = 4_240_020;

/** The overview's window: the last 30 shop days, today's included. */
export const SALES_DAYS = 30;

/**
 * Makes the rows of sales_days and sales_day_products for every day of the window that has none
 * yet or has changed since (migration 0020's triggers note each change), keeps the window's
 * totals per product with them, and forgets the days before the window. One process at a time;
 * a change that commits meanwhile stays noted, so its day is made again next time. Decision 040.
 */
export async function refreshSales(db: DbOrTx): Promise<SalesWindow> {
  const days = SALES_DAYS;
  // Most views find nothing to make: one read says so (and what today is), without a
  // transaction or the lock.
  const [state] = await select<{ first: string; last: string; ready: boolean }>(
    db,
    sql`with w as (select ${SHOP_DAY(sql`now()`)} as last)
      select to_char(last - ${days - 1}::int, 'YYYY-MM-DD') as first,
        to_char(last, 'YYYY-MM-DD') as last,
        not exists (select 1 from ${salesDayChanges})
          and (select count(*) from ${salesDaysDone} where day >= last - ${days - 1}::int) = ${days}
          and not exists (select 1 from ${salesDaysDone} where day < last - ${days - 1}::int) as ready
      from w`,
  );
  const { first, last } = state!;
  if (state!.ready) return { days, first, last };
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SALES_LOCK})`);
    // A product or brand changed hands: every day's rows are made again, from nothing.
    const [everyDay] = await select<{ n: number }>(
      tx,
      sql`with gone as (delete from ${salesDayChanges} where day = '-infinity' returning 1)
        select count(*)::int as n from gone`,
    );
    if (everyDay!.n > 0)
      for (const table of [salesDaysDone, salesDays, salesDayProducts, salesWindowProducts])
        await tx.delete(table);
    await tx.execute(sql`delete from ${salesDayChanges} where day < ${first}::date`);
    await tx.execute(sql`delete from ${salesDaysDone} where day < ${first}::date`);
    const stale = (
      await select<{ day: string }>(
        tx,
        sql`with changed as (delete from ${salesDayChanges} where day >= ${first}::date returning day)
          select to_char(d, 'YYYY-MM-DD') as day
          from generate_series(${first}::date, ${last}::date, interval '1 day') d
          where d::date in (select day from changed)
             or d::date not in (select day from ${salesDaysDone})`,
      )
    ).map((r) => r.day);
    const staleDays = sql`${`{${stale.join(",")}}`}::date[]`;
    // The days made again and the days gone out of the window leave the window's totals.
    const leaving = sql`(day < ${first}::date or day = any(${staleDays}))`;
    await tx.execute(sql`
      update ${salesWindowProducts} w set quantity = w.quantity - d.quantity
      from (select scope, coalesce(product_id, ${SHOP_SCOPE}::uuid) as key, sum(quantity) as quantity
            from ${salesDayProducts} where ${leaving} group by 1, 2) d
      where w.scope = d.scope and w.product_key = d.key`);
    await tx.execute(sql`delete from ${salesWindowProducts} where quantity <= 0`);
    await tx.execute(sql`delete from ${salesDayProducts} where ${leaving}`);
    await tx.execute(sql`delete from ${salesDays} where ${leaving}`);
    if (!stale.length) return;
    await tx.execute(sql`
      with sold as materialized (
        select ${SHOP_DAY(sql`o.created_at`)} as day, o.id as order_id, o.currency,
               oi.product_id, oi.name, oi.slug, oi.quantity, oi.total_price, b.merchant_id
        from orders o join order_items oi on oi.order_id = o.id
        left join products p on p.id = oi.product_id
        left join brands b on b.id = p.brand_id
        where o.created_at >= ${stale[0]}::timestamp at time zone 'Europe/Istanbul'
          and o.created_at < (${stale.at(-1)}::date + 1)::timestamp at time zone 'Europe/Istanbul'
          and ${SHOP_DAY(sql`o.created_at`)} = any(${staleDays})
          and ${soldLines({ merchantId: null })}
      ),
      by_day as (
        insert into ${salesDays} (scope, day, currency, orders, amount)
        select ${SHOP_SCOPE}::uuid, day, currency, count(distinct order_id), sum(total_price)
        from sold group by day, currency
        union all
        select merchant_id, day, currency, count(distinct order_id), sum(total_price)
        from sold where merchant_id is not null group by merchant_id, day, currency
      ),
      by_product as (
        insert into ${salesDayProducts} (scope, day, product_id, name, slug, quantity)
        select ${SHOP_SCOPE}::uuid, day, product_id, min(name), min(slug), sum(quantity)
        from sold group by day, product_id
        union all
        select merchant_id, day, product_id, min(name), min(slug), sum(quantity)
        from sold where merchant_id is not null group by merchant_id, day, product_id
        returning scope, product_id, name, slug, quantity
      )
      insert into ${salesWindowProducts} as w (scope, product_key, name, slug, quantity)
      select scope, coalesce(product_id, ${SHOP_SCOPE}::uuid), min(name), min(slug), sum(quantity)
      from by_product group by 1, 2
      on conflict (scope, product_key) do update
        set quantity = w.quantity + excluded.quantity, name = excluded.name, slug = excluded.slug`);
    await tx.execute(
      sql`insert into ${salesDaysDone} (day) select unnest(${staleDays}) on conflict do nothing`,
    );
  });
  return { days, first, last };
}

const scopeId = (scope: OverviewScope) => scope.merchantId ?? SHOP_SCOPE;

/**
 * Sales per day for the last `days` days up to today, every day present (zero when none), from
 * the rows refreshSales made.
 */
export async function salesByDay(
  db: DbOrTx,
  scope: OverviewScope,
  { days, first, last }: SalesWindow,
): Promise<DaySales[]> {
  const rows = await select<{ day: string; currency: string; orders: number; amount: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, currency, orders, amount::text as amount
      from ${salesDays} where scope = ${scopeId(scope)} and day >= ${first}::date`,
  );
  const byDay = new Map<string, DaySales>();
  for (let i = days - 1; i >= 0; i--) {
    const day = shiftDay(last, -i);
    byDay.set(day, { day, orders: 0, amounts: {} });
  }
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    // An order with lines in both currencies cannot be; counted once per currency it has.
    entry.orders += row.orders;
    entry.amounts[row.currency] = Number(row.amount);
  }
  return [...byDay.values()];
}

export interface BestSeller {
  productId: string | null;
  name: string;
  slug: string;
  quantity: number;
}

/** The products sold most (pieces) in the window refreshSales keeps, off its index. */
export async function bestSellers(
  db: DbOrTx,
  scope: OverviewScope,
  limit = 5,
): Promise<BestSeller[]> {
  const rows = await select<BestSeller>(
    db,
    sql`
      select product_key as "productId", name, slug, quantity
      from ${salesWindowProducts}
      where scope = ${scopeId(scope)}
      order by quantity desc nulls last, name
      limit ${limit}`,
  );
  return rows.map((r) => (r.productId === SHOP_SCOPE ? { ...r, productId: null } : r));
}

export interface AwaitedTransfer {
  id: string;
  createdAt: Date;
  total: number;
  currency: "TRY" | "USD";
}

/** How many awaited transfers the overview counts exactly. */
export const AWAITED_COUNT_CAP = 50;

/** Transfer orders whose money has not arrived, oldest first (a merchant's: holding their lines). */
export async function awaitedTransfers(
  db: DbOrTx,
  scope: OverviewScope,
  limit = 10,
): Promise<{ rows: AwaitedTransfer[]; count: number; more: boolean }> {
  // A merchant's: orders order_merchants gives them (a key lookup each), then with a line of
  // theirs as their brands are now.
  return awaitedOrders(
    db,
    scope,
    sql`o.payment = ${TRANSFER} and o.paid_at is null and o.status <> ${CANCELED}`,
    limit,
  );
}

/**
 * Card payments iyzico took but holds for fraud review: orders not confirmed yet, keeping their
 * stock until iyzico's answer (app/features/checkout/checkout.server.ts). The shop's, for the admin.
 */
export async function cardPaymentsUnderReview(
  db: DbOrTx,
  limit = 10,
): Promise<{ rows: AwaitedTransfer[]; count: number; more: boolean }> {
  return awaitedOrders(
    db,
    { merchantId: null },
    sql`o.payment = ${CARD} and o.status = ${INCOMPLETE} and o.payment_review_at is not null and o.paid_at is null and o.released_at is null`,
    limit,
  );
}

async function awaitedOrders(
  db: DbOrTx,
  scope: OverviewScope,
  awaiting: SQL,
  limit: number,
): Promise<{ rows: AwaitedTransfer[]; count: number; more: boolean }> {
  const where = sql`${awaiting} ${
    scope.merchantId
      ? sql`and exists (select 1 from order_merchants om where om.merchant_id = ${scope.merchantId} and om.order_id = o.id)
        and exists (select 1 from order_items oi where oi.order_id = o.id and ${soldLines(scope)})`
      : sql``
  }`;
  const [rows, counted] = await Promise.all([
    select<{ id: string; createdAt: string; total: string; currency: "TRY" | "USD" }>(
      db,
      sql`
      select o.id, o.created_at as "createdAt", o.total::text as total, o.currency
      from orders o where ${where}
      order by o.created_at, o.id limit ${limit}`,
    ),
    // Counted up to a cap, as the order desk counts (decision 028): past it the page says "50+".
    select<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from orders o where ${where} limit ${AWAITED_COUNT_CAP + 1}) c`,
    ),
  ]);
  const n = counted[0]!.n;
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt),
      total: Number(r.total),
    })),
    count: Math.min(n, AWAITED_COUNT_CAP),
    more: n > AWAITED_COUNT_CAP,
  };
}

export interface LowStockProduct {
  id: string;
  name: string;
  quantity: number;
}

/**
 * Open products sold out, then those at or under their low-stock threshold (the staff list's
 * "low"), fewest pieces first (issue [18] point 7).
 */
export async function runningLow(
  db: DbOrTx,
  scope: OverviewScope,
  limit = 10,
): Promise<LowStockProduct[]> {
  return select<LowStockProduct>(
    db,
    sql`
      select p.id, p.name, p.quantity from products p
      ${scope.merchantId ? sql`join brands b on b.id = p.brand_id and b.merchant_id = ${scope.merchantId}` : sql``}
      where p.archived_at is null and p.is_active and (p.quantity = 0 or ${isLowStockIn("p")})
      order by p.quantity, p.name limit ${limit}`,
  );
}

function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}
