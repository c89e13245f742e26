import { ok } from "~/api/answers.server";
import { productPageShape } from "~/api/shapes/catalogue.server";
import { staffProductPageShape } from "~/api/shapes/staff-products.server";
import { apiRoute } from "~/api/route.server";
import { staffProductList } from "~/features/catalogue/products.server";
import { catalogueActor } from "~/lib/catalogue-actor";
import { parseStaffProductQuery } from "~/lib/staff-product-query";
import { listApiProducts } from "~/models/api-catalog.server";
import { ProductListQuerySchema } from "~/schemas/api";

/**
 * GET /api/product: `{ products, totalPages, currentPage, count }`. Shoppers: listed products a
 * page at a time (`page`, `limit` up to 100). An admin or a merchant: the dashboard's list (spec
 * 001 §7 names this call for it), their scope only, inactive and hidden products included with
 * `isActive` and `isVisible`, narrowed by the dashboard page's own query (`q`, `brand`, `active`,
 * `sort`, ...).
 */
export const loader = apiRoute({
  GET: {
    query: ProductListQuerySchema(100),
    handler: async ({ request, context, query }) => {
      // Read here, not declared: a shopper's dead session must not turn their list into a 401.
      const user = await context.user();
      const actor = user ? catalogueActor(user) : null;
      if (actor) {
        const params = new URL(request.url).searchParams;
        return ok(
          staffProductPageShape(
            await staffProductList(context.db, actor, parseStaffProductQuery(params)),
          ),
        );
      }
      return ok(productPageShape(await listApiProducts(context.db, query)));
    },
  },
});
export const action = loader;
