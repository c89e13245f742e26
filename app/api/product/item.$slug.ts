import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { productShape } from "~/api/shapes/catalogue.server";
import { getProductDetail } from "~/models/product.server";
import { slugParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/item/{slug}: `{ product }` as the product page reads it, combination products included. */
export const loader = apiRoute({
  GET: {
    params: z.object({ slug: slugParam("Product") }),
    handler: async ({ params: { slug }, context }) => {
      const product = found(await getProductDetail(context.db, { slug }), "Product");
      return ok({ product: productShape(product) });
    },
  },
});
export const action = loader;
