/**
 * The product form's reads and writes (spec 001 §3): one product with its stones, children and
 * combination. Every statement carries the actor's scope (catalogue-scope.server.ts): a merchant
 * reads and writes only the products of their brands, gives a product only one of their brands,
 * and links only their own products as children or combination.
 */
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { violatesUnique } from "./unique-violation.server";
import type { DbOrTx, Tx } from "../../db/client.server";
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
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { escapeLike, foldForSearch, productSearchText } from "~/lib/search";
import { slugify } from "~/lib/slug";
import { brandsOf, productsOf, scopeKey } from "./catalogue-scope.server";
import { cachedCatalogueRead } from "./reference-cache.server";
import { detailColumns, newestFirst } from "./product.server";

const notArchived = isNull(products.archivedAt);

/** A product's own columns as the form writes them. */
export interface ProductFields {
  sku: string;
  pcollection: string | null;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  story: string;
  storyEn: string;
  details: string;
  detailsEn: string;
  ingredients: string;
  ingredientsEn: string;
  keys: string;
  quantity: number;
  /** Null: the shop's default (settings). */
  lowStockThreshold: number | null;
  price: number;
  discountPrice: number | null;
  brandId: string;
  categoryId: string;
  typeId: string;
  ingredientId: string;
  symbolId: string | null;
  isActive: boolean;
  isVisible: boolean;
  /** Made to the buyer's measure or name: never withdrawn or returned (issue [19]). */
  customMade: boolean;
  /** The jewellery facts (issue [20] point 4; app/lib/jewellery.ts): null, not stated. */
  metal: string | null;
  fineness: number | null;
  weightGrams: number | null;
  plating: string | null;
}

export interface ProductLinks {
  stones: string[];
  /** Each stone's nature by its id ('natural' | 'treated' | 'synthetic'); a stone not named is natural. */
  stoneNatures: Record<string, string>;
  children: string[];
  combination: string[];
}

export type EditableProduct = ProductFields &
  ProductLinks & {
    id: string;
    slug: string;
    imageUrl: string | null;
    images: string[];
    version: number;
    picturesVersion: number;
  };

/** A product's stones, children and combination, as id lists beside its own columns. */
export const linkColumns = {
  stones: sql<
    string[]
  >`array(select ${productStones.stoneId} from ${productStones} where ${productStones.productId} = ${products.id})`,
  stoneNatures: sql<
    Record<string, string>
  >`coalesce((select json_object_agg(${productStones.stoneId}, ${productStones.nature}) from ${productStones} where ${productStones.productId} = ${products.id}), '{}'::json)`,
  children: sql<
    string[]
  >`array(select ${productChildren.childId} from ${productChildren} where ${productChildren.productId} = ${products.id})`,
  combination: sql<
    string[]
  >`array(select ${productCombinations.comboId} from ${productCombinations} where ${productCombinations.productId} = ${products.id})`,
};

/** The actor's product as the edit form shows it, or null (none, archived or not theirs). */
export async function editableProduct(
  db: DbOrTx,
  actor: CatalogueActor,
  id: string,
): Promise<EditableProduct | null> {
  const [row] = await db
    .select({
      ...detailColumns,
      lowStockThreshold: products.lowStockThreshold,
      brandId: products.brandId,
      categoryId: products.categoryId,
      typeId: products.typeId,
      ingredientId: products.ingredientId,
      symbolId: products.symbolId,
      picturesVersion: products.picturesVersion,
      ...linkColumns,
    })
    .from(products)
    .where(and(eq(products.id, id), notArchived, productsOf(actor)));
  // A product whose brand, category, ... was deleted keeps "" there: the form asks again.
  return row
    ? {
        ...row,
        brandId: row.brandId ?? "",
        categoryId: row.categoryId ?? "",
        typeId: row.typeId ?? "",
        ingredientId: row.ingredientId ?? "",
      }
    : null;
}

/** Whether a product of this id exists outside the actor's scope (403 rather than 404). */
export async function productExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), notArchived));
  return !!row;
}

/** Which of the chosen catalogue entries are gone (deleted since the form was drawn). */
export async function missingChoices(
  db: DbOrTx,
  actor: CatalogueActor,
  fields: Pick<ProductFields, "brandId" | "categoryId" | "typeId" | "ingredientId" | "symbolId">,
  stoneIds: string[],
) {
  const one = async (
    table: typeof categories | typeof types | typeof ingredients | typeof symbols,
    id: string | null,
  ) => {
    if (!id) return true;
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
    return !!row;
  };
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, fields.brandId), brandsOf(actor)));
  const knownStones = stoneIds.length
    ? await db.select({ id: stones.id }).from(stones).where(inArray(stones.id, stoneIds))
    : [];
  const [category, type, ingredient, symbol] = await Promise.all([
    one(categories, fields.categoryId),
    one(types, fields.typeId),
    one(ingredients, fields.ingredientId),
    one(symbols, fields.symbolId),
  ]);
  return {
    brand: !brand,
    category: !category,
    type: !type,
    ingredient: !ingredient,
    symbol: !symbol,
    stone: knownStones.length !== new Set(stoneIds).size,
  };
}

/** The SKU is another product's (archived ones keep theirs: SKUs stay taken). */
export async function skuTaken(db: DbOrTx, sku: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sku, sku), exceptId ? ne(products.id, exceptId) : undefined));
  return !!row;
}

export interface ProductOption {
  id: string;
  sku: string;
  name: string;
}

const optionColumns = { id: products.id, sku: products.sku, name: products.name };

/** The named products of the actor's, as choices (the chosen children and combination). */
export async function productOptionsByIds(
  db: DbOrTx,
  actor: CatalogueActor,
  ids: string[],
): Promise<ProductOption[]> {
  if (!ids.length) return [];
  return db
    .select(optionColumns)
    .from(products)
    .where(and(inArray(products.id, ids), notArchived, productsOf(actor)))
    .orderBy(...newestFirst);
}

/**
 * The picker's search (children, combination): the actor's products whose SKU or name holds
 * `q`, newest first, at most `limit`. An empty query answers the newest ones.
 */
export async function findProductOptions(
  db: DbOrTx,
  actor: CatalogueActor,
  q: string,
  limit: number,
): Promise<ProductOption[]> {
  const term = foldForSearch(q).slice(0, 100);
  const like = `%${escapeLike(term)}%`;
  // In the staff list's index order (products_staff_sku_idx): the newest read, not sorted.
  return db
    .select(optionColumns)
    .from(products)
    .where(
      and(
        notArchived,
        productsOf(actor),
        term
          ? or(sql`lower(${products.sku}) like ${like}`, sql`${products.searchText} like ${like}`)
          : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
}

function columns(fields: ProductFields) {
  return { ...fields, searchText: productSearchText(fields) };
}

/**
 * The slug of a new product: its name and SKU, as the shop's slugs are. A product whose SKU was
 * changed keeps its old slug (links to it stay good), so the SKU's slug may be taken: then a
 * short suffix.
 */
async function newSlug(tx: Tx, fields: ProductFields) {
  const slug = `${slugify(fields.name) || "urun"}-${fields.sku.toLowerCase()}`;
  const [taken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, slug));
  return taken ? `${slug}-${Math.random().toString(36).slice(2, 6)}` : slug;
}

/** A write refused by the unique SKU (two forms saving the same SKU at once). */
export function isSkuTaken(error: unknown): boolean {
  return violatesUnique(error, "sku");
}

/**
 * Keeps a product's links to what the form chose: only the links that went are deleted and only
 * new ones inserted, so the history of staff changes (docs/decisions/036) names what changed. A
 * kind of link not given (an /api write of other fields) stays as it is.
 */
async function writeLinks(
  tx: Tx,
  actor: CatalogueActor,
  productId: string,
  links: Partial<ProductLinks>,
) {
  // Only the actor's own products, never the product itself, whatever ids were sent.
  const own = async (ids: string[]) =>
    ids.length
      ? (
          await tx
            .select({ id: products.id })
            .from(products)
            .where(
              and(
                inArray(products.id, ids),
                ne(products.id, productId),
                notArchived,
                productsOf(actor),
              ),
            )
        ).map((r) => r.id)
      : [];
  const keep = async (
    table: typeof productStones | typeof productChildren | typeof productCombinations,
    column: AnyPgColumn,
    ids: string[],
    row: (id: string) => typeof table.$inferInsert,
  ) => {
    await tx
      .delete(table)
      .where(and(eq(table.productId, productId), ids.length ? notInArray(column, ids) : undefined));
    if (ids.length) await tx.insert(table).values(ids.map(row)).onConflictDoNothing();
  };
  const natures = links.stoneNatures ?? {};
  if (links.stones)
    await keep(productStones, productStones.stoneId, [...new Set(links.stones)], (stoneId) => ({
      productId,
      stoneId,
      nature: natures[stoneId] ?? "natural",
    }));
  // A stone it had already takes its new nature, only when it changes: its link is made anew,
  // since the history records a link's making and undoing (migration 0018), not its changes.
  for (const nature of new Set(Object.values(natures))) {
    const ids = Object.keys(natures).filter((id) => natures[id] === nature);
    const changed = await tx
      .delete(productStones)
      .where(
        and(
          eq(productStones.productId, productId),
          inArray(productStones.stoneId, ids),
          ne(productStones.nature, nature),
        ),
      )
      .returning({ stoneId: productStones.stoneId });
    if (changed.length)
      await tx
        .insert(productStones)
        .values(changed.map((r) => ({ productId, stoneId: r.stoneId, nature })));
  }
  if (links.children)
    await keep(productChildren, productChildren.childId, await own(links.children), (childId) => ({
      productId,
      childId,
    }));
  if (links.combination)
    await keep(
      productCombinations,
      productCombinations.comboId,
      await own(links.combination),
      (comboId) => ({ productId, comboId }),
    );
}

/**
 * A new product and its links, or null when the brand is not one of the actor's: a merchant
 * cannot place a product under another shop's brand, whatever id they send.
 */
export async function insertProduct(
  tx: Tx,
  actor: CatalogueActor,
  fields: ProductFields,
  links: ProductLinks,
): Promise<{ id: string; slug: string } | null> {
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, fields.brandId), brandsOf(actor)))
    .for("share");
  if (!brand) return null;
  const [row] = await tx
    .insert(products)
    .values({ ...columns(fields), slug: await newSlug(tx, fields) })
    .returning({ id: products.id, slug: products.slug });
  await writeLinks(tx, actor, row!.id, links);
  return row!;
}

/** What a product write came to: written, or why not (decision 067 for `stale`). */
export type ProductWrite = "written" | "missing" | "stale" | "discountNotBelowPrice";

const definedOnly = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Writes the fields and links given of the actor's product, the others untouched: the row is
 * locked first, so that the version it is compared with (`expected`, when the writer names one),
 * the discount checked against the price, and the search text folded from both are the row's as
 * it is written; then one UPDATE sets only what was sent. Two writers of different fields thus
 * never undo each other, and one naming an old version is refused as `stale`.
 */
export async function updateProduct(
  tx: Tx,
  actor: CatalogueActor,
  id: string,
  fields: Partial<ProductFields>,
  links: Partial<ProductLinks>,
  expected?: number,
): Promise<ProductWrite> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, id), notArchived, productsOf(actor)))
    .for("update");
  if (!row) return "missing";
  if (expected !== undefined && row.version !== expected) return "stale";
  const sent = definedOnly(fields);
  const merged = { ...row, ...sent };
  if (merged.discountPrice !== null && merged.discountPrice >= merged.price)
    return "discountNotBelowPrice";
  if (Object.keys(sent).length) {
    const rows = await tx
      .update(products)
      .set({ ...sent, searchText: productSearchText(merged), updatedAt: sql`now()` })
      .where(
        and(
          eq(products.id, id),
          // A new brand must be one of the actor's as well.
          sent.brandId === undefined
            ? undefined
            : inArray(
                sql`${sent.brandId}::uuid`,
                tx.select({ id: brands.id }).from(brands).where(brandsOf(actor)),
              ),
        ),
      )
      .returning({ id: products.id });
    if (!rows.length) return "missing";
  }
  await writeLinks(tx, actor, id, links);
  return "written";
}

/** A choice of the form's selects, inactive ones too (staff manage them). */
export interface FormChoice {
  id: string;
  name: string;
  isActive: boolean;
}

/** The form's single and multiple choices: the actor's brands, and every list entry. */
export function formChoices(db: DbOrTx, actor: CatalogueActor) {
  // Kept with the catalogue's reads, forgotten when any of these lists changes.
  return cachedCatalogueRead(db, `form-choices:${scopeKey(actor)}`, () =>
    readFormChoices(db, actor),
  );
}

async function readFormChoices(db: DbOrTx, actor: CatalogueActor) {
  const list = (
    t: typeof categories | typeof types | typeof ingredients | typeof symbols | typeof stones,
  ) => db.select({ id: t.id, name: t.name, isActive: t.isActive }).from(t).orderBy(asc(t.name));
  const [brandRows, categoryRows, typeRows, ingredientRows, symbolRows, stoneRows] =
    await Promise.all([
      db
        .select({ id: brands.id, name: brands.name, isActive: brands.isActive })
        .from(brands)
        .where(brandsOf(actor))
        .orderBy(asc(brands.name)),
      list(categories),
      list(types),
      list(ingredients),
      list(symbols),
      list(stones),
    ]);
  return {
    brands: brandRows,
    categories: categoryRows,
    types: typeRows,
    ingredients: ingredientRows,
    symbols: symbolRows,
    stones: stoneRows,
  };
}

export type FormChoices = Awaited<ReturnType<typeof formChoices>>;
