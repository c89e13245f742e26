import { ok } from "~/api/answers.server";
import { optionShape } from "~/api/shapes/catalogue.server";
import { productOptions } from "~/models/api-catalog.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/list/select: `{ products }` as select options (`_id`, `name`, `sku`). */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const rows = await productOptions(context.db);
      return ok({ products: rows.map(optionShape) });
    },
  },
});
export const action = loader;
