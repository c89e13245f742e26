import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { reviewsOfListedProduct } from "~/models/review.server";
import { reviewShape, reviewSummaryShape } from "~/server/review-shape.server";

/** GET /api/review/{slug} → { reviews, ...summary }, newest first; 404 for an unknown product. */
export const loader = apiHandler(async ({ params }: LoaderFunctionArgs) => {
  const slug = params.slug ?? "";
  const result = slug.length <= 200 ? await reviewsOfListedProduct(await getDb(), slug) : null;
  if (!result) apiError(404, "Product not found.");
  return ok({
    reviews: result.reviews.map(reviewShape),
    ...reviewSummaryShape(result.summary),
  });
});

export const action = apiHandler(methodNotAllowed);
