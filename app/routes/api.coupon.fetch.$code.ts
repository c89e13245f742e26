import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { serverMessages } from "~/locales/server";
import { apiRefusal } from "~/server/address-limits.server";
import { couponShape, lookUpCoupon } from "~/server/cart-actions.server";

/**
 * GET /api/coupon/fetch/{code} → { coupon } when the coupon can be used now (active, inside its
 * dates, uses left); otherwise 404 `{ error }`, as the original client treats any failure as 'no
 * coupon': why, for a signed-in caller; for anyone else the same words whether the code exists or
 * not. Over the address's coupon limit: 429.
 */
export const loader = apiHandler(async ({ request, params }) => {
  const code = (params.code ?? "").trim();
  if (!code || code.length > 50) apiError(404, serverMessages.en.cart.couponNotValid);
  const check = await lookUpCoupon(request, await getDb(), code, "en");
  if (!check.ok) {
    if (check.kind === "limited") throw apiRefusal(check);
    apiError(404, check.message);
  }
  return ok({ coupon: couponShape(check.coupon) });
});

export const action = apiHandler(methodNotAllowed);
