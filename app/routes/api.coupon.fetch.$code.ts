import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { messages } from "~/locales";
import { checkCouponCode, couponReasonText, couponShape } from "~/server/cart-actions.server";

/**
 * GET /api/coupon/fetch/{code} → { coupon } when the coupon can be used now (active, inside its
 * dates, uses left); otherwise 404 `{ error }` saying why, as the original client treats any
 * failure as 'no coupon'.
 */
export const loader = apiHandler(async ({ params }) => {
  const code = (params.code ?? "").trim();
  if (!code || code.length > 50) apiError(404, messages.en.cart.couponUnknown);
  const check = await checkCouponCode(await getDb(), code);
  if (!check.ok) apiError(404, couponReasonText(messages.en.cart, check.reason));
  return ok({ coupon: couponShape(check.coupon) });
});

export const action = apiHandler(methodNotAllowed);
