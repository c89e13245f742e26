import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError, isUuid } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { messages } from "~/locales";
import { addReview } from "~/models/review.server";
import { ReviewSchema } from "~/schemas/review";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { requireApiUser } from "~/server/auth.server";
import { reviewShape } from "~/server/review-shape.server";

/**
 * POST /api/review/add {product, isRecommended, rating, review, title} → { success, message,
 * review }: 201 for a new review, 200 when it replaces the user's earlier one of that product.
 */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request);
  const body = await readApiBody(request);
  const t = messages.en.engage;
  const product = typeof body.product === "string" ? body.product.trim() : "";
  if (!product) apiError(400, "product: Product is required.");
  const parsed = ReviewSchema(t).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  // The product's id, as the original clients send it; its slug is accepted too.
  const saved = await addReview(
    await getDb(),
    user.id,
    isUuid(product) ? { id: product.toLowerCase() } : { slug: product },
    parsed.data,
  );
  if (!saved) apiError(404, "Product not found.");
  return ok(
    {
      success: true,
      message: saved.replaced ? t.reviewReplaced : t.reviewAdded,
      review: reviewShape({ ...saved.review, productId: saved.product.id }),
    },
    { status: saved.replaced ? 200 : 201 },
  );
});

export const loader = apiHandler(methodNotAllowed);
