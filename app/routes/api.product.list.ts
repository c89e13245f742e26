import { apiHandler, methodNotAllowed } from "~/lib/api-shapes.server";
import { productListLoader } from "~/lib/api-product-list.server";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";

/** GET /api/product/list: the shop's list, with its filters, search (`q` or `name`), `page`, `limit`. */
export const loader = productListLoader(SHOP_PAGE_SIZE);
export const action = apiHandler(methodNotAllowed);
