import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { reviewsOfListedProduct } from "~/models/review.server";
import { slugParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";
import { reviewShape, reviewSummaryShape } from "~/api/shapes/reviews.server";

/** GET /api/review/{slug} → { reviews, ...summary }, newest first; 404 for an unknown product. */
export const loader = apiRoute({
  GET: {
    params: z.object({ slug: slugParam("Product") }),
    handler: async ({ params: { slug }, context }) => {
      const result = found(await reviewsOfListedProduct(context.db, slug), "Product");
      return ok({
        reviews: result.reviews.map(reviewShape),
        ...reviewSummaryShape(result.summary),
      });
    },
  },
});
export const action = loader;
