import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { currencyQuery, idParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";
import { cartBody } from "~/api/cart.server";

/**
 * GET /api/cart/{cartId} → { cartId, cartItems, itemsInCart, cartTotal, subtotal, discount,
 * shipping, total, tax, currency, coupon }: every amount computed here, in `?currency=` (or the
 * currency cookie), from today's prices and stock.
 */
export const loader = apiRoute({
  GET: {
    params: z.object({ cartId: idParam("cartId") }),
    query: z.object({ currency: currencyQuery }),
    handler: async ({ context, params, query }) => {
      const currency = query.currency ?? context.currency;
      const body = found(await cartBody(context, params.cartId, currency), "Cart");
      return ok(body, { headers: { "Cache-Control": "private, no-store" } });
    },
  },
});
export const action = loader;
