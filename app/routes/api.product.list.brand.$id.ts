import { getDb } from "~/db.server";
import { found, requireId } from "~/lib/api.server";
import {
  apiHandler,
  brandShape,
  methodNotAllowed,
  ok,
  parseApiProductQuery,
  productPageShape,
} from "~/lib/api-shapes.server";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { listProductsOfBrand } from "~/models/api-catalog.server";

/** GET /api/product/list/brand/{id}: `{ products, brand }` of an active brand, with the list's query. */
export const loader = apiHandler(async ({ request, params }) => {
  const id = requireId(params.id);
  const query = parseApiProductQuery(new URL(request.url).searchParams, SHOP_PAGE_SIZE);
  const { brand, page } = found(await listProductsOfBrand(await getDb(), id, query), "Brand");
  return ok({ ...productPageShape(page), brand: brandShape(brand) });
});

export const action = apiHandler(methodNotAllowed);
