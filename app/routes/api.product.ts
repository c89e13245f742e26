import { apiHandler, methodNotAllowed } from "~/lib/api-shapes.server";
import { productListLoader } from "~/lib/api-product-list.server";

/** GET /api/product: `{ products }`, listed products a page at a time (`page`, `limit` up to 100). */
export const loader = productListLoader(100);
export const action = apiHandler(methodNotAllowed);
