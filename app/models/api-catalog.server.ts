/**
 * The catalogue reads of the /api contract that the pages do not need in the same form. Built
 * on the page models (filterWhere, listProductPage, productCardsByIds, listTaxonomy, ...) so that
 * a product listed on a page is listed by the API and a hidden one is hidden from both.
 */
import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { products } from "../../db/schema";
import type { ApiProductQuery, FilterGroup } from "~/schemas/api";
import { listCarouselEntries } from "./content.server";
import {
  filterWhere,
  listProductPage,
  newestFirst,
  productCardsByIds,
  type ProductPage,
} from "./product.server";
import type { ProductFilter } from "~/lib/shop-query";
import { getSettings } from "./settings.server";
import { getTaxonomyItem, TAXONOMY_TABLES } from "./taxonomy.server";
import { productsSeenBy } from "./catalogue-scope.server";
import { brandsInReach } from "./reach-reads.server";
import type { Reach } from "~/lib/catalogue-actor";

// ---------------------------------------------------------------- product lists

/**
 * The ids among a group's filter values, turned into the slugs filterWhere matches. An id that
 * names nothing still narrows (to nothing), rather than being dropped and widening the list.
 */
async function slugsForIds(db: DbOrTx, ids: Record<FilterGroup, string[]>) {
  const groups = (Object.keys(ids) as FilterGroup[]).filter((g) => ids[g].length);
  const found = await Promise.all(
    groups.map(async (g) => {
      const t = TAXONOMY_TABLES[g];
      const rows = await db.select({ slug: t.slug }).from(t).where(inArray(t.id, ids[g]));
      return [g, rows.length ? rows.map((r) => r.slug) : [""]] as const;
    }),
  );
  return Object.fromEntries(found) as Partial<Record<FilterGroup, string[]>>;
}

/** A page of listed products for an API query, narrowed further by `fixed` (a brand, a category). */
export async function listApiProducts(
  db: DbOrTx,
  query: ApiProductQuery,
  fixed: Partial<ProductFilter> = {},
): Promise<ProductPage> {
  const [bySlug, settings] = await Promise.all([
    slugsForIds(db, query.ids),
    query.filter.teachersDay ? getSettings(db) : null,
  ]);
  const filter: ProductFilter = {
    ...query.filter,
    ...fixed,
    teachersDay: settings
      ? { typeId: settings.teachersDayTypeId, ingredientId: settings.teachersDayIngredientId }
      : null,
  };
  for (const [g, slugs] of Object.entries(bySlug) as [FilterGroup, string[]][]) {
    filter[g] = [...(filter[g] ?? []), ...slugs];
  }
  return listProductPage(db, filter, { page: query.page, pageSize: query.limit });
}

/**
 * The products of a category id: a 'Cinsiyet' category or a type ('Kategoriler'), as `?cat=`
 * matches either (docs/decisions/003). Null when neither is an active one.
 */
export async function listProductsInCategory(db: DbOrTx, id: string, query: ApiProductQuery) {
  const [category, type] = await Promise.all([
    getTaxonomyItem(db, "categories", { id }),
    getTaxonomyItem(db, "types", { id }),
  ]);
  if (category?.isActive)
    return { category, page: await listApiProducts(db, query, { categoryId: id }) };
  if (type?.isActive) {
    const page = await listApiProducts(db, query, {
      types: [...(query.filter.types ?? []), type.slug],
    });
    return { category: type, page };
  }
  return null;
}

/** The products of an active brand (with its merchant's name), or null when there is none. */
export async function listProductsOfBrand(db: DbOrTx, id: string, query: ApiProductQuery) {
  const [brand] = await brandsInReach(db, null, id);
  if (!brand) return null;
  return { brand, page: await listApiProducts(db, query, { brandId: id }) };
}

/**
 * The dashboard-style list (name and description, to search in the browser), a page at a time:
 * the listed products, and to staff those they may edit (catalogue-scope.server.ts).
 */
export async function listaProducts(db: DbOrTx, query: ApiProductQuery, reach: Reach) {
  const where = filterWhere({ q: query.filter.q }, productsSeenBy(reach));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const page = Math.min(Math.max(1, query.page), pages);
  const rows = total
    ? await db
        .select({
          id: products.id,
          sku: products.sku,
          slug: products.slug,
          name: products.name,
          nameEn: products.nameEn,
          description: products.description,
          descriptionEn: products.descriptionEn,
          price: products.price,
          discountPrice: products.discountPrice,
          quantity: products.quantity,
          imageUrl: products.imageUrl,
          isActive: products.isActive,
          isVisible: products.isVisible,
        })
        .from(products)
        .where(where)
        .orderBy(...newestFirst)
        .limit(query.limit)
        .offset((page - 1) * query.limit)
    : [];
  return { rows, total, page, pages };
}

/** The smallest list, for pickers and quick search: id, sku, names, slug and cover. */
export async function microProducts(db: DbOrTx, q: string | null | undefined, limit: number) {
  return db
    .select({
      id: products.id,
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      nameEn: products.nameEn,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(filterWhere({ q }))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Every listed product as a select option (series children, combinations, coupons). */
export async function productOptions(db: DbOrTx) {
  return db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(filterWhere({}))
    .orderBy(...newestFirst);
}

// ---------------------------------------------------------------- carousel

/** Active carousel entries whose products are still listed, in their order, with the product. */
export async function carouselWithProducts(db: DbOrTx) {
  const entries = (await listCarouselEntries(db)).filter((e) => e.isActive);
  const cards = await productCardsByIds(
    db,
    entries.map((e) => e.productId),
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return entries.flatMap((e) => {
    const product = byId.get(e.productId);
    return product ? [{ entry: e, product }] : [];
  });
}
