import { asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { blogs, brands, categories, products, types } from "../../db/schema";
import { listed } from "./product.server";

type Slug = { slug: string };

/**
 * Products per sitemap file: two URLs each (Turkish and English), so 20,000 URLs and about 9.5 MB,
 * under the protocol's 50,000 URLs and 50 MB per file with room to spare.
 */
const PRODUCTS_PER_SITEMAP = 10_000;

export interface SitemapPageRows {
  /** 'Cinsiyet' categories and 'Kategoriler' types: both are /shop/category/{slug} pages. */
  categories: Slug[];
  brands: Slug[];
  blogs: Slug[];
}

/**
 * Every page with an address of its own other than products, as the pages themselves decide it:
 * active categories, types, brands and blog posts, selecting only the slug.
 */
export async function sitemapPageRows(db: DbOrTx): Promise<SitemapPageRows> {
  const [categoryRows, typeRows, brandRows, blogRows] = await Promise.all([
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(categories.slug),
    db.select({ slug: types.slug }).from(types).where(eq(types.isActive, true)).orderBy(types.slug),
    db
      .select({ slug: brands.slug })
      .from(brands)
      .where(eq(brands.isActive, true))
      .orderBy(brands.slug),
    db
      .select({ slug: blogs.slug })
      .from(blogs)
      .where(eq(blogs.isActive, true))
      .orderBy(desc(blogs.createdAt)),
  ]);
  // A slug in both tables is one page (the category wins there, as on the category route).
  const categorySlugs = new Set(categoryRows.map((c) => c.slug));
  return {
    categories: [...categoryRows, ...typeRows.filter((t) => !categorySlugs.has(t.slug))],
    brands: brandRows,
    blogs: blogRows,
  };
}

/**
 * Listed products oldest SKU first, so that a new product joins the last file and the files before
 * it keep their contents (a crawler re-reads only what changed). Backwards along the shop's partial
 * index (newest SKU first, then id).
 */
const fileOrder = [asc(products.skuNumber), desc(products.id)];

/** One product sitemap file (numbered from 1) and when its newest change was made. */
export interface ProductSitemapFile {
  number: number;
  lastmod: Date;
}

/** The product files the index names: one per `perFile` listed products, none for an empty shop. */
export async function productSitemapFiles(
  db: DbOrTx,
  perFile = PRODUCTS_PER_SITEMAP,
): Promise<ProductSitemapFile[]> {
  // Each listed product's file number, in the files' order; then per file its newest change.
  const numbered = db
    .select({
      file: sql<number>`(row_number() over (order by ${sql.join(fileOrder, sql`, `)}) - 1) / ${perFile} + 1`
        .mapWith(Number)
        .as("file"),
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(listed)
    .as("numbered");
  return db
    .select({
      number: numbered.file,
      lastmod: sql<Date>`max(${numbered.updatedAt})`.mapWith(products.updatedAt),
    })
    .from(numbered)
    .groupBy(numbered.file)
    .orderBy(numbered.file);
}

/** The products of file `number` (from 1), with the update time that is each one's lastmod. */
export function productSitemapRows(
  db: DbOrTx,
  number: number,
  perFile = PRODUCTS_PER_SITEMAP,
): Promise<(Slug & { updatedAt: Date })[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(listed)
    .orderBy(...fileOrder)
    .limit(perFile)
    .offset((number - 1) * perFile);
}
