import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { brands, categories, ingredients, products, stones, symbols, types } from "../../db/schema";
import { listed } from "./product.server";
import { cachedReference } from "./reference-cache.server";

export const TAXONOMY_TABLES = { categories, types, stones, ingredients, symbols } as const;
export type TaxonomyGroup = keyof typeof TAXONOMY_TABLES;
const TAXONOMY_GROUPS = Object.keys(TAXONOMY_TABLES) as TaxonomyGroup[];

export interface TaxonomyItem {
  id: string;
  name: string;
  nameEn: string | null;
  slug: string;
}

export type FilterGroups = Record<TaxonomyGroup, TaxonomyItem[]>;

/** Every active filter item of the five groups (cached reference data). */
export function listFilterGroups(db: DbOrTx): Promise<FilterGroups> {
  return cachedReference(db, "filter-groups", () => readFilterGroups(db));
}

/** Every active filter item of the five groups, in one round trip. */
async function readFilterGroups(db: DbOrTx): Promise<FilterGroups> {
  const parts = TAXONOMY_GROUPS.map(
    (group) =>
      sql`select ${group}::text as grp, id::text, name, name_en, slug from ${sql.identifier(group)} where is_active`,
  );
  const rows = await db.execute<{
    grp: TaxonomyGroup;
    id: string;
    name: string;
    name_en: string | null;
    slug: string;
  }>(sql`${sql.join(parts, sql` union all `)} order by name`);
  const groups = Object.fromEntries(
    TAXONOMY_GROUPS.map((g) => [g, [] as TaxonomyItem[]]),
  ) as FilterGroups;
  type Row = { grp: TaxonomyGroup; id: string; name: string; name_en: string | null; slug: string };
  for (const r of rowsOf<Row>(rows))
    groups[r.grp].push({ id: r.id, name: r.name, nameEn: r.name_en, slug: r.slug });
  return groups;
}

/** postgres-js answers an array, PGlite an object with `rows`: one shape for callers. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

/** Every entry of a group, off or on, by name (the /api reads: reach-reads.server.ts). */
export async function listTaxonomy(db: DbOrTx, group: TaxonomyGroup) {
  const t = TAXONOMY_TABLES[group];
  return db.select().from(t).orderBy(asc(t.name));
}

export async function getTaxonomyItem(
  db: DbOrTx,
  group: TaxonomyGroup,
  by: { id?: string; slug?: string },
) {
  const t = TAXONOMY_TABLES[group];
  const [row] = await db
    .select()
    .from(t)
    .where(and(by.id ? eq(t.id, by.id) : undefined, by.slug ? eq(t.slug, by.slug) : undefined))
    .limit(1);
  return row ?? null;
}

/** What a brand says of itself in a list, in both languages. */
const brandTexts = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  description: brands.description,
  descriptionEn: brands.descriptionEn,
};

export async function listBrands(db: DbOrTx, opts: { activeOnly?: boolean } = {}) {
  return db
    .select({
      ...brandTexts,
      isActive: brands.isActive,
      merchantId: brands.merchantId,
    })
    .from(brands)
    .where(opts.activeOnly ? eq(brands.isActive, true) : undefined)
    .orderBy(asc(brands.name));
}

/**
 * The brands a shopper is offered on /brands: active, with at least one listed product. A brand
 * without any (a merchant's, just signed up) keeps its own page, which says so, but the list
 * does not send shoppers to an empty shelf.
 */
export async function listShopBrands(db: DbOrTx) {
  const stocked = db
    .select({ one: sql`1` })
    .from(products)
    .where(and(eq(products.brandId, brands.id), listed));
  return db
    .select(brandTexts)
    .from(brands)
    .where(and(eq(brands.isActive, true), exists(stocked)))
    .orderBy(asc(brands.name));
}

/**
 * The header's brand panel: the brands /brands lists, by name and slug only, kept with the
 * reference data (forgotten on every catalogue change) since every page's root loader asks.
 */
export function listPanelBrands(db: DbOrTx): Promise<{ name: string; slug: string }[]> {
  return cachedReference(db, "panel-brands", async () =>
    (await listShopBrands(db)).map(({ name, slug }) => ({ name, slug })),
  );
}

export async function getBrand(db: DbOrTx, by: { id?: string; slug?: string }) {
  const [row] = await db
    .select()
    .from(brands)
    .where(
      and(by.id ? eq(brands.id, by.id) : undefined, by.slug ? eq(brands.slug, by.slug) : undefined),
    )
    .limit(1);
  return row ?? null;
}
