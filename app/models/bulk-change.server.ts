import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { brands, categories, products, staffChanges, types } from "../../db/schema";
import {
  BULK_COLUMN,
  bulkOutcome,
  type BulkChange,
  type BulkKind,
  type BulkProduct,
} from "~/schemas/bulk-change";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { parseStaffProductQuery, type StaffProductQuery } from "~/lib/staff-product-query";
import { productsOfBrands, scopeBrandIds } from "./catalogue-scope.server";
import { staffWhere } from "./staff-product.server";
import { rowsOf } from "./taxonomy.server";

/**
 * Bulk changes of products (issue [10] point 1; docs/decisions/036): the ticked products or the
 * list's current filter, within the actor's scope, changed in one transaction under one batch id,
 * which the history's trigger writes beside each product's change, so the batch can be undone
 * as a whole while nothing it wrote changed since.
 */
export const BULK_MAX = 500;

export type BulkSelection = { ids: string[] } | { query: StaffProductQuery };
export type BulkRow = BulkProduct & { name: string; sku: string };
export type BulkOutcomeRow = BulkRow & ReturnType<typeof bulkOutcome>;
type Change = Extract<BulkChange, { kind: BulkKind }>;

const columns = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  price: products.price,
  discountPrice: products.discountPrice,
  quantity: products.quantity,
  isActive: products.isActive,
  isVisible: products.isVisible,
  categoryId: products.categoryId,
  typeId: products.typeId,
  brandId: products.brandId,
};

async function selected(
  db: DbOrTx,
  brandIds: string[] | null,
  selection: BulkSelection,
  lock: boolean,
): Promise<BulkRow[]> {
  const where =
    "ids" in selection
      ? and(
          inArray(products.id, selection.ids.length ? selection.ids : [crypto.randomUUID()]),
          staffWhere(brandIds, parseStaffProductQuery(new URLSearchParams())),
        )
      : staffWhere(brandIds, selection.query);
  const query = db
    .select(columns)
    .from(products)
    .where(where)
    .orderBy(desc(products.skuNumber), products.id)
    .limit(BULK_MAX + 1);
  return lock ? query.for("update") : query;
}

/** The products a selection names, at most BULK_MAX + 1 (one more says "too many"). */
export async function bulkTargets(
  db: DbOrTx,
  actor: CatalogueActor,
  selection: BulkSelection,
): Promise<BulkRow[]> {
  return selected(db, await scopeBrandIds(db, actor), selection, false);
}

/** Whether the chosen category, type or brand exists (a brand: one of the actor's). */
export async function choiceAllowed(db: DbOrTx, actor: CatalogueActor, change: Change) {
  if (change.kind !== "category" && change.kind !== "type" && change.kind !== "brand") return true;
  const id = String(change.value);
  if (change.kind === "brand") {
    const scope = await scopeBrandIds(db, actor);
    if (scope !== null && !scope.includes(id)) return false;
    return !!(await db.select({ id: brands.id }).from(brands).where(eq(brands.id, id)))[0];
  }
  const table = change.kind === "category" ? categories : types;
  return !!(await db.select({ id: table.id }).from(table).where(eq(table.id, id)))[0];
}

const CAST: Record<string, string> = {
  price: "numeric",
  discount_price: "numeric",
  quantity: "int",
  is_active: "boolean",
  is_visible: "boolean",
  category_id: "uuid",
  type_id: "uuid",
  brand_id: "uuid",
};

/**
 * Applies the change to the selection in one transaction, computed from the rows as they are now
 * (locked); refuses, writing nothing, when any row cannot take it. Answers the batch id and every
 * row with its before and after.
 */
export async function applyBulk(
  db: DbOrTx,
  actor: CatalogueActor,
  selection: BulkSelection,
  change: Change,
): Promise<{ batchId: string | null; rows: BulkOutcomeRow[] }> {
  return db.transaction(async (tx) => {
    const brandIds = await scopeBrandIds(tx, actor);
    const rows = (await selected(tx, brandIds, selection, true)).map((r) => ({
      ...r,
      ...bulkOutcome(r, change),
    }));
    if (rows.length > BULK_MAX || rows.some((r) => r.error)) return { batchId: null, rows };
    const changed = rows.filter((r) => JSON.stringify(r.before) !== JSON.stringify(r.after));
    const batchId = crypto.randomUUID();
    if (!changed.length) return { batchId: null, rows };
    const column = BULK_COLUMN[change.kind];
    const data = JSON.stringify(changed.map((r) => ({ id: r.id, v: r.after })));
    await tx.execute(sql`select set_config('shop.batch', ${batchId}, true)`);
    await tx.execute(sql`
      update ${products} set ${sql.identifier(column)} = d.v, updated_at = now()
      from jsonb_to_recordset(${data}::jsonb) as d(id uuid, v ${sql.raw(CAST[column]!)})
      where ${products.id} = d.id and ${productsOfBrands(brandIds)}`);
    await tx.execute(sql`select set_config('shop.batch', '', true)`);
    return { batchId, rows };
  });
}

export interface BatchSummary {
  count: number;
  undoneBy: number | null;
}

/** How many products a batch changed, and whether it was undone, within the actor's scope. */
export async function batchSummary(
  db: DbOrTx,
  batchId: string,
  brandIds: string[] | null,
): Promise<BatchSummary | null> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      undoneBy: sql<
        number | null
      >`max((select r.id from staff_changes r where r.reverts = staff_changes.id))`,
    })
    .from(staffChanges)
    .where(
      and(
        eq(staffChanges.batchId, batchId),
        brandIds === null
          ? undefined
          : brandIds.length
            ? inArray(staffChanges.brandId, brandIds)
            : sql`false`,
      ),
    );
  return row && row.count > 0 ? { count: row.count, undoneBy: row.undoneBy } : null;
}

/**
 * Puts a whole batch back, or nothing: answers the names of the products that changed since
 * (none put back then), or an empty list when every one was put back.
 */
export async function undoBatch(
  db: DbOrTx,
  batchId: string,
  brandIds: string[] | null,
): Promise<string[]> {
  const brands = brandIds === null ? sql`null` : sql`${`{${brandIds.join(",")}}`}::uuid[]`;
  const [row] = rowsOf<{ names: string[] }>(
    await db.execute(sql`select revert_staff_batch(${batchId}::uuid, ${brands}) as names`),
  );
  return row?.names ?? [];
}
