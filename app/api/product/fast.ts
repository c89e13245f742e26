import { z } from "zod";
import { ok } from "~/api/answers.server";
import { productCardShape } from "~/api/shapes/catalogue.server";
import { latestProducts } from "~/models/product.server";
import { limitQuery } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/fast: `{ products }`, the newest listed products without counting (`limit`, 8). */
export const loader = apiRoute({
  GET: {
    query: z.object({ limit: limitQuery(8, 100) }),
    handler: async ({ query, context }) => {
      const rows = await latestProducts(context.db, query.limit);
      return ok({ products: rows.map(productCardShape) });
    },
  },
});
export const action = loader;
