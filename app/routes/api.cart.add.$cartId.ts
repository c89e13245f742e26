import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError, requireId } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { messages } from "~/locales";
import { ApiCartProductSchema } from "~/schemas/cart";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { addStrictly, requireApiCart } from "~/server/cart-actions.server";

/**
 * POST /api/cart/add/{cartId} {product} → { success }: `product` is an id (with `quantity`
 * beside it, 1 by default) or the original client's item object `{product, quantity, ...}`.
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const cartId = requireId(params.cartId, "cartId").toLowerCase();
  const parsed = ApiCartProductSchema(messages.en.cart).safeParse(await readApiBody(request));
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const db = await getDb();
  await requireApiCart(request, db, cartId);
  const added = await addStrictly(db, { cartId }, [parsed.data], (_, key) => key);
  if (!added.ok) apiError(added.status, added.error);
  return ok({ success: true });
});

export const loader = apiHandler(methodNotAllowed);
