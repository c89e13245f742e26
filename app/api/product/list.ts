import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { productListRoute } from "~/api/product-list.server";

/** GET /api/product/list: the shop's list, with its filters, search (`q` or `name`), `page`, `limit`. */
export const loader = productListRoute(SHOP_PAGE_SIZE);
export const action = loader;
