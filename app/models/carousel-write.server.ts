import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { carouselEntries, products } from "../../db/schema";
import { dataChanged } from "./data-changes.server";
import { listed } from "./product.server";

/**
 * The dashboard's reads and writes of the home carousel (spec 001 §2 Carousel): entries with their
 * product, whether the shop shows it (`listed`: active and visible) included, in their order.
 */
export interface StaffCarouselEntry {
  id: string;
  productId: string;
  sortOrder: number;
  isActive: boolean;
  sku: string;
  name: string;
  imageUrl: string | null;
  /** The storefront shows the product (active and visible): else the carousel skips it. */
  listed: boolean;
}

export async function staffCarousel(db: Db): Promise<StaffCarouselEntry[]> {
  return db
    .select({
      id: carouselEntries.id,
      productId: carouselEntries.productId,
      sortOrder: carouselEntries.sortOrder,
      isActive: carouselEntries.isActive,
      sku: products.sku,
      name: products.name,
      imageUrl: products.imageUrl,
      listed: sql<boolean>`coalesce(${listed}, false)`.mapWith(Boolean),
    })
    .from(carouselEntries)
    .innerJoin(products, eq(products.id, carouselEntries.productId))
    .orderBy(asc(carouselEntries.sortOrder), asc(carouselEntries.id));
}

export async function carouselProductExists(db: Db, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), sql`${products.archivedAt} is null`));
  return !!row;
}

/** Adds the product last; null when it is already in the carousel. */
export async function insertCarouselEntry(db: Db, productId: string) {
  const [row] = await db
    .insert(carouselEntries)
    .values({
      productId,
      sortOrder: sql`(select coalesce(max(${carouselEntries.sortOrder}), -1) + 1 from ${carouselEntries})`,
    })
    .onConflictDoNothing()
    .returning();
  if (row) dataChanged(db, "content");
  return row ?? null;
}

export async function deleteCarouselEntry(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(carouselEntries)
    .where(eq(carouselEntries.id, id))
    .returning({ id: carouselEntries.id });
  dataChanged(db, "content");
  return rows.length > 0;
}

/** Every entry in the order of `ids`, each exactly once, else false and nothing written. */
export async function reorderCarousel(db: Db, ids: string[]): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const rows = await tx.select({ id: carouselEntries.id }).from(carouselEntries).for("update");
    const all = new Set(rows.map((r) => r.id));
    if (ids.length !== all.size || new Set(ids).size !== ids.length) return false;
    if (!ids.every((id) => all.has(id))) return false;
    for (const [i, id] of ids.entries())
      await tx.update(carouselEntries).set({ sortOrder: i }).where(eq(carouselEntries.id, id));
    return true;
  });
  if (done) dataChanged(db, "content");
  return done;
}

export async function moveCarouselEntry(
  db: Db,
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  const ids = (await staffCarousel(db)).map((e) => e.id);
  const from = ids.indexOf(id);
  if (from < 0) return false;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return true;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return reorderCarousel(db, ids);
}
