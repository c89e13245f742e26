import { count, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { products } from "../../db/schema";
import { parseStaffProductQuery } from "~/lib/staff-product-query";
import { staffWhere } from "./staff-product.server";
import { rowsOf } from "./taxonomy.server";

/**
 * Whether a bulk change can still be undone, asked before it is offered (issue [17] point 5;
 * docs/decisions/072): a batch can go back while every product it wrote still holds what it
 * wrote, the very condition `revert_staff_batch` puts in its UPDATE, so what is offered is what
 * the undo takes, and a change made between the offer and the press is still refused.
 */

/** Bulk changes older than the newest few are not offered: the list and activity stay short. */
const RECENT_BATCHES = 20;

/** The actor's brands as the history records them (null: the whole shop). */
function inScope(brandIds: string[] | null): SQL {
  if (brandIds === null) return sql`true`;
  if (!brandIds.length) return sql`false`;
  return sql`c.brand_id = any(${`{${brandIds.join(",")}}`}::uuid[])`;
}

/** A recorded change of a product that still holds what it wrote, and was not put back. */
const STILL_HELD = sql`(
  not exists (select 1 from staff_changes r where r.reverts = c.id)
  and exists (
    select 1 from products p
     where p.id::text = c.row_id
       and (select bool_and((to_jsonb(p) -> k) is not distinct from (c.after -> k))
              from jsonb_object_keys(c.after) as k)))`;

/** The products of a batch changed since it was applied, by name (empty: it can go back). */
export async function batchChangedSince(
  db: DbOrTx,
  batchId: string,
  brandIds: string[] | null,
): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select coalesce(p.name, c.row_id) as name
        from staff_changes c left join products p on p.id::text = c.row_id
       where c.batch_id = ${batchId}::uuid and c.table_name = 'products' and ${inScope(brandIds)}
         and not ${STILL_HELD}
       order by p.name`),
  );
  return rows.map((r) => r.name);
}

export interface UndoableBatch {
  id: string;
  count: number;
  at: string;
  writerEmail: string;
}

/** The newest bulk changes the actor can still undo, newest first. */
export async function undoableBatches(
  db: DbOrTx,
  brandIds: string[] | null,
  limit: number,
): Promise<UndoableBatch[]> {
  const rows = rowsOf<{ id: string; count: number; at: string | Date; writer_email: string }>(
    await db.execute(sql`
      select c.batch_id as id, count(*)::int as count, max(c.at) as at,
             min(c.writer_email) as writer_email
        from staff_changes c
       where c.batch_id in (select batch_id from staff_changes
                             where batch_id is not null and reverts is null
                             group by batch_id order by max(id) desc limit ${RECENT_BATCHES})
         and c.table_name = 'products' and ${inScope(brandIds)}
       group by c.batch_id
      having bool_and(${STILL_HELD})
       order by max(c.id) desc
       limit ${limit}`),
  );
  return rows.map((r) => ({
    id: r.id,
    count: r.count,
    at: new Date(r.at).toISOString(),
    writerEmail: r.writer_email,
  }));
}

/** How many of the actor's products each category, type and brand has: the bulk choice's counts. */
export async function productCounts(
  db: DbOrTx,
  brandIds: string[] | null,
): Promise<Record<"category" | "type" | "brand", Map<string, number>>> {
  // The product list's own scope, unfiltered: the products a bulk change can reach.
  const where = staffWhere(brandIds, parseStaffProductQuery(new URLSearchParams()));
  const by = async (
    column: typeof products.categoryId | typeof products.typeId | typeof products.brandId,
  ) =>
    new Map(
      (await db.select({ id: column, n: count() }).from(products).where(where).groupBy(column)).map(
        (r) => [r.id ?? "", r.n],
      ),
    );
  const [category, type, brand] = await Promise.all([
    by(products.categoryId),
    by(products.typeId),
    by(products.brandId),
  ]);
  return { category, type, brand };
}
