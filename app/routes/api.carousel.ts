import { getDb } from "~/db.server";
import { apiHandler, carouselEntryShape, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { carouselWithProducts } from "~/models/api-catalog.server";

/** GET /api/carousel: `{ carousel }`, the active entries in order, each with its listed product. */
export const loader = apiHandler(async () => {
  const rows = await carouselWithProducts(await getDb());
  return ok({ carousel: rows.map((r) => carouselEntryShape(r.entry, r.product)) });
});

export const action = apiHandler(methodNotAllowed);
