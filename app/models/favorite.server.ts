import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { favorites, products } from "../../db/schema";
import { cardColumns, listed, type ProductPage } from "./product.server";

/** The user's favorite product ids, newest first (the /api answer). */
export async function favoriteIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), favorites.productId);
  return rows.map((r) => r.id);
}

/**
 * Adds listed products to the user's favorites (already there is fine). Answers the ids that are
 * not listed products, and adds nothing when there are any: a shopper can only keep what the
 * shop shows.
 */
export async function addFavorites(
  db: DbOrTx,
  userId: string,
  productIds: string[],
): Promise<{ missing: string[] }> {
  if (!productIds.length) return { missing: [] };
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(and(listed, inArray(products.id, productIds)));
  const known = new Set(found.map((r) => r.id));
  const missing = productIds.filter((id) => !known.has(id));
  if (missing.length) return { missing };
  await db
    .insert(favorites)
    .values(productIds.map((productId) => ({ userId, productId })))
    .onConflictDoNothing();
  return { missing: [] };
}

/** Removes products from the user's favorites; ids that were not there are ignored. */
export async function removeFavorites(db: DbOrTx, userId: string, productIds: string[]) {
  if (!productIds.length) return;
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.productId, productIds)));
}

/**
 * Puts one product in or out of the favorites. The wish buttons post the state they want rather
 * than "toggle", so a double click or a resubmitted form cannot undo itself.
 * Answers the product's state afterwards, or null for a product the shop does not list.
 */
export async function setFavorite(
  db: DbOrTx,
  userId: string,
  productId: string,
  wished: boolean,
): Promise<boolean | null> {
  if (!wished) {
    await removeFavorites(db, userId, [productId]);
    return false;
  }
  const { missing } = await addFavorites(db, userId, [productId]);
  return missing.length ? null : true;
}

/** Flips one product in or out of the favorites; null for a product the shop does not list. */
export async function toggleFavorite(
  db: DbOrTx,
  userId: string,
  productId: string,
): Promise<boolean | null> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .returning({ id: favorites.productId });
  if (removed.length) return false;
  return setFavorite(db, userId, productId, true);
}

/**
 * One page of the favorites screen: cards of the favorite products the shop still lists, the
 * newest favorite first. Like the shop lists, the total comes with the page.
 */
export async function listFavoriteCards(
  db: DbOrTx,
  userId: string,
  opts: { page: number; pageSize: number },
): Promise<ProductPage> {
  const where = and(eq(favorites.userId, userId), listed);
  const read = (page: number) =>
    db
      .select({
        ...cardColumns,
        wished: sql<boolean>`true`,
        total: sql<number>`(select count(*)::int from ${favorites}
          join ${products} on ${products.id} = ${favorites.productId} where ${where})`,
      })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(where)
      .orderBy(desc(favorites.createdAt), products.id)
      .limit(opts.pageSize)
      .offset((page - 1) * opts.pageSize);
  let page = Math.max(1, opts.page);
  let rows = await read(page);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page > 1) {
    // Past the end (favorites removed meanwhile): the last page instead.
    rows = await read(1);
    total = rows[0]?.total ?? 0;
    page = Math.max(1, Math.ceil(total / opts.pageSize));
    if (page > 1) rows = await read(page);
  }
  const pages = Math.max(1, Math.ceil(total / opts.pageSize));
  return { products: rows.map(({ total: _t, ...card }) => card), total, page, pages };
}
