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

/**
 * GET /api/product/filter?types=necklace&stones=ametist&q=...: the filtered list. Group values
 * may be repeated or comma-joined, as slugs or ids.
 */
export const loader = apiHandler(async ({ request }) => {
  const query = parseApiProductQuery(new URL(request.url).searchParams, SHOP_PAGE_SIZE);
  return ok(productPageShape(await listApiProducts(await getDb(), query)));
});

export const action = apiHandler(methodNotAllowed);
