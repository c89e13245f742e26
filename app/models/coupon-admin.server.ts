import { asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { coupons, products } from "../../db/schema";
import { TAXONOMY_TABLES } from "./taxonomy.server";
import { violatesUnique } from "./unique-violation.server";

export type Coupon = typeof coupons.$inferSelect;

/** A rule across a coupon's fields a partial write would break (the schema's, decision 067). */
export type CouponRule = "percentMax" | "endBeforeStart";

/** What the form and the /api write: dates already the moments they stand for. */
export interface CouponFields {
  name: string;
  code: string;
  dtype: "P" | "A";
  amount: number;
  uses: number;
  categoryIds: string[];
  productIds: string[];
  startDate: Date | null;
  endDate: Date | null;
  isActive: boolean;
}

/** Every coupon, newest first (a shop has tens, not thousands). */
export async function listCoupons(db: DbOrTx): Promise<Coupon[]> {
  return db.select().from(coupons).orderBy(desc(coupons.createdAt), asc(coupons.id));
}

export async function getCoupon(db: DbOrTx, id: string): Promise<Coupon | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

/**
 * The ids among `categoryIds` that name an entry of the catalogue's five lists, and among
 * `productIds` that name a product that is not archived: a coupon names nothing else.
 */
async function knownIds(db: DbOrTx, fields: Pick<CouponFields, "categoryIds" | "productIds">) {
  const inLists: SQL[] = Object.values(TAXONOMY_TABLES).map(
    (t) => sql`select ${t.id} as id from ${t} where ${inArray(t.id, fields.categoryIds)}`,
  );
  const [lists, items] = await Promise.all([
    fields.categoryIds.length
      ? db.execute<{ id: string }>(sql.join(inLists, sql` union all `))
      : Promise.resolve([] as { id: string }[]),
    fields.productIds.length
      ? db
          .select({ id: products.id })
          .from(products)
          .where(sql`${inArray(products.id, fields.productIds)} and ${products.archivedAt} is null`)
      : Promise.resolve([]),
  ]);
  const rows = (r: unknown) => ((r as { rows?: { id: string }[] }).rows ?? r) as { id: string }[];
  const categories = new Set(rows(lists).map((r) => r.id));
  const found = new Set(items.map((r) => r.id));
  return {
    categoryIds: fields.categoryIds.filter((id) => categories.has(id)),
    productIds: fields.productIds.filter((id) => found.has(id)),
  };
}

/** A new coupon, or "codeTaken" when another has its code in any case (the unique index). */
export async function insertCoupon(
  db: DbOrTx,
  fields: CouponFields,
): Promise<Coupon | "codeTaken"> {
  try {
    const [row] = await db
      .insert(coupons)
      .values({ ...fields, ...(await knownIds(db, fields)) })
      .returning();
    return row!;
  } catch (error) {
    if (violatesUnique(error, "code")) return "codeTaken";
    throw error;
  }
}

/**
 * Changes the fields given, the others untouched, in one UPDATE of the locked row; null when
 * there is no such coupon, "stale" when `expected` (the version the writer saw, decision 067)
 * is no longer the coupon's.
 */
export async function updateCoupon(
  db: DbOrTx,
  id: string,
  fields: Partial<CouponFields>,
  expected?: number,
): Promise<Coupon | "codeTaken" | "stale" | CouponRule | null> {
  const set: Partial<CouponFields> = { ...fields };
  if (fields.categoryIds || fields.productIds) {
    const known = await knownIds(db, {
      categoryIds: fields.categoryIds ?? [],
      productIds: fields.productIds ?? [],
    });
    if (fields.categoryIds) set.categoryIds = known.categoryIds;
    if (fields.productIds) set.productIds = known.productIds;
  }
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
      if (!locked) return null;
      if (expected !== undefined && locked.version !== expected) return "stale" as const;
      // The rules across fields, checked on the row as it is written: two writes of one field
      // each cannot together make a coupon the form would refuse.
      const merged = { ...locked, ...set };
      if (merged.dtype === "P" && merged.amount > 100) return "percentMax" as const;
      if (merged.startDate && merged.endDate && merged.endDate < merged.startDate)
        return "endBeforeStart" as const;
      const [row] = await tx.update(coupons).set(set).where(eq(coupons.id, id)).returning();
      return row ?? null;
    });
  } catch (error) {
    if (violatesUnique(error, "code")) return "codeTaken";
    throw error;
  }
}

/** Carts holding it lose it, orders keep what they were given (their coupon_id is set null). */
export async function deleteCoupon(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return gone.length > 0;
}
