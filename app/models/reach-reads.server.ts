import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { blogs, brands, merchants, products, sliders } from "../../db/schema";
import type { Reach } from "~/lib/catalogue-actor";
import { brandWithMerchant } from "./catalogue-admin.server";
import { activeUnlessAdmin, brandsSeenBy, productsSeenBy } from "./catalogue-scope.server";
import { getProductDetail, newestFirst } from "./product.server";
import { TAXONOMY_TABLES, type TaxonomyGroup } from "./taxonomy.server";

/**
 * The /api reads of the reference lists, brands, blog posts, slides and products, each as its
 * reader may see it (app/lib/catalogue-actor.ts `Reach`): what shoppers see, and to staff what
 * they may edit too. The reach is in each statement's WHERE. With `id`, the one record (or none).
 */

/** A group's entries by name; a category's with the ids of its products the reader sees. */
export async function taxonomyInReach(db: DbOrTx, group: TaxonomyGroup, reach: Reach, id?: string) {
  const t = TAXONOMY_TABLES[group];
  // Spec 001 §3 names a category's products; the other lists have none. A subquery of its own
  // (not a fragment), so that drizzle names the outer table in the correlation.
  const ofCategory = db
    .select({ ids: sql`json_agg(${products.id} order by ${sql.join(newestFirst, sql`, `)})` })
    .from(products)
    .where(and(eq(products.categoryId, t.id), productsSeenBy(reach)));
  const productIds =
    group === "categories" ? sql<string[]>`coalesce((${ofCategory}), '[]'::json)` : sql<null>`null`;
  return db
    .select({ ...getTableColumns(t), productIds })
    .from(t)
    .where(and(activeUnlessAdmin(reach, t.isActive), id ? eq(t.id, id) : undefined))
    .orderBy(asc(t.name));
}

/** Brands by name, with their merchant's name. */
export async function brandsInReach(db: DbOrTx, reach: Reach, id?: string) {
  return db
    .select(brandWithMerchant)
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(and(brandsSeenBy(reach), id ? eq(brands.id, id) : undefined))
    .orderBy(asc(brands.name));
}

/** Blog posts, the newest first. */
export async function blogsInReach(db: DbOrTx, reach: Reach, id?: string) {
  return db
    .select()
    .from(blogs)
    .where(and(activeUnlessAdmin(reach, blogs.isActive), id ? eq(blogs.id, id) : undefined))
    .orderBy(desc(blogs.createdAt));
}

/** Slides in their order. */
export async function slidersInReach(db: DbOrTx, reach: Reach, id?: string) {
  return db
    .select()
    .from(sliders)
    .where(and(activeUnlessAdmin(reach, sliders.isActive), id ? eq(sliders.id, id) : undefined))
    .orderBy(asc(sliders.sortOrder), asc(sliders.createdAt));
}

/** One product with its relations, or null. */
export function productInReach(db: DbOrTx, id: string, reach: Reach) {
  return getProductDetail(db, { id }, productsSeenBy(reach));
}

/** One product by its address, with its relations, or null. */
export function productBySlugInReach(db: DbOrTx, slug: string, reach: Reach) {
  return getProductDetail(db, { slug }, productsSeenBy(reach));
}
