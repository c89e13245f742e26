import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { idParam } from "~/schemas/api";
import { ApiCartProductSchema } from "~/schemas/cart";
import { apiRoute } from "~/api/route.server";
import { addStrictly } from "~/features/cart/cart-actions.server";
import { requireApiCart } from "~/api/cart.server";

/**
 * POST /api/cart/add/{cartId} {product} → { success }: `product` is an id (with `quantity`
 * beside it, 1 by default) or the original client's item object `{product, quantity, ...}`.
 */
export const loader = apiRoute({
  POST: {
    params: z.object({ cartId: idParam("cartId") }),
    body: ApiCartProductSchema(messages.en.cart),
    handler: async ({ context, params: { cartId }, body }) => {
      const { db } = context;
      await requireApiCart(context, db, cartId);
      const added = await addStrictly(db, { cartId }, [body], (_, key) => key);
      if (!added.ok) apiError(added.status, added.error);
      return ok({ success: true });
    },
  },
});
export const action = loader;
