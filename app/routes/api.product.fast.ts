import { getDb } from "~/db.server";
import {
  apiHandler,
  methodNotAllowed,
  ok,
  parseLimit,
  productCardShape,
} from "~/lib/api-shapes.server";
import { latestProducts } from "~/models/product.server";

/** GET /api/product/fast: `{ products }`, the newest listed products without counting (`limit`, 8). */
export const loader = apiHandler(async ({ request }) => {
  const limit = parseLimit(new URL(request.url).searchParams.get("limit"), 8, 100);
  const rows = await latestProducts(await getDb(), limit);
  return ok({ products: rows.map(productCardShape) });
});

export const action = apiHandler(methodNotAllowed);
