import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { brandShape, productPageShape } from "~/api/shapes/catalogue.server";
import { SHOP_PAGE_SIZE } from "~/lib/shop-query";
import { listProductsOfBrand } from "~/models/api-catalog.server";
import { idParam, ProductListQuerySchema } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/list/brand/{id}: `{ products, brand }` of an active brand, with the list's query. */
export const loader = apiRoute({
  GET: {
    params: z.object({ id: idParam() }),
    query: ProductListQuerySchema(SHOP_PAGE_SIZE),
    handler: async ({ params: { id }, context, query }) => {
      const { brand, page } = found(await listProductsOfBrand(context.db, id, query), "Brand");
      return ok({ ...productPageShape(page), brand: brandShape(brand) });
    },
  },
});
export const action = loader;
