import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { ProductFilter } from "~/lib/shop-query";
import type { DbOrTx } from "../../db/client.server";
import {
  brands,
  categories,
  ingredients,
  productChildren,
  productCombinations,
  products,
  productStones,
  stones,
  symbols,
  types,
} from "../../db/schema";
import { escapeLike, searchTerm } from "~/lib/search";
import { cachedCatalogueRead, cachedReference, LIST_COUNT_KEY } from "./reference-cache.server";

/** What a product card needs, and nothing more. */
export const cardColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  nameEn: products.nameEn,
  price: products.price,
  discountPrice: products.discountPrice,
  quantity: products.quantity,
  imageUrl: products.imageUrl,
};

export type ProductCard = {
  id: string;
  sku: string;
  slug: string;
  name: string;
  nameEn: string;
  price: number;
  discountPrice: number | null;
  quantity: number;
  imageUrl: string | null;
  wished: boolean;
};

export const listed = and(eq(products.isActive, true), eq(products.isVisible, true))!;
/** Matches the partial index products_listed_sku_idx, so the shop reads in index order. */
export const newestFirst = [sql`${products.skuNumber} desc nulls last`, products.id];

function slugIn(
  table: typeof types | typeof categories | typeof ingredients | typeof symbols,
  slugs: string[],
) {
  return sql`(select ${table.id} from ${table} where ${inArray(table.slug, slugs)})`;
}

/**
 * The WHERE clause of a storefront list: listed products (or those `seen`, the staff's reach:
 * catalogue-scope.server.ts) narrowed by every given filter.
 */
export function filterWhere(f: ProductFilter, seen: SQL = listed): SQL {
  const conds: (SQL | undefined)[] = [seen];
  const term = searchTerm(f.q);
  if (term) conds.push(sql`${products.searchText} like ${`%${escapeLike(term)}%`}`);
  if (f.cat) {
    conds.push(
      or(
        sql`${products.typeId} in ${slugIn(types, [f.cat])}`,
        sql`${products.categoryId} in ${slugIn(categories, [f.cat])}`,
      ),
    );
  }
  if (f.categories?.length)
    conds.push(sql`${products.categoryId} in ${slugIn(categories, f.categories)}`);
  if (f.types?.length) conds.push(sql`${products.typeId} in ${slugIn(types, f.types)}`);
  if (f.ingredients?.length)
    conds.push(sql`${products.ingredientId} in ${slugIn(ingredients, f.ingredients)}`);
  if (f.symbols?.length) conds.push(sql`${products.symbolId} in ${slugIn(symbols, f.symbols)}`);
  if (f.stones?.length) {
    conds.push(
      sql`exists (select 1 from ${productStones} join ${stones} on ${stones.id} = ${productStones.stoneId}
        where ${productStones.productId} = ${products.id} and ${inArray(stones.slug, f.stones)})`,
    );
  }
  if (f.brandSlug)
    conds.push(
      sql`${products.brandId} = (select ${brands.id} from ${brands} where ${brands.slug} = ${f.brandSlug})`,
    );
  if (f.brandId) conds.push(eq(products.brandId, f.brandId));
  if (f.categoryId) conds.push(eq(products.categoryId, f.categoryId));
  if (f.typeId) conds.push(eq(products.typeId, f.typeId));
  if (f.teachersDay) {
    const { typeId, ingredientId } = f.teachersDay;
    // Without both ids configured nothing matches, rather than everything.
    conds.push(
      typeId && ingredientId
        ? and(eq(products.typeId, typeId), eq(products.ingredientId, ingredientId))
        : sql`false`,
    );
  }
  return and(...conds)!;
}

/**
 * A card as it is kept for every shopper (reference-cache.server.ts): none wished, until a
 * signed-in shopper's favorites mark it (markWished).
 */
const keptCardColumns = { ...cardColumns, wished: sql<boolean>`false` };

export interface ProductPage {
  products: ProductCard[];
  total: number;
  page: number;
  pages: number;
}

/**
 * A signed-in shopper's favorite product ids, read with their session (requestFavorites in
 * app/http/auth.server.ts); null for an anonymous shopper.
 */
export type Favorites = ReadonlySet<string> | null | undefined;

/**
 * Cards kept as an anonymous shopper sees them (none wished), marked with a signed-in shopper's
 * favorites: new objects, the kept ones are shared by every request.
 */
function markWished<T extends { id: string; wished: boolean }>(
  favorites: Favorites,
  cards: T[],
): T[] {
  if (!favorites) return cards;
  return cards.map((c) => ({ ...c, wished: favorites.has(c.id) }));
}

/**
 * One page of a storefront list, as every shopper sees it until the catalogue changes
 * (reference-cache.server.ts), with the signed-in shopper's favorites marked.
 */
export async function listProductPage(
  db: DbOrTx,
  filter: ProductFilter,
  opts: { page: number; pageSize: number; favorites?: Favorites },
): Promise<ProductPage> {
  const kept = await cachedCatalogueRead(
    db,
    `list:${opts.page}:${opts.pageSize}:${JSON.stringify(filter)}`,
    () => readProductPage(db, filter, opts),
  );
  return { ...kept, products: markWished(opts.favorites, kept.products) };
}

/**
 * One page of a storefront list. A page past the end answers the last page.
 * The list's count is kept with the reference data (reference-cache.server.ts), forgotten on every
 * catalogue change: a search's count rechecks each match's text (its trigram index is lossy),
 * which cost a search page more than everything else its loader does. Only a page past the end
 * needs a second look.
 */
async function readProductPage(
  db: DbOrTx,
  filter: ProductFilter,
  opts: { page: number; pageSize: number },
): Promise<ProductPage> {
  const where = filterWhere(filter);
  // The page's ids first, from the index alone, then only those rows: a deep page skips index
  // entries, not table rows (a "late row lookup"), so page 300 costs about what page 1 does.
  const idsOfPage = (page: number) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .limit(opts.pageSize)
      .offset((page - 1) * opts.pageSize);
  const readPage = (page: number): Promise<ProductCard[]> =>
    db
      .select(keptCardColumns)
      .from(products)
      .where(inArray(products.id, idsOfPage(page)))
      .orderBy(...newestFirst);
  const counted = cachedReference(db, `${LIST_COUNT_KEY}${JSON.stringify(filter)}`, async () => {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    return total;
  });
  let page = Math.max(1, opts.page);
  const [firstRows, total] = await Promise.all([readPage(page), counted]);
  let rows = firstRows;
  if (!rows.length && page > 1) {
    page = Math.max(1, Math.ceil(total / opts.pageSize));
    rows = total ? await readPage(page) : [];
  }
  const pages = Math.max(1, Math.ceil(total / opts.pageSize));
  return { products: rows, total, page, pages };
}

/** Cards for a known list of ids, in the order given (carousel, combinations). */
export async function productCardsByIds(
  db: DbOrTx,
  ids: string[],
  favorites?: Favorites,
): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const kept = await cachedCatalogueRead(db, `cards:${ids.join(",")}`, async () => {
    const rows = await db
      .select(keptCardColumns)
      .from(products)
      .where(and(listed, inArray(products.id, ids)));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ProductCard => !!r);
  });
  return markWished(favorites, kept);
}

/** The newest listed products (home page section). */
export async function latestProducts(
  db: DbOrTx,
  limit: number,
  favorites?: Favorites,
): Promise<ProductCard[]> {
  const kept = await cachedCatalogueRead(db, `latest:${limit}`, () =>
    db
      .select(keptCardColumns)
      .from(products)
      .where(listed)
      .orderBy(...newestFirst)
      .limit(limit),
  );
  return markWished(favorites, kept);
}

/**
 * The product's own columns that its page and /api/product show. Not the index columns (search
 * text, SKU number) nor the foreign keys: the related rows come joined instead.
 */
export const detailColumns = {
  id: products.id,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  nameEn: products.nameEn,
  description: products.description,
  descriptionEn: products.descriptionEn,
  story: products.story,
  storyEn: products.storyEn,
  details: products.details,
  detailsEn: products.detailsEn,
  ingredients: products.ingredients,
  ingredientsEn: products.ingredientsEn,
  keys: products.keys,
  pcollection: products.pcollection,
  price: products.price,
  discountPrice: products.discountPrice,
  quantity: products.quantity,
  imageUrl: products.imageUrl,
  images: products.images,
  isActive: products.isActive,
  isVisible: products.isVisible,
  customMade: products.customMade,
  metal: products.metal,
  fineness: products.fineness,
  weightGrams: products.weightGrams,
  plating: products.plating,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  // Staff write with it (decision 067); a read answers it as its ETag.
  version: products.version,
};

export interface ProductDetail extends Pick<
  typeof products.$inferSelect,
  keyof typeof detailColumns
> {
  brand: { id: string; name: string; slug: string } | null;
  category: { id: string; name: string; nameEn: string | null; slug: string } | null;
  type: { id: string; name: string; nameEn: string | null; slug: string } | null;
  ingredient: { id: string; name: string; nameEn: string | null; slug: string } | null;
  symbol: { id: string; name: string; nameEn: string | null; slug: string } | null;
  stones: { id: string; name: string; nameEn: string | null; slug: string; nature: string }[];
  children: { id: string; slug: string; name: string; nameEn: string }[];
  combination: ProductCard[];
  wished: boolean;
  /**
   * While discounted: the lowest price it sold at in the 30 days before its price last changed
   * (the rule on announcing a discount); null when not discounted or it has no earlier price.
   */
  lowestBefore: number | null;
}

/** A JSON array built in the database, so that related rows come back with the product. */
function jsonList<T>(select: SQL): SQL<T[]> {
  return sql<T[]>`coalesce((${select}), '[]'::json)`;
}

/**
 * The product's lowest price in the 30 days before its current price began, while it is
 * discounted: each earlier price counts for as long as it stood (until the next change), if that
 * overlaps those 30 days. Read from product_price_history, which a trigger keeps.
 */
function lowestBeforeDiscount(): SQL<number | null> {
  return sql<number | null>`case when ${products.discountPrice} > 0
      and ${products.discountPrice} < ${products.price} then (
    select min(h.effective) from (
      select effective, changed_at,
             lead(changed_at) over (order by changed_at, id) as until,
             max(changed_at) over () as since
      from product_price_history where product_id = ${products.id}
    ) h
    where h.changed_at < h.since and h.until > h.since - interval '30 days'
  ) end`.mapWith((v) => (v == null ? null : Number(v)));
}

/**
 * A listed product with everything its page shows, as any shopper sees it, in one statement (the
 * related rows as JSON arrays): a round trip costs more than the joins. `seen` widens "listed" to
 * what a member of staff may edit (productsSeenBy); its relations stay the listed ones.
 */
export async function getProductDetail(
  db: DbOrTx,
  by: { slug: string } | { id: string },
  seen: SQL = listed,
): Promise<ProductDetail | null> {
  const ref = (t: typeof types) => ({ id: t.id, name: t.name, nameEn: t.nameEn, slug: t.slug });
  const [row] = await db
    .select({
      ...detailColumns,
      // Whose favorites they are is marked per request (productPageDetail).
      wished: sql<boolean>`false`,
      lowestBefore: lowestBeforeDiscount(),
      brand: { id: brands.id, name: brands.name, slug: brands.slug },
      category: ref(categories),
      type: ref(types),
      ingredient: ref(ingredients),
      symbol: ref(symbols),
      stones: jsonList<ProductDetail["stones"][number]>(sql`
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'nameEn', s.name_en,
          'slug', s.slug, 'nature', ps.nature) order by s.name)
        from ${productStones} ps join ${stones} s on s.id = ps.stone_id
        where ps.product_id = ${products.id}`),
      children: jsonList<ProductDetail["children"][number]>(sql`
        select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
          'nameEn', c.name_en) order by c.sku_number desc nulls last, c.id)
        from ${productChildren} pc join ${products} c on c.id = pc.child_id
        where pc.product_id = ${products.id} and c.is_active and c.is_visible`),
      combination: jsonList<ProductCard>(sql`
        select json_agg(json_build_object('id', c.id, 'sku', c.sku, 'slug', c.slug,
          'name', c.name, 'nameEn', c.name_en, 'price', c.price,
          'discountPrice', c.discount_price, 'quantity', c.quantity, 'imageUrl', c.image_url,
          'wished', false)
          order by c.sku_number desc nulls last, c.id)
        from ${productCombinations} pc join ${products} c on c.id = pc.combo_id
        where pc.product_id = ${products.id} and c.is_active and c.is_visible`),
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(types, eq(types.id, products.typeId))
    .leftJoin(ingredients, eq(ingredients.id, products.ingredientId))
    .leftJoin(symbols, eq(symbols.id, products.symbolId))
    .where(and("slug" in by ? eq(products.slug, by.slug) : eq(products.id, by.id), seen))
    .limit(1);
  if (!row) return null;
  // JSON carries numeric columns as numbers already; only the money may come back as text.
  const combination = row.combination.map((c) => ({
    ...c,
    price: Number(c.price),
    discountPrice: c.discountPrice == null ? null : Number(c.discountPrice),
  }));
  return { ...row, combination };
}

/**
 * A listed product's page as every shopper sees it until the catalogue changes, with the
 * signed-in shopper's favorites marked (the product and its combination's cards).
 */
export async function productPageDetail(
  db: DbOrTx,
  slug: string,
  favorites: Favorites,
): Promise<ProductDetail | null> {
  const kept = await cachedCatalogueRead(db, `product:${slug}`, () =>
    getProductDetail(db, { slug }),
  );
  if (!kept || !favorites) return kept;
  return {
    ...kept,
    wished: favorites.has(kept.id),
    combination: markWished(favorites, kept.combination),
  };
}

/**
 * Each product's collection (iyzico's basket category), in one statement; products taken off
 * the shop since are included, as an order keeps its lines.
 */
export async function productCollections(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, string | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: products.id, pcollection: products.pcollection })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.pcollection]));
}
