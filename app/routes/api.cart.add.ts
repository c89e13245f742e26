import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { messages } from "~/locales";
import { ApiCartProductsSchema } from "~/schemas/cart";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { getUser } from "~/server/auth.server";
import { addStrictly } from "~/server/cart-actions.server";

/**
 * POST /api/cart/add {products: [{product, quantity}]} → { success, cartId }: a new cart, or for a
 * signed-in caller (Bearer or cookie) the member's own cart. Prices sent along are ignored.
 */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const parsed = ApiCartProductsSchema(messages.en.cart).safeParse(await readApiBody(request));
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const user = await getUser(request);
  const added = await addStrictly(
    await getDb(),
    { newFor: user?.id ?? null },
    parsed.data.products,
    (i, key) => `products.${i}.${key}`,
  );
  if (!added.ok) apiError(added.status, added.error);
  return ok({ success: true, cartId: added.cartId });
});

export const loader = apiHandler(methodNotAllowed);
