import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.server";
import { brands, products } from "../../db/schema";
import type { CatalogueActor, Reach } from "~/lib/catalogue-actor";
import { listed } from "./product.server";

/**
 * The rows of the catalogue an actor may see and change, as a condition for the query itself
 * (DESIGN.md §9: never filter after loading). Every dashboard read and write of brands and
 * products adds it to its WHERE, so a merchant's statement cannot touch another shop's rows
 * whatever id it is given.
 */
export function brandsOf(actor: CatalogueActor): SQL {
  return actor.kind === "admin" ? sql`true` : eq(brands.merchantId, actor.merchantId);
}

/**
 * What an actor's kept reads are kept under: one entry for every admin, one per merchant, so that
 * a merchant's list can only ever be answered from what their own scope read.
 */
export function scopeKey(actor: CatalogueActor): string {
  return actor.kind === "admin" ? "all" : `merchant:${actor.merchantId}`;
}

/** The products of the actor's brands (all products for an admin). */
export function productsOf(actor: CatalogueActor): SQL {
  if (actor.kind === "admin") return sql`true`;
  return inArray(
    products.brandId,
    sql`(select ${brands.id} from ${brands} where ${brands.merchantId} = ${actor.merchantId})`,
  );
}

/**
 * What a reader of the /api sees of the records only the admin edits (the reference lists, blog
 * posts, slides): all of them for the admin, the active ones for anyone else.
 */
export function activeUnlessAdmin(reach: Reach, isActive: AnyPgColumn): SQL {
  return reach?.kind === "admin" ? sql`true` : eq(isActive, true);
}

/** The brands a reader sees: the active ones, and those the reader manages, off or not. */
export function brandsSeenBy(reach: Reach): SQL {
  const active = eq(brands.isActive, true);
  return reach ? or(active, brandsOf(reach))! : active;
}

/**
 * The products a reader sees: the listed ones (exactly the shop's condition, so that a shopper's
 * read keeps its partial indexes), and those the reader manages, off or hidden, but not archived
 * (decision 022: an archived product has left every staff answer).
 */
export function productsSeenBy(reach: Reach): SQL {
  if (!reach) return listed;
  return or(listed, and(isNull(products.archivedAt), productsOf(reach)))!;
}

/**
 * The actor's scope resolved to its brands first (null for an admin: everything), for a read
 * whose best plan depends on how many products the scope holds: the planner sees the brand ids
 * themselves and its statistics tell a brand of 30,000 products from one of three, where a
 * subquery leaves it guessing (docs/decisions/028-capped-staff-count.md). The ids go into the
 * read's WHERE through productsOfBrands, so the scope is still the statement's own.
 */
export async function scopeBrandIds(db: DbOrTx, actor: CatalogueActor): Promise<string[] | null> {
  if (actor.kind === "admin") return null;
  const rows = await db.select({ id: brands.id }).from(brands).where(brandsOf(actor));
  return rows.map((r) => r.id);
}

/** The products of the brands scopeBrandIds answered (every product for null). */
export function productsOfBrands(brandIds: string[] | null): SQL {
  if (brandIds === null) return sql`true`;
  return brandIds.length ? inArray(products.brandId, brandIds) : sql`false`;
}

/** Whether a product is within the brands scopeBrandIds answered (any product for null). */
export async function productInScope(
  db: DbOrTx,
  productId: string,
  brandIds: string[] | null,
): Promise<boolean> {
  if (brandIds === null) return true;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), productsOfBrands(brandIds)))
    .limit(1);
  return !!row;
}
