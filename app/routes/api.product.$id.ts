import { getDb } from "~/db.server";
import { found, requireId } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok, productShape } from "~/lib/api-shapes.server";
import { getProductDetail } from "~/models/product.server";

/** GET /api/product/{id}: `{ product }` with its relations; a hidden product is not found. */
export const loader = apiHandler(async ({ params }) => {
  const id = requireId(params.id);
  const product = found(await getProductDetail(await getDb(), { id }), "Product");
  return ok({ product: productShape(product) });
});

export const action = apiHandler(methodNotAllowed);
