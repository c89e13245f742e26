import { getDb } from "~/db.server";
import {
  apiHandler,
  methodNotAllowed,
  ok,
  parseApiProductQuery,
  productPageShape,
} from "~/lib/api-shapes.server";
import { listApiProducts } from "~/models/api-catalog.server";

/** GET /api/product: `{ products }`, listed products a page at a time (`page`, `limit` up to 100). */
export const loader = apiHandler(async ({ request }) => {
  const query = parseApiProductQuery(new URL(request.url).searchParams, 100);
  return ok(productPageShape(await listApiProducts(await getDb(), query)));
});

export const action = apiHandler(methodNotAllowed);
