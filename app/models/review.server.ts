import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { products, reviews, users } from "../../db/schema";

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
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(by.productId ? eq(reviews.productId, by.productId) : eq(products.slug, by.slug ?? ""))
    .orderBy(desc(reviews.createdAt))
    .limit(100);
  return { reviews: rows, summary: summarise(rows.map((r) => r.rating)) };
}
