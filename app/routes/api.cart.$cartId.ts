import { z } from "zod";
import { found } from "~/lib/api.server";
import { ok } from "~/lib/api-shapes.server";
import { readCurrency } from "~/lib/preferences.server";
import { currencyQuery, idParam } from "~/schemas/api";
import { apiRoute } from "~/server/api-route.server";
import { apiCartBody } from "~/server/cart-actions.server";

/**
 * GET /api/cart/{cartId} → { cartId, cartItems, itemsInCart, cartTotal, subtotal, discount,
 * shipping, total, tax, currency, coupon }: every amount computed here, in `?currency=` (or the
 * currency cookie), from today's prices and stock.
 */
export const loader = apiRoute({
  GET: {
    params: z.object({ cartId: idParam("cartId") }),
    query: z.object({ currency: currencyQuery }),
    handler: async ({ request, params, query }) => {
      const currency = query.currency ?? readCurrency(request);
      const body = found(await apiCartBody(request, params.cartId, currency), "Cart");
      return ok(body, { headers: { "Cache-Control": "private, no-store" } });
    },
  },
});
export const action = loader;
