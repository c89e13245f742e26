import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { products, reviews, users } from "../../db/schema";
import { listed } from "./product.server";
import { cachedCatalogueRead } from "./reference-cache.server";
import { dataChanged } from "./data-changes.server";
import { preparedPerDatabase } from "./prepared.server";

export interface ReviewSummary {
  /** Reviews per rating, 5 down to 1. */
  counts: Record<1 | 2 | 3 | 4 | 5, number>;
  totalRatings: number;
  totalReviews: number;
  /** Average rating, one decimal. */
  totalSummary: number;
}

export function summarise(ratings: number[]): ReviewSummary {
  const counts = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } as ReviewSummary["counts"];
  let sum = 0;
  for (const r of ratings) {
    const bucket = Math.min(5, Math.max(1, Math.round(r))) as 1 | 2 | 3 | 4 | 5;
    counts[bucket] += 1;
    sum += r;
  }
  const n = ratings.length;
  return {
    counts,
    totalRatings: sum,
    totalReviews: n,
    totalSummary: n ? Math.round((sum / n) * 10) / 10 : 0,
  };
}

/** The summary from how many reviews gave 1, 2, 3, 4 and 5 stars (ratings are whole numbers). */
export function summaryFromCounts(perRating: number[]): ReviewSummary {
  const counts = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } as ReviewSummary["counts"];
  let n = 0;
  let sum = 0;
  perRating.forEach((count, i) => {
    counts[(i + 1) as 1 | 2 | 3 | 4 | 5] = count;
    n += count;
    sum += count * (i + 1);
  });
  return {
    counts,
    totalRatings: sum,
    totalReviews: n,
    totalSummary: n ? Math.round((sum / n) * 10) / 10 : 0,
  };
}

/** Reviews shown on a product page, newest first; the summary still counts every review. */
const REVIEWS_SHOWN = 100;

export async function listReviews(db: DbOrTx, by: { productId?: string; slug?: string }) {
  const rows = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      review: reviews.review,
      rating: reviews.rating,
      isRecommended: reviews.isRecommended,
      createdAt: reviews.createdAt,
      author: sql<string | null>`${users.firstName} || ' ' || left(${users.lastName}, 1) || '.'`,
      // Window totals are computed before the limit, so the summary covers every review.
      totals: sql<string>`json_build_array(
        count(*) filter (where ${reviews.rating} = 1) over (),
        count(*) filter (where ${reviews.rating} = 2) over (),
        count(*) filter (where ${reviews.rating} = 3) over (),
        count(*) filter (where ${reviews.rating} = 4) over (),
        count(*) filter (where ${reviews.rating} = 5) over ())::text`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(by.productId ? eq(reviews.productId, by.productId) : eq(products.slug, by.slug ?? ""))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_SHOWN);
  const perRating = rows[0] ? (JSON.parse(rows[0].totals) as number[]) : [0, 0, 0, 0, 0];
  return {
    reviews: rows.map(({ totals: _t, ...r }) => r),
    summary: summaryFromCounts(perRating.map(Number)),
  };
}

/** A product page's reviews, kept with the catalogue's reads (reviews are catalogue changes). */
export function shownReviews(db: DbOrTx, slug: string) {
  return cachedCatalogueRead(db, `reviews:${slug}`, () => listReviews(db, { slug }));
}

export type ReviewRow = Awaited<ReturnType<typeof listReviews>>["reviews"][number];

/**
 * The reviews of a listed product by slug (GET /api/review/{slug}), or null when the shop lists
 * no such product. The product is only looked up when there are no reviews to show it exists.
 */
export async function reviewsOfListedProduct(db: DbOrTx, slug: string) {
  const result = await listReviews(db, { slug });
  if (result.reviews.length) return result;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), listed))
    .limit(1);
  return product ? result : null;
}

// Read on every signed-in shopper's product page: built once (models/prepared.server.ts).
const userReviewQuery = preparedPerDatabase((db) =>
  db
    .select({ id: reviews.id, createdAt: reviews.createdAt })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(
      and(
        eq(reviews.userId, sql.placeholder("userId")),
        eq(products.slug, sql.placeholder("slug")),
      ),
    )
    .orderBy(desc(reviews.createdAt))
    .limit(1)
    .prepare("user_review"),
);

/** The review the user wrote for a product, if any (the form says a new one replaces it). */
export async function userReviewOf(db: DbOrTx, userId: string, by: { slug: string }) {
  const [row] = await userReviewQuery(db).execute({ userId, slug: by.slug });
  return row ?? null;
}

export interface ReviewInput {
  title: string;
  review: string;
  rating: number;
  isRecommended: boolean;
}

/**
 * Saves a user's review of a listed product. One review per user and product: a second one
 * replaces the first (and is dated now), so a shopper can change their mind without the summary
 * counting them twice. The user's row is locked meanwhile, so two posts at once cannot both
 * insert. Answers null when the shop lists no such product.
 */
export async function addReview(
  db: DbOrTx,
  userId: string,
  product: { id?: string; slug?: string },
  input: ReviewInput,
) {
  const saved = await db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(
        and(
          product.id ? eq(products.id, product.id) : eq(products.slug, product.slug ?? ""),
          listed,
        ),
      )
      .limit(1);
    if (!target) return null;
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const values = { ...input, createdAt: new Date() };
    const [updated] = await tx
      .update(reviews)
      .set(values)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, target.id)))
      .returning();
    if (updated) {
      // Older duplicates (from before this rule) go, so one user counts once.
      await tx
        .delete(reviews)
        .where(
          and(
            eq(reviews.userId, userId),
            eq(reviews.productId, target.id),
            sql`${reviews.id} <> ${updated.id}`,
          ),
        );
      return { review: updated, product: target, replaced: true };
    }
    const [created] = await tx
      .insert(reviews)
      .values({ ...values, userId, productId: target.id })
      .returning();
    return { review: created!, product: target, replaced: false };
  });
  // The reviewer's next page shows it, without waiting for the trigger's notification.
  if (saved) dataChanged(db, "catalogue");
  return saved;
}
