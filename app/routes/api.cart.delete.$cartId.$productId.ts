import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { requireId } from "~/lib/api.server";
import { allowOnly, apiHandler, ok } from "~/lib/api-shapes.server";
import { removeFromCart } from "~/models/cart.server";
import { requireApiCart } from "~/server/cart-actions.server";

/**
 * DELETE /api/cart/delete/{cartId}/{productId} → { success }. Removing a product the cart does
 * not hold succeeds too: the cart ends as asked (a retried call must not fail).
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "DELETE") return allowOnly("DELETE");
  const cartId = requireId(params.cartId, "cartId").toLowerCase();
  const productId = requireId(params.productId, "productId").toLowerCase();
  const db = await getDb();
  await requireApiCart(request, db, cartId);
  await removeFromCart(db, cartId, productId);
  return ok({ success: true });
});

export const loader = apiHandler(() => allowOnly("DELETE"));
