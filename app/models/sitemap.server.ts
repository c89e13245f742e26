import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { blogs, brands, categories, products, types } from "../../db/schema";
import { listed } from "./product.server";

type Slug = { slug: string };

export interface SitemapRows {
  /** Only products keep when they last changed: the sitemap's lastmod. */
  products: (Slug & { updatedAt: Date })[];
  /** 'Cinsiyet' categories and 'Kategoriler' types: both are /shop/category/{slug} pages. */
  categories: Slug[];
  brands: Slug[];
  blogs: Slug[];
}

/**
 * Everything the storefront shows at an address of its own, as the pages themselves decide it:
 * listed products (active and visible), active categories, types, brands and blog posts. One query
 * per kind, selecting only the slug (and the product's update time), so that 10,000 products cost
 * one narrow scan, not 10,000 rows of text.
 */
export async function sitemapRows(db: DbOrTx): Promise<SitemapRows> {
  const [productRows, categoryRows, typeRows, brandRows, blogRows] = await Promise.all([
    db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(listed)
      // The shop's own order (newest SKU first), along its partial index of listed products.
      .orderBy(desc(products.skuNumber), products.id),
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
    products: productRows,
    categories: [...categoryRows, ...typeRows.filter((t) => !categorySlugs.has(t.slug))],
    brands: brandRows,
    blogs: blogRows,
  };
}
