import { ok } from "./answers.server";
import { productPageShape } from "~/api/shapes/catalogue.server";
import { listApiProducts } from "~/models/api-catalog.server";
import { ProductListQuerySchema } from "~/schemas/api";
import { apiRoute } from "./route.server";

/** The declared route of the paged product lists (/api/product, /list, /filter), by their default page size. */
export function productListRoute(defaultLimit: number) {
  return apiRoute({
    GET: {
      query: ProductListQuerySchema(defaultLimit),
      handler: async ({ context, query }) =>
        ok(productPageShape(await listApiProducts(context.db, query))),
    },
  });
}
