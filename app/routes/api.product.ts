import { productListRoute } from "~/api/product-list.server";

/** GET /api/product: `{ products }`, listed products a page at a time (`page`, `limit` up to 100). */
export const loader = productListRoute(100);
export const action = loader;
