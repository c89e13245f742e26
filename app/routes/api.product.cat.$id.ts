import { getDb } from "~/db.server";
import { found, requireId } from "~/lib/api.server";
import {
  apiHandler,
  methodNotAllowed,
  ok,
  parseApiProductQuery,
  productPageShape,
  taxonomyShape,
} from "~/lib/api-shapes.server";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { listProductsInCategory } from "~/models/api-catalog.server";

/** GET /api/product/cat/{id}: `{ products, category }` of an active category or type id. */
export const loader = apiHandler(async ({ request, params }) => {
  const id = requireId(params.id);
  const query = parseApiProductQuery(new URL(request.url).searchParams, SHOP_PAGE_SIZE);
  const { category, page } = found(
    await listProductsInCategory(await getDb(), id, query),
    "Category",
  );
  return ok({ ...productPageShape(page), category: taxonomyShape(category) });
});

export const action = apiHandler(methodNotAllowed);
