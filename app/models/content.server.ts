import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { blogs, carouselEntries, popups, sliders } from "../../db/schema";
import { safeLink, sanitizeHtml } from "~/lib/sanitize-html.server";
import { cachedCatalogueRead, cachedReference } from "./reference-cache.server";
import { productCardsByIds, type Favorites, type ProductCard } from "./product.server";

export async function listSliders(db: DbOrTx, opts: { activeOnly?: boolean } = {}) {
  return db
    .select()
    .from(sliders)
    .where(opts.activeOnly ? eq(sliders.isActive, true) : undefined)
    .orderBy(asc(sliders.sortOrder), asc(sliders.createdAt));
}

/** The home slider: active slides with their HTML sanitised, cached like other reference data. */
export function homeSlides(db: DbOrTx) {
  return cachedReference(db, "home-slides", async () =>
    (await listSliders(db, { activeOnly: true })).map((s) => ({
      id: s.id,
      title: s.title,
      titleEn: s.titleEn,
      body: sanitizeHtml(s.body),
      bodyEn: s.bodyEn ? sanitizeHtml(s.bodyEn) : null,
      firstImage: s.firstImage,
      secondImage: s.secondImage,
      // The slide's button goes to the shop when its target is not a safe link.
      slug: safeLink(s.slug) ?? "/shop",
    })),
  );
}

export async function listCarouselEntries(db: DbOrTx) {
  return db.select().from(carouselEntries).orderBy(asc(carouselEntries.sortOrder));
}

/**
 * The home carousel: active entries whose products are still listed, in their order. The entries
 * first, then their products by id: a carousel holds too few rows for autovacuum ever to give it
 * statistics, and joined without them the planner hashed the whole catalogue to find a handful
 * (10 ms of every home page on 10,000 products).
 */
export async function carouselProducts(db: DbOrTx, favorites?: Favorites): Promise<ProductCard[]> {
  const entries = await cachedCatalogueRead(db, "carousel", () =>
    db
      .select({ productId: carouselEntries.productId })
      .from(carouselEntries)
      .where(eq(carouselEntries.isActive, true))
      .orderBy(asc(carouselEntries.sortOrder)),
  );
  return productCardsByIds(
    db,
    entries.map((e) => e.productId),
    favorites,
  );
}

/** The promotional popup as pages show it (cached reference data). */
export function getPopup(db: DbOrTx) {
  return cachedReference(db, "popup", () => readPopup(db));
}

async function readPopup(db: DbOrTx) {
  const [row] = await db.select().from(popups).where(eq(popups.id, 1));
  return row ?? { id: 1, status: false, src: null, url: null, updatedAt: new Date(0) };
}

export type Blog = typeof blogs.$inferSelect;

export async function listBlogs(db: DbOrTx, opts: { activeOnly?: boolean } = {}) {
  return db
    .select()
    .from(blogs)
    .where(opts.activeOnly ? eq(blogs.isActive, true) : undefined)
    .orderBy(desc(blogs.createdAt));
}

export async function getBlog(
  db: DbOrTx,
  by: { id?: string; slug?: string },
  opts: { activeOnly?: boolean } = {},
) {
  const [row] = await db
    .select()
    .from(blogs)
    .where(
      and(
        by.id ? eq(blogs.id, by.id) : undefined,
        by.slug ? eq(blogs.slug, by.slug) : undefined,
        opts.activeOnly ? eq(blogs.isActive, true) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The other active posts, for 'DİĞER BLOG YAZILARI'. */
export async function otherBlogs(db: DbOrTx, exceptId: string, limit = 5) {
  return db
    .select()
    .from(blogs)
    .where(and(eq(blogs.isActive, true), ne(blogs.id, exceptId)))
    .orderBy(desc(blogs.createdAt))
    .limit(limit);
}
