import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { products } from "../../db/schema";
import type { Lang } from "~/lib/i18n";
import { rowsOf } from "./taxonomy.server";

/**
 * Low stock and 'Stoğa girince haber ver' (docs/decisions/036-stock-alerts.md). The database
 * decides: `low_stock_threshold(own, shop)` (migrations 0017, 0021) is the one rule for a product's threshold,
 * and the trigger on products.quantity writes a low_stock_alerts row for each crossing. These
 * functions read and take what it wrote.
 */

/** The shop's default threshold when it has no settings row yet (the column's default). */
export const DEFAULT_LOW_STOCK = 5;

/**
 * "Running low": some left, at or under the product's threshold (the staff list's "low"). The
 * shop's threshold is read once per statement and the rule inlined (migration 0021).
 */
export const isLowStock = sql`${products.quantity} between 1 and low_stock_threshold(${products.lowStockThreshold}, (select shop_low_stock_threshold()))`;

/**
 * The most pieces a product can hold and still be running low: the shop's threshold (as the rule
 * falls back to it, low_stock_threshold) or the highest of the products' own (products_low_stock_threshold_idx finds it). Written beside
 * isLowStock as a plain bound, it lets an index find the low quantities, which the rule alone
 * cannot name (the staff list's count, app/models/staff-product.server.ts). A threshold changed
 * between this read and the list's only shows on the next one.
 */
export async function lowStockCeiling(db: DbOrTx): Promise<number> {
  const [row] = rowsOf<{ ceiling: number }>(
    await db.execute(
      sql`select greatest(low_stock_threshold(null, shop_low_stock_threshold()), (select max(${products.lowStockThreshold}) from ${products}))::int as ceiling`,
    ),
  );
  return row?.ceiling ?? DEFAULT_LOW_STOCK;
}

/** The same rule for a raw query naming the products table `alias`. */
export const isLowStockIn = (alias: string) =>
  sql.raw(
    `${alias}.quantity between 1 and low_stock_threshold(${alias}.low_stock_threshold, (select shop_low_stock_threshold()))`,
  );

export interface TakenLowStock {
  productId: string;
  name: string;
  sku: string;
  quantity: number;
  threshold: number;
  merchantId: string | null;
}

/**
 * Takes (deletes) the low-stock alerts the trigger wrote, for the caller to mail in the same
 * transaction. Rows another process is taking right now are skipped, not waited for: each
 * crossing is taken by exactly one transaction, and a rollback leaves it for the next.
 */
export async function takeLowStockAlerts(tx: DbOrTx): Promise<TakenLowStock[]> {
  const result = await tx.execute(sql`
    with taken as (
      delete from low_stock_alerts where id in (
        select id from low_stock_alerts order by created_at for update skip locked
      ) returning product_id, quantity, threshold, created_at
    )
    select t.product_id as "productId", p.name, p.sku, t.quantity, t.threshold,
      b.merchant_id as "merchantId"
    from taken t
    join products p on p.id = t.product_id
    left join brands b on b.id = p.brand_id
    order by t.created_at`);
  return rowsOf<TakenLowStock>(result);
}

export interface TakenBackInStock {
  email: string;
  lang: Lang;
  slug: string;
  name: string;
  nameEn: string;
}

/**
 * Takes (deletes) the back-in-stock requests whose product is on sale again, for the caller to
 * mail in the same transaction: the request ends with its one mail. Skips rows another process
 * is taking, so two processes never answer one request twice.
 */
export async function takeBackInStockRequests(tx: DbOrTx): Promise<TakenBackInStock[]> {
  const result = await tx.execute(sql`
    with taken as (
      delete from back_in_stock_requests where id in (
        select r.id from back_in_stock_requests r
        join products p on p.id = r.product_id
        where p.quantity > 0 and p.is_active and p.archived_at is null
        order by r.created_at
        for update of r skip locked
      ) returning product_id, email, lang, created_at
    )
    select t.email, t.lang, p.slug, p.name, p.name_en as "nameEn"
    from taken t join products p on p.id = t.product_id
    order by t.created_at`);
  return rowsOf<TakenBackInStock>(result);
}

export interface WaitableProduct {
  id: string;
  slug: string;
  quantity: number;
}

/** A product a shopper may wait for: on sale (active, not archived), by its slug. */
export async function findWaitableProduct(
  db: DbOrTx,
  slug: string,
): Promise<WaitableProduct | null> {
  const result = await db.execute(sql`
    select id, slug, quantity from products
    where slug = ${slug} and is_active and archived_at is null`);
  return rowsOf<WaitableProduct>(result)[0] ?? null;
}

/**
 * Records a request, once per address and product (the unique index on lower(email)): asking
 * again keeps one row and takes the newer language.
 */
export async function saveBackInStockRequest(
  db: DbOrTx,
  input: { productId: string; email: string; lang: Lang; userId: string | null },
): Promise<void> {
  await db.execute(sql`
    insert into back_in_stock_requests (product_id, email, lang, user_id)
    values (${input.productId}, ${input.email}, ${input.lang}, ${input.userId})
    on conflict (product_id, lower(email)) do update
      set lang = excluded.lang,
        user_id = coalesce(excluded.user_id, back_in_stock_requests.user_id)`);
}
