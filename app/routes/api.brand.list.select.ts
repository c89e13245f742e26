import { getDb } from "~/db.server";
import { ok } from "~/api/answers.server";
import { optionShape } from "~/api/shapes/catalogue.server";
import { listBrands } from "~/models/taxonomy.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/brand/list/select: `{ brands }` as select options (`_id`, `name`). */
export const loader = apiRoute({
  GET: {
    handler: async () => {
      const brands = await listBrands(await getDb(), { activeOnly: true });
      return ok({ brands: brands.map(optionShape) });
    },
  },
});
export const action = loader;
