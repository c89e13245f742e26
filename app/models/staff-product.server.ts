/**
 * The dashboards' reads and writes of products (spec 001 §2 Products). Every statement carries
 * the actor's scope in its WHERE (productsOf, brandsOf): a merchant's query only ever sees the
 * products of their brands, whatever ids it is given. Archived products (docs/decisions/022) are
 * in no list and take no change.
 */
import {
  and,
  asc,
  between,
  desc,
  eq,
  exists,
  inArray,
  isNull,
  not,
  sql,
  type SQL,
} from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import {
  brands,
  categories,
  ingredients,
  orderItems,
  products,
  productStones,
  productTextMissing,
  stones,
  symbols,
  types,
} from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { escapeLike, searchTerm } from "~/lib/search";
import {
  STAFF_COUNT_CAP,
  STAFF_PAGE_SIZE,
  type StaffProductQuery,
  type StaffSort,
} from "~/lib/staff-product-query";
import {
  brandsOf,
  productsOf,
  productsOfBrands,
  scopeBrandIds,
  scopeKey,
} from "./catalogue-scope.server";
import { cachedCatalogueRead } from "./reference-cache.server";
import { cardColumns, type ProductCard } from "./product.server";
import { isLowStock, lowStockCeiling } from "./stock-alerts.server";

const notArchived = isNull(products.archivedAt);

/** A row of the dashboards' list: a product card's columns and the staff's own. */
export type StaffProductRow = Omit<ProductCard, "wished"> & {
  isActive: boolean;
  isVisible: boolean;
  brandName: string | null;
};

export interface StaffProductPage {
  products: StaffProductRow[];
  /** How many products match; with `more`, how many were counted before the count stopped. */
  total: number;
  /** More products match than `total`: the count stopped there (STAFF_COUNT_CAP). */
  more: boolean;
  page: number;
  /** The pages `total` fills; with `more`, at least one page follows the last of them. */
  pages: number;
}

export function staffWhere(brandIds: string[] | null, q: StaffProductQuery): SQL {
  const conds: (SQL | undefined)[] = [notArchived, productsOfBrands(brandIds)];
  if (q.brand) conds.push(eq(products.brandId, q.brand));
  if (q.category) conds.push(eq(products.categoryId, q.category));
  if (q.type) conds.push(eq(products.typeId, q.type));
  if (q.stone)
    conds.push(
      exists(
        sql`(select 1 from ${productStones} where ${productStones.productId} = ${products.id} and ${productStones.stoneId} = ${q.stone})`,
      ),
    );
  // Written out, not bound: "not is_active" is what the partial indexes of the rare states name.
  if (q.active !== null)
    conds.push(q.active ? sql`${products.isActive}` : sql`not ${products.isActive}`);
  if (q.visible !== null)
    conds.push(q.visible ? sql`${products.isVisible}` : sql`not ${products.isVisible}`);
  if (q.stock === "soldOut") conds.push(eq(products.quantity, 0));
  if (q.stock === "low") conds.push(isLowStock);
  // products_staff_missing_{en,tr}_idx: the same expression as theirs.
  if (q.missing) conds.push(productTextMissing(products, q.missing));
  // products_staff_search_trgm_idx: the shop's search text and both descriptions. Last: a row
  // read off an index is tested in this order, and matching a long text costs many times a
  // column's test ("running low" with a word: 9 ms for a page when matched first, 2 ms last).
  const term = searchTerm(q.q);
  if (term) conds.push(sql`${products.staffSearchText} like ${`%${escapeLike(term)}%`}`);
  return and(...conds)!;
}

const ORDER: Record<StaffSort, SQL[]> = {
  // Matches products_staff_sku_idx (and products_brand_idx for a merchant's brands).
  sku: [sql`${products.skuNumber} desc nulls last`, sql`${products.id}`],
  name: [asc(products.name), asc(products.id)],
  price: [asc(products.price), desc(products.skuNumber), asc(products.id)],
  // The exact reverse of "price", so that products_staff_price_idx serves both, read backwards.
  "price-desc": [
    desc(products.price),
    sql`${products.skuNumber} asc nulls first`,
    desc(products.id),
  ],
  stock: [asc(products.quantity), desc(products.skuNumber), asc(products.id)],
};

const rowColumns = {
  ...cardColumns,
  isActive: products.isActive,
  isVisible: products.isVisible,
  brandName: sql<
    string | null
  >`(select ${brands.name} from ${brands} where ${brands.id} = ${products.brandId})`,
};

/**
 * One page of the actor's products, and how many match, counted up to a cap. As on the shop's
 * list, the page's ids come first and only those rows are read, with the count from the same
 * statement. The count stops after the first `max(countCap, rows up to this page) + 1`
 * matches, so that a common word or filter costs a few hundred rows, not every match
 * (docs/decisions/028-capped-staff-count.md); it still reaches past the page shown, so the list
 * knows a next page is there. A page past the end answers the last page.
 */
export async function listStaffProducts(
  db: DbOrTx,
  actor: CatalogueActor,
  query: StaffProductQuery,
  { pageSize = STAFF_PAGE_SIZE, countCap = STAFF_COUNT_CAP } = {},
): Promise<StaffProductPage> {
  // Which plan is fast depends on the values: a common word walks the list's index in order and
  // stops at the page, a rare one reads its few matches from the trigram index. A prepared
  // statement (db/client.server.ts) falls back to one generic plan after five runs, planned for
  // no word in particular: this transaction has each run planned for its own values. And the
  // planner prices a LIKE over a long text like any comparison, so it would read the whole table
  // to count a common word, several times slower than its trigram index: no sequential scans.
  // A scan turned off costs the planner 10^10, which would compile every plan with a small one
  // (the merchant's brands) by JIT, 25 ms each time: no JIT either; nothing here is big enough.
  // A filter's own index (category, brand) reads a third of the rows the SKU's does to fill a
  // page, but its rows lie scattered in the table: at the default random_page_cost the planner
  // walked the SKU index and matched each row's long search text instead, 15 ms against 6 for a
  // word in a category at 100,000 products. The catalogue is read from memory, where a
  // scattered row costs what the next one does. Parallel workers only add their start to a
  // count that stops at 201 (a word with a stone: 13 ms with two workers, 5 ms without).
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), set_config('random_page_cost', '1.1', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const where = staffWhere(await scopeBrandIds(tx, actor), query);
    // Few products run low and few of those match a word: counting them in the list's order
    // read most of the catalogue. Bounded by the highest threshold in force, the low quantities
    // come off products_staff_stock_idx and meet the word's trigram matches (at 100,000: 17 ms
    // against 6). The page keeps its walk in order, which stops at its 50th match: given the
    // bound, the planner sorted all 1,600 matches instead (11 ms against 5).
    const countWhere =
      query.stock === "low"
        ? and(where, between(products.quantity, 1, await lowStockCeiling(tx)))!
        : where;
    const order = ORDER[query.sort];
    // A word's matches are counted in SKU order, as a page walks them: the planner then weighs
    // stopping at the last match counted, walking the scope's own index (a merchant's brands, a
    // category), against reading every match. Unordered, it took the bitmaps of the word and the
    // scope, which it prices far below their cost (a merchant's word at 100,000: 6-10 ms against
    // 3-6). A stone's matches come from the stone's own rows, which have no SKU order (5 ms
    // against 11), and running low has its bound above.
    const inOrder = searchTerm(query.q) && !query.stone && query.stock !== "low";
    const countOrder = inOrder ? sql` order by ${sql.join(ORDER.sku, sql`, `)}` : sql``;
    const countUpTo = (page: number) => {
      const cap = Math.max(countCap, page * pageSize) + 1;
      return sql<number>`(select count(*)::int from (select 1 from ${products} where ${countWhere}${countOrder} limit ${cap}) as counted)`;
    };
    const readPage = (page: number) => {
      const ids = tx
        .select({ id: products.id })
        .from(products)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return tx
        .select({ ...rowColumns, counted: countUpTo(page) })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(...order);
    };
    let page = query.page;
    let rows = await readPage(page);
    let counted = rows[0]?.counted ?? 0;
    if (!rows.length && page > 1) {
      // Past the end: fewer than page * pageSize match, so this count is exact.
      [{ counted }] = await tx.select({ counted: countUpTo(page) }).from(sql`(select 1) as one`);
      page = Math.max(1, Math.ceil(counted / pageSize));
      rows = counted ? await readPage(page) : [];
    }
    const cap = Math.max(countCap, page * pageSize);
    const total = Math.min(counted, cap);
    return {
      products: rows.map(({ counted: _c, ...row }) => row),
      total,
      more: counted > cap,
      page,
      pages: Math.max(1, Math.ceil(total / pageSize)),
    };
  });
}

/** The named products of the actor's, in SKU order (the delete confirmation lists them). */
export async function staffProductsByIds(
  db: DbOrTx,
  actor: CatalogueActor,
  ids: string[],
): Promise<StaffProductRow[]> {
  if (!ids.length) return [];
  return db
    .select(rowColumns)
    .from(products)
    .where(and(inArray(products.id, ids), notArchived, productsOf(actor)))
    .orderBy(...ORDER.sku);
}

/**
 * Whether any of the ids names a product outside the actor's scope: the answer a refusal needs
 * (403), never what a write relies on, since every write carries the scope itself.
 */
export async function anyOutsideScope(
  db: DbOrTx,
  actor: CatalogueActor,
  ids: string[],
): Promise<boolean> {
  if (actor.kind === "admin" || !ids.length) return false;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), notArchived, not(productsOf(actor))))
    .limit(1);
  return !!row;
}

/** Sets a flag on the actor's ticked products in one statement; answers how many changed. */
export async function setProductFlag(
  db: DbOrTx,
  actor: CatalogueActor,
  ids: string[],
  change: { isActive: boolean } | { isVisible: boolean },
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .update(products)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(inArray(products.id, ids), notArchived, productsOf(actor)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/**
 * Deletes the actor's ticked products in one statement: a product that no order line names is
 * erased; one that an order names is archived (off, hidden and out of every list), so that the
 * order keeps what it sold (docs/decisions/022). Both run on one snapshot.
 */
export async function deleteProducts(
  db: DbOrTx,
  actor: CatalogueActor,
  ids: string[],
): Promise<{ erased: string[]; archived: string[] }> {
  if (!ids.length) return { erased: [], archived: [] };
  const target = and(inArray(products.id, ids), notArchived, productsOf(actor));
  const ordered = sql`exists (select 1 from ${orderItems} where ${orderItems.productId} = ${products.id})`;
  const result = await db.execute(sql`
    with erased as (
      delete from ${products} where ${target} and not ${ordered} returning ${products.id}
    ), archived as (
      update ${products} set archived_at = now(), is_active = false, is_visible = false,
        updated_at = now()
      where ${target} and ${ordered} returning ${products.id}
    )
    select id, 'erased' as how from erased union all select id, 'archived' from archived`);
  const rows = (
    Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows
  ) as { id: string; how: string }[];
  return {
    erased: rows.filter((r) => r.how === "erased").map((r) => r.id),
    archived: rows.filter((r) => r.how === "archived").map((r) => r.id),
  };
}

/** The SKU with the highest number, archived ones too: SKUs are the shop's, and stay taken. */
export async function lastSku(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ sku: products.sku })
    .from(products)
    .orderBy(sql`${products.skuNumber} desc nulls last`)
    .limit(1);
  return row?.sku ?? null;
}

/** A choice of a filter or a form: inactive ones too, since staff manage them. */
export interface StaffOption {
  id: string;
  name: string;
  nameEn: string | null;
  isActive: boolean;
}

type Taxonomy = typeof categories | typeof types | typeof stones | typeof symbols;

function taxonomyOptions(db: DbOrTx, t: Taxonomy | typeof ingredients) {
  return db
    .select({ id: t.id, name: t.name, nameEn: t.nameEn, isActive: t.isActive })
    .from(t)
    .orderBy(asc(t.name));
}

/** The brands the actor manages, and every category, type and stone: the list's filters. */
export function staffFilterOptions(db: DbOrTx, actor: CatalogueActor) {
  // Kept with the catalogue's reads, forgotten when any of these lists changes.
  return cachedCatalogueRead(db, `staff-filters:${scopeKey(actor)}`, () =>
    readFilterOptions(db, actor),
  );
}

async function readFilterOptions(db: DbOrTx, actor: CatalogueActor) {
  const option = (t: Taxonomy) => taxonomyOptions(db, t);
  const [brandRows, categoryRows, typeRows, stoneRows] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        nameEn: sql<null>`null`,
        isActive: brands.isActive,
      })
      .from(brands)
      .where(brandsOf(actor))
      .orderBy(asc(brands.name)),
    option(categories),
    option(types),
    option(stones),
  ]);
  return { brands: brandRows, categories: categoryRows, types: typeRows, stones: stoneRows };
}

/**
 * The product form's choices for an actor (GET /api/product/allSelects): the filters' lists,
 * symbols and ingredients, inactive ones included, and the actor's own products (children,
 * combination).
 */
export async function staffSelects(db: DbOrTx, actor: CatalogueActor) {
  const [filters, symbolRows, ingredientRows, productRows] = await Promise.all([
    staffFilterOptions(db, actor),
    taxonomyOptions(db, symbols),
    taxonomyOptions(db, ingredients),
    db
      .select({ id: products.id, name: products.name, sku: products.sku })
      .from(products)
      .where(and(notArchived, productsOf(actor)))
      .orderBy(...ORDER.sku),
  ]);
  return { ...filters, symbols: symbolRows, ingredients: ingredientRows, products: productRows };
}

/** A product as the spreadsheet export writes it: its own fields and its lists by name. */
export interface ExportedProduct {
  id: string;
  sku: string;
  skuNumber: number;
  name: string;
  nameEn: string;
  pcollection: string | null;
  price: number;
  discountPrice: number | null;
  quantity: number;
  isActive: boolean;
  isVisible: boolean;
  brand: string | null;
  category: string | null;
  type: string | null;
  ingredient: string | null;
  symbol: string | null;
  /** By name, each with its nature ('natural', ...). */
  stones: { name: string; nature: string }[];
  metal: string | null;
  fineness: number | null;
  weightGrams: number | null;
  plating: string | null;
  keys: string | null;
  description: string | null;
  descriptionEn: string | null;
}

// Qualified by hand: inside a select list drizzle writes a bare column name, which a subquery
// would read as its own table's ("id" of stones).
const column = (name: string) => sql.raw(`"products"."${name}"`);
const nameOf = (
  table: typeof categories | typeof types | typeof ingredients | typeof symbols,
  name: string,
) => sql<string | null>`(select ${table.name} from ${table} where ${table.id} = ${column(name)})`;

/**
 * The actor's products matching the list's filter, in the list's SKU order, `batchSize` at a time
 * (keyset on the SKU index): an export of 100,000 products never holds them all at once.
 */
export async function* exportStaffProducts(
  db: DbOrTx,
  actor: CatalogueActor,
  query: StaffProductQuery,
  batchSize = 1000,
): AsyncGenerator<ExportedProduct[]> {
  const where = staffWhere(await scopeBrandIds(db, actor), query);
  let after: { skuNumber: number; id: string } | null = null;
  for (;;) {
    const rows: ExportedProduct[] = await db
      .select({
        id: products.id,
        sku: products.sku,
        skuNumber: products.skuNumber,
        name: products.name,
        nameEn: products.nameEn,
        pcollection: products.pcollection,
        price: products.price,
        discountPrice: products.discountPrice,
        quantity: products.quantity,
        isActive: products.isActive,
        isVisible: products.isVisible,
        brand: sql<
          string | null
        >`(select ${brands.name} from ${brands} where ${brands.id} = ${column("brand_id")})`,
        category: nameOf(categories, "category_id"),
        type: nameOf(types, "type_id"),
        ingredient: nameOf(ingredients, "ingredient_id"),
        symbol: nameOf(symbols, "symbol_id"),
        stones: sql<
          ExportedProduct["stones"]
        >`coalesce((select json_agg(json_build_object('name', s.name, 'nature', ps.nature) order by s.name) from ${productStones} ps join ${stones} s on s.id = ps.stone_id where ps.product_id = ${column("id")}), '[]'::json)`,
        metal: products.metal,
        fineness: products.fineness,
        weightGrams: products.weightGrams,
        plating: products.plating,
        keys: products.keys,
        description: products.description,
        descriptionEn: products.descriptionEn,
      })
      .from(products)
      .where(
        after
          ? and(
              where,
              sql`(${products.skuNumber} < ${after.skuNumber} or (${products.skuNumber} = ${after.skuNumber} and ${products.id} > ${after.id}))`,
            )
          : where,
      )
      .orderBy(...ORDER.sku)
      .limit(batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { skuNumber: last.skuNumber, id: last.id };
  }
}
