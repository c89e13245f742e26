import { found, isUuid, ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { addReview } from "~/models/review.server";
import { ApiReviewSchema } from "~/schemas/review";
import { apiRoute } from "~/api/route.server";
import { reviewShape } from "~/api/shapes/reviews.server";

const t = messages.en.engage;

/**
 * POST /api/review/add {product, isRecommended, rating, review, title} → { success, message,
 * review }: 201 for a new review, 200 when it replaces the user's earlier one of that product.
 */
export const loader = apiRoute({
  POST: {
    auth: "member",
    body: ApiReviewSchema(t),
    handler: async ({ user, body: { product, ...review }, context }) => {
      // The product's id, as the original clients send it; its slug is accepted too.
      const saved = found(
        await addReview(
          context.db,
          user.id,
          isUuid(product) ? { id: product.toLowerCase() } : { slug: product },
          review,
        ),
        "Product",
      );
      return ok(
        {
          success: true,
          message: saved.replaced ? t.reviewReplaced : t.reviewAdded,
          review: reviewShape({ ...saved.review, productId: saved.product.id }),
        },
        { status: saved.replaced ? 200 : 201 },
      );
    },
  },
});
export const action = loader;
