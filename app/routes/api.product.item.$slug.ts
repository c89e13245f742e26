import { getDb } from "~/db.server";
import { found } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok, productShape } from "~/lib/api-shapes.server";
import { getProductDetail } from "~/models/product.server";

/** GET /api/product/item/{slug}: `{ product }` as the product page reads it, combination products included. */
export const loader = apiHandler(async ({ params }) => {
  const slug = params.slug ?? "";
  const product = slug.length <= 200 ? await getProductDetail(await getDb(), { slug }) : null;
  return ok({ product: productShape(found(product, "Product")) });
});

export const action = apiHandler(methodNotAllowed);
