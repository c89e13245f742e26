import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { productPageShape, taxonomyShape } from "~/api/shapes/catalogue.server";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { listProductsInCategory } from "~/models/api-catalog.server";
import { idParam, ProductListQuerySchema } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/cat/{id}: `{ products, category }` of an active category or type id. */
export const loader = apiRoute({
  GET: {
    params: z.object({ id: idParam() }),
    query: ProductListQuerySchema(SHOP_PAGE_SIZE),
    handler: async ({ params: { id }, context, query }) => {
      const { category, page } = found(
        await listProductsInCategory(context.db, id, query),
        "Category",
      );
      return ok({ ...productPageShape(page), category: taxonomyShape(category) });
    },
  },
});
export const action = loader;
