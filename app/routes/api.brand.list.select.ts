import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok, optionShape } from "~/lib/api-shapes.server";
import { listBrands } from "~/models/taxonomy.server";

/** GET /api/brand/list/select: `{ brands }` as select options (`_id`, `name`). */
export const loader = apiHandler(async () => {
  const brands = await listBrands(await getDb(), { activeOnly: true });
  return ok({ brands: brands.map(optionShape) });
});

export const action = apiHandler(methodNotAllowed);
