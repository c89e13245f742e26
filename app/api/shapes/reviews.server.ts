import type { ReviewRow, ReviewSummary } from "~/models/review.server";

const iso = (d: Date | string) => new Date(d).toISOString();

/** A review as the /api contract names its fields; the author is shown by first name only. */
export function reviewShape(
  r: Pick<ReviewRow, "id" | "title" | "review" | "rating" | "isRecommended" | "createdAt"> & {
    author?: string | null;
    productId?: string;
  },
) {
  return {
    _id: r.id,
    ...(r.productId ? { product: r.productId } : {}),
    title: r.title,
    review: r.review,
    rating: r.rating,
    isRecommended: r.isRecommended,
    ...(r.author !== undefined ? { user: r.author } : {}),
    created: iso(r.createdAt),
  };
}

/** The summary's keys (spec 000 §3): counts per rating 5 to 1, totalRatings, totalReviews, totalSummary. */
export function reviewSummaryShape(s: ReviewSummary) {
  return {
    ratingSummary: ([5, 4, 3, 2, 1] as const).map((n) => ({ [n]: s.counts[n] })),
    totalRatings: s.totalRatings,
    totalReviews: s.totalReviews,
    totalSummary: s.totalSummary,
  };
}
