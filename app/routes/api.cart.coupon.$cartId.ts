import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError, requireId } from "~/lib/api.server";
import { allowOnly, apiHandler, ok } from "~/lib/api-shapes.server";
import { setCartCoupon } from "~/models/cart.server";
import { ApiCouponBodySchema } from "~/schemas/cart";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { apiRefusal } from "~/server/address-limits.server";
import { couponShape, lookUpCoupon, requireApiCart } from "~/server/cart-actions.server";

/**
 * POST /api/cart/coupon/{cartId} {code} → { success, coupon }: puts a coupon that can be used now
 * on the cart. For a signed-in caller an unknown code is 404, one that cannot be used now 400
 * saying why; anyone else gets 404 and the same words for both (lookUpCoupon). Over the
 * address's coupon limit: 429.
 * DELETE /api/cart/coupon/{cartId} → { success }: takes it off. The order placed from the cart
 * takes the coupon from here; a discount sent by a client is never used.
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  const method = request.method;
  if (method !== "POST" && method !== "DELETE") return allowOnly("POST, DELETE");
  const cartId = requireId(params.cartId, "cartId").toLowerCase();
  const db = await getDb();
  if (method === "DELETE") {
    await requireApiCart(request, db, cartId);
    await setCartCoupon(db, cartId, null);
    return ok({ success: true });
  }
  const parsed = ApiCouponBodySchema.safeParse(await readApiBody(request));
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  await requireApiCart(request, db, cartId);
  const check = await lookUpCoupon(request, db, parsed.data.code, "en");
  if (!check.ok) {
    if (check.kind === "limited") throw apiRefusal(check);
    apiError(check.kind === "unknown" ? 404 : 400, `code: ${check.message}`);
  }
  await setCartCoupon(db, cartId, check.coupon.id);
  return ok({ success: true, coupon: couponShape(check.coupon) });
});

export const loader = apiHandler(() => allowOnly("POST, DELETE"));
