import { getDb } from "~/db.server";
import {
  apiHandler,
  methodNotAllowed,
  ok,
  parseApiProductQuery,
  productPageShape,
} from "~/lib/api-shapes.server";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { listApiProducts } from "~/models/api-catalog.server";

/** GET /api/product/list: the shop's list, with its filters, search (`q` or `name`), `page`, `limit`. */
export const loader = apiHandler(async ({ request }) => {
  const query = parseApiProductQuery(new URL(request.url).searchParams, SHOP_PAGE_SIZE);
  return ok(productPageShape(await listApiProducts(await getDb(), query)));
});

export const action = apiHandler(methodNotAllowed);
