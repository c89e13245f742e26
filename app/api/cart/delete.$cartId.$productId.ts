import { z } from "zod";
import { ok } from "~/api/answers.server";
import { removeFromCart } from "~/models/cart.server";
import { idParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";
import { requireApiCart } from "~/api/cart.server";

/**
 * DELETE /api/cart/delete/{cartId}/{productId} → { success }. Removing a product the cart does
 * not hold succeeds too: the cart ends as asked (a retried call must not fail).
 */
export const loader = apiRoute({
  DELETE: {
    params: z.object({ cartId: idParam("cartId"), productId: idParam("productId") }),
    handler: async ({ context, params: { cartId, productId } }) => {
      const { db } = context;
      await requireApiCart(context, db, cartId);
      await removeFromCart(db, cartId, productId);
      return ok({ success: true });
    },
  },
});
export const action = loader;
