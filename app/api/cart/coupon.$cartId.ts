import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { setCartCoupon } from "~/models/cart.server";
import { idParam } from "~/schemas/api";
import { ApiCouponBodySchema } from "~/schemas/cart";
import { apiRefusal } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";
import { couponShape, requireApiCart } from "~/api/cart.server";
import { lookUpCoupon } from "~/features/cart/cart-actions.server";

const CartParams = z.object({ cartId: idParam("cartId") });

/**
 * POST /api/cart/coupon/{cartId} {code} → { success, coupon }: puts a coupon that can be used now
 * on the cart. For a signed-in caller an unknown code is 404, one that cannot be used now 400
 * saying why; anyone else gets 404 and the same words for both (lookUpCoupon). Over the
 * address's coupon limit: 429.
 * DELETE /api/cart/coupon/{cartId} → { success }: takes it off. The order placed from the cart
 * takes the coupon from here; a discount sent by a client is never used.
 */
export const loader = apiRoute({
  POST: {
    params: CartParams,
    body: ApiCouponBodySchema,
    handler: async ({ request, context, params: { cartId }, body }) => {
      const { db } = context;
      await requireApiCart(context, db, cartId);
      const check = await lookUpCoupon(request, context, db, body.code, "en");
      if (!check.ok) {
        if (check.kind === "limited") throw apiRefusal(check);
        apiError(check.kind === "unknown" ? 404 : 400, `code: ${check.message}`);
      }
      await setCartCoupon(db, cartId, check.coupon.id);
      return ok({ success: true, coupon: couponShape(check.coupon) });
    },
  },
  DELETE: {
    params: CartParams,
    handler: async ({ context, params: { cartId } }) => {
      const { db } = context;
      await requireApiCart(context, db, cartId);
      await setCartCoupon(db, cartId, null);
      return ok({ success: true });
    },
  },
});
export const action = loader;
