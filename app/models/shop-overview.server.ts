import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { CANCELED, INCOMPLETE, ITEM_CANCELLED, TRANSFER } from "~/lib/orders";
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
/** The start of the shop's day `days - 1` days before today: the overview's window. */
const windowStart = (days: number) =>
  sql`(${SHOP_DAY(sql`now()`)} - ${days - 1}::int)::timestamp at time zone 'Europe/Istanbul'`;

/** Lines that count as sold, of orders that count, within the scope. `oi` and `o` are bound. */
function soldLines(scope: OverviewScope): SQL {
  const ofMerchant = scope.merchantId
    ? sql`and exists (select 1 from products p join brands b on b.id = p.brand_id where p.id = oi.product_id and b.merchant_id = ${scope.merchantId})`
    : sql``;
  return sql`o.status not in (${INCOMPLETE}, ${CANCELED}) and oi.status <> ${ITEM_CANCELLED} ${ofMerchant}`;
}

/** The shop's day today, as YYYY-MM-DD. */
async function today(db: DbOrTx): Promise<string> {
  const [row] = await select<{ today: string }>(
    db,
    sql`select to_char(${SHOP_DAY(sql`now()`)}, 'YYYY-MM-DD') as today`,
  );
  return row!.today;
}

/** Sales per day for the last `days` days up to today, every day present (zero when none). */
export async function salesByDay(db: DbOrTx, scope: OverviewScope, days = 30): Promise<DaySales[]> {
  const end = await today(db);
  const rows = await select<{ day: string; currency: string; orders: number; amount: string }>(
    db,
    sql`
      select to_char(${SHOP_DAY(sql`o.created_at`)}, 'YYYY-MM-DD') as day, o.currency,
             count(distinct o.id)::int as orders, sum(oi.total_price)::text as amount
      from orders o join order_items oi on oi.order_id = o.id
      where o.created_at >= ${windowStart(days)} and ${soldLines(scope)}
      group by 1, 2`,
  );
  const byDay = new Map<string, DaySales>();
  for (let i = days - 1; i >= 0; i--) {
    const day = shiftDay(end, -i);
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

/** The products sold most (pieces) in the same window. */
export async function bestSellers(
  db: DbOrTx,
  scope: OverviewScope,
  days = 30,
  limit = 5,
): Promise<BestSeller[]> {
  return select<BestSeller>(
    db,
    sql`
      select oi.product_id as "productId", min(oi.name) as name, min(oi.slug) as slug,
             sum(oi.quantity)::int as quantity
      from orders o join order_items oi on oi.order_id = o.id
      where o.created_at >= ${windowStart(days)} and ${soldLines(scope)}
      group by oi.product_id
      order by quantity desc, name
      limit ${limit}`,
  );
}

export interface AwaitedTransfer {
  id: string;
  createdAt: Date;
  total: number;
  currency: "TRY" | "USD";
}

/** Transfer orders whose money has not arrived, oldest first (a merchant's: holding their lines). */
export async function awaitedTransfers(
  db: DbOrTx,
  scope: OverviewScope,
  limit = 10,
): Promise<{ rows: AwaitedTransfer[]; count: number }> {
  const where = sql`o.payment = ${TRANSFER} and o.paid_at is null and o.status <> ${CANCELED} ${
    scope.merchantId
      ? sql`and exists (select 1 from order_items oi where oi.order_id = o.id and ${soldLines(scope)})`
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
    select<{ n: number }>(db, sql`select count(*)::int as n from orders o where ${where}`),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      createdAt: new Date(r.createdAt),
      total: Number(r.total),
    })),
    count: counted[0]!.n,
  };
}

export interface LowStockProduct {
  id: string;
  name: string;
  quantity: number;
}

/** Open products at or under their low-stock threshold (the staff list's "low"), fewest first. */
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
      where p.archived_at is null and p.is_active and ${isLowStockIn("p")}
      order by p.quantity, p.name limit ${limit}`,
  );
}

function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}
