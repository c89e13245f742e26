import { apiError, ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { ApiCartProductsSchema } from "~/schemas/cart";
import { apiRoute } from "~/api/route.server";
import { addStrictly } from "~/features/cart/cart-actions.server";

/**
 * POST /api/cart/add {products: [{product, quantity}]} → { success, cartId }: a new cart, or for a
 * signed-in caller (Bearer or cookie) the member's own cart. Prices sent along are ignored.
 */
export const loader = apiRoute({
  POST: {
    body: ApiCartProductsSchema(messages.en.cart),
    handler: async ({ context, body }) => {
      // Anyone may fill a cart: whose it is only picks the member's own one (as the pages do).
      const user = await context.user();
      const added = await addStrictly(
        context.db,
        { newFor: user?.id ?? null },
        body.products,
        (i, key) => `products.${i}.${key}`,
      );
      if (!added.ok) apiError(added.status, added.error);
      return ok({ success: true, cartId: added.cartId });
    },
  },
});
export const action = loader;
