import { z } from "zod";
import { getDb } from "~/db.server";
import { found, ok } from "~/api/answers.server";
import { productShape } from "~/api/shapes/catalogue.server";
import { getProductDetail } from "~/models/product.server";
import { slugParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/item/{slug}: `{ product }` as the product page reads it, combination products included. */
export const loader = apiRoute({
  GET: {
    params: z.object({ slug: slugParam("Product") }),
    handler: async ({ params: { slug } }) => {
      const product = found(await getProductDetail(await getDb(), { slug }), "Product");
      return ok({ product: productShape(product) });
    },
  },
});
export const action = loader;
