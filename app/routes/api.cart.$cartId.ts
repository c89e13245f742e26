import { apiError, requireId } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiCartBody } from "~/server/cart-actions.server";

/**
 * GET /api/cart/{cartId} → { cartId, cartItems, itemsInCart, cartTotal, subtotal, discount,
 * shipping, total, tax, currency, coupon }: every amount computed here, in `?currency=` (or the
 * currency cookie), from today's prices and stock.
 */
export const loader = apiHandler(async ({ request, params }) => {
  const cartId = requireId(params.cartId, "cartId").toLowerCase();
  const body = await apiCartBody(request, cartId);
  if (!body) apiError(404, "Cart not found.");
  return ok(body, { headers: { "Cache-Control": "private, no-store" } });
});

export const action = apiHandler(methodNotAllowed);
