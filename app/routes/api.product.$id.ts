import { z } from "zod";
import { getDb } from "~/db.server";
import { found, ok } from "~/api/answers.server";
import { productShape } from "~/api/shapes/catalogue.server";
import { getProductDetail } from "~/models/product.server";
import { idParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/{id}: `{ product }` with its relations; a hidden product is not found. */
export const loader = apiRoute({
  GET: {
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id } }) => {
      const product = found(await getProductDetail(await getDb(), { id }), "Product");
      return ok({ product: productShape(product) });
    },
  },
});
export const action = loader;
