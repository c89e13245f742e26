import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../../db/client.server";
import { brands, merchants, products, productStones } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { slugify } from "~/lib/slug";
import { brandsOf } from "./catalogue-scope.server";
import { dataChanged } from "./data-changes.server";
import { rowsOf, TAXONOMY_TABLES, type TaxonomyGroup } from "./taxonomy.server";
import { textMissing } from "./missing-text.server";
import type { MissingLang } from "~/lib/missing-text";

/**
 * The dashboards' reads and writes of the catalogue's reference lists (categories, types, stones,
 * ingredients, symbols) and brands. Staff see inactive rows too. Turning a list entry or a brand
 * off turns its products off in the same transaction (DESIGN.md §9) and says how many; turning
 * it on leaves them as they are.
 */

/** Which products an entry of a group is related to, as a condition on products. */
function productsOfEntry(group: TaxonomyGroup, id: string): SQL {
  if (group !== "stones") return eq(PRODUCT_COLUMN[group], id);
  return inArray(
    products.id,
    sql`(select ${productStones.productId} from ${productStones} where ${productStones.stoneId} = ${id})`,
  );
}

/** Turns off the active products matching `where`; answers how many it turned off. */
async function turnOffProducts(tx: DbOrTx, where: SQL): Promise<number> {
  const rows = await tx
    .update(products)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(where, eq(products.isActive, true)))
    .returning({ id: products.id });
  return rows.length;
}

/** A slug no row of the table has yet: the name's, then `-2`, `-3`, ... */
async function freeSlug(tx: DbOrTx, table: PgTable, name: string): Promise<string> {
  const base = slugify(name) || "item";
  const taken = await tx.execute(
    sql`select slug from ${table} where slug = ${base} or slug like ${`${base}-%`}`,
  );
  const used = new Set(rowsOf<{ slug: string }>(taken).map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/**
 * A write to reference data has committed: this process's filter lists show it at once (every
 * process, this one included, also hears the tables' trigger: data-changes.server.ts).
 */
function changed(db: Db) {
  dataChanged(db, "catalogue");
}

// ---------------------------------------------------------------- the five lists

export interface TaxonomyFields {
  name: string;
  nameEn?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  isActive?: boolean;
}

/**
 * Every entry of a group with how many products use it, inactive ones too; with `missing`, only
 * those with a name or description missing in that language.
 */
export async function staffTaxonomyList(
  db: DbOrTx,
  group: TaxonomyGroup,
  missing: MissingLang | null = null,
) {
  const t = TAXONOMY_TABLES[group];
  const rows = await db
    .select({ id: t.id, name: t.name, nameEn: t.nameEn, isActive: t.isActive })
    .from(t)
    .where(
      missing
        ? textMissing(
            [
              [t.name, t.nameEn],
              [t.description, t.descriptionEn],
            ],
            missing,
          )
        : undefined,
    )
    .orderBy(asc(t.name));
  const counts = await productCounts(db, group);
  return rows.map((r) => ({ ...r, productCount: counts.get(r.id) ?? 0 }));
}

async function productCounts(db: DbOrTx, group: TaxonomyGroup): Promise<Map<string, number>> {
  const rows =
    group === "stones"
      ? await db
          .select({ id: productStones.stoneId, n: count() })
          .from(productStones)
          .groupBy(productStones.stoneId)
      : await db
          .select({ id: PRODUCT_COLUMN[group], n: count() })
          .from(products)
          .groupBy(PRODUCT_COLUMN[group]);
  return new Map(rows.flatMap((r) => (r.id ? [[r.id, r.n] as const] : [])));
}

const PRODUCT_COLUMN = {
  categories: products.categoryId,
  types: products.typeId,
  ingredients: products.ingredientId,
  symbols: products.symbolId,
};

/** One entry with everything its edit form shows; a category also its products' ids. */
export async function staffTaxonomyItem(db: DbOrTx, group: TaxonomyGroup, id: string) {
  const t = TAXONOMY_TABLES[group];
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) return null;
  const productIds =
    group === "categories"
      ? (
          await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id))
        ).map((p) => p.id)
      : [];
  return { ...row, productIds };
}

/** How many products an entry is related to (the delete confirmation says it). */
export async function countEntryProducts(db: DbOrTx, group: TaxonomyGroup, id: string) {
  const [row] = await db.select({ n: count() }).from(products).where(productsOfEntry(group, id));
  return row?.n ?? 0;
}

/** A category's products are the ones that name it: choosing moves them here, leaving unlinks. */
async function linkCategoryProducts(tx: DbOrTx, id: string, productIds: string[]) {
  await tx
    .update(products)
    .set({ categoryId: null, updatedAt: new Date() })
    .where(
      and(
        eq(products.categoryId, id),
        productIds.length ? notInArray(products.id, productIds) : undefined,
      ),
    );
  if (productIds.length)
    await tx
      .update(products)
      .set({ categoryId: id, updatedAt: new Date() })
      .where(inArray(products.id, productIds));
}

export async function createTaxonomyItem(
  db: Db,
  group: TaxonomyGroup,
  fields: TaxonomyFields,
  productIds?: string[],
): Promise<{ id: string }> {
  const t = TAXONOMY_TABLES[group];
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({
        name: fields.name,
        nameEn: fields.nameEn ?? null,
        description: fields.description ?? null,
        descriptionEn: fields.descriptionEn ?? null,
        isActive: fields.isActive ?? true,
        slug: await freeSlug(tx, t, fields.nameEn || fields.name),
      })
      .returning({ id: t.id });
    if (group === "categories" && productIds) await linkCategoryProducts(tx, row!.id, productIds);
    return row!;
  });
  changed(db);
  return created;
}

/** A write naming a version the record no longer has (decision 067): nothing was written. */
export type StaleWrite = { stale: true };
const STALE: StaleWrite = { stale: true };

/**
 * Changes an entry (only the fields given, in one UPDATE of the locked row); null when there is
 * none, stale when `expected` names a version it no longer has. `turnedOff`: products turned off
 * because the entry went from on to off in this very change.
 */
export async function updateTaxonomyItem(
  db: Db,
  group: TaxonomyGroup,
  id: string,
  fields: Partial<TaxonomyFields>,
  productIds?: string[],
  expected?: number,
): Promise<{ turnedOff: number } | StaleWrite | null> {
  const t = TAXONOMY_TABLES[group];
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: t.isActive, version: t.version })
      .from(t)
      .where(eq(t.id, id))
      .for("update");
    if (!before) return null;
    if (expected !== undefined && before.version !== expected) return STALE;
    const set = definedOnly(fields);
    if (Object.keys(set).length) await tx.update(t).set(set).where(eq(t.id, id));
    if (group === "categories" && productIds) await linkCategoryProducts(tx, id, productIds);
    const turnedOff =
      before.isActive && fields.isActive === false
        ? await turnOffProducts(tx, productsOfEntry(group, id))
        : 0;
    return { turnedOff };
  });
  if (result && !("stale" in result)) changed(db);
  return result;
}

/** Deletes an entry; its products stay and lose the link (the foreign keys set it to null). */
export async function deleteTaxonomyItem(db: Db, group: TaxonomyGroup, id: string) {
  const t = TAXONOMY_TABLES[group];
  const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  changed(db);
  return rows.length > 0;
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Partial<T>;
}

// ---------------------------------------------------------------- brands

export interface BrandFields extends TaxonomyFields {
  merchantId?: string | null;
}

/**
 * The brands an actor manages, with their merchant's name and product count; with `missing`,
 * only those whose description is missing in that language (a brand's name is one word in both).
 */
export async function staffBrandList(
  db: DbOrTx,
  actor: CatalogueActor,
  missing: MissingLang | null = null,
) {
  return db
    .select({
      id: brands.id,
      name: brands.name,
      isActive: brands.isActive,
      merchantName: merchants.name,
      productCount: sql<number>`(select count(*)::int from ${products} where ${products.brandId} = ${brands.id})`,
    })
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(
      and(
        brandsOf(actor),
        missing ? textMissing([[brands.description, brands.descriptionEn]], missing) : undefined,
      ),
    )
    .orderBy(asc(brands.name));
}

/** A brand the actor manages, or null (another merchant's brand is as missing as none). */
/** A brand as staff read it, with its merchant's name (join `merchants` on the brand's). */
export const brandWithMerchant = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  description: brands.description,
  descriptionEn: brands.descriptionEn,
  isActive: brands.isActive,
  merchantId: brands.merchantId,
  merchantName: merchants.name,
  // Staff write with it (decision 067); a read answers it as its ETag.
  version: brands.version,
};

export async function staffBrand(db: DbOrTx, actor: CatalogueActor, id: string) {
  const [row] = await db
    .select({ ...brandWithMerchant, nameEn: sql<string | null>`null` })
    .from(brands)
    .leftJoin(merchants, eq(merchants.id, brands.merchantId))
    .where(and(eq(brands.id, id), brandsOf(actor)))
    .limit(1);
  return row ?? null;
}

export async function createBrand(db: Db, fields: BrandFields): Promise<{ id: string }> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(brands)
      .values({
        name: fields.name,
        description: fields.description ?? null,
        descriptionEn: fields.descriptionEn ?? null,
        isActive: fields.isActive ?? true,
        merchantId: fields.merchantId ?? null,
        slug: await freeSlug(tx, brands, fields.name),
      })
      .returning({ id: brands.id });
    return row!;
  });
  changed(db);
  return created;
}

/**
 * Changes a brand the actor manages (only the fields given, in one UPDATE of the locked row); null
 * when it has none by that id, stale when `expected` names a version it no longer has.
 */
export async function updateBrand(
  db: Db,
  actor: CatalogueActor,
  id: string,
  fields: Partial<BrandFields>,
  expected?: number,
): Promise<{ turnedOff: number } | StaleWrite | null> {
  const mine = and(eq(brands.id, id), brandsOf(actor));
  const result = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ isActive: brands.isActive, version: brands.version })
      .from(brands)
      .where(mine)
      .for("update");
    if (!before) return null;
    if (expected !== undefined && before.version !== expected) return STALE;
    // nameEn: brands have one name in both languages.
    const { nameEn: _nameEn, ...rest } = fields;
    const set = definedOnly(rest);
    if (Object.keys(set).length) await tx.update(brands).set(set).where(mine);
    const turnedOff =
      before.isActive && fields.isActive === false
        ? await turnOffProducts(tx, eq(products.brandId, id))
        : 0;
    return { turnedOff };
  });
  if (result && !("stale" in result)) changed(db);
  return result;
}

export async function deleteBrand(db: Db, id: string) {
  const rows = await db.delete(brands).where(eq(brands.id, id)).returning({ id: brands.id });
  changed(db);
  return rows.length > 0;
}

/** Merchants an admin may give a brand to. */
export async function merchantOptions(db: DbOrTx) {
  return db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .orderBy(asc(merchants.name));
}
