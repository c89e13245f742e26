import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok, optionShape } from "~/lib/api-shapes.server";
import { productOptions } from "~/models/api-catalog.server";

/** GET /api/product/list/select: `{ products }` as select options (`_id`, `name`, `sku`). */
export const loader = apiHandler(async () => {
  const rows = await productOptions(await getDb());
  return ok({ products: rows.map(optionShape) });
});

export const action = apiHandler(methodNotAllowed);
