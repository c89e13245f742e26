import { carouselEntryShape } from "~/api/shapes/content.server";
import { ok } from "~/api/answers.server";
import { carouselWithProducts } from "~/models/api-catalog.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/carousel: `{ carousel }`, the active entries in order, each with its listed product. */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const rows = await carouselWithProducts(context.db);
      return ok({ carousel: rows.map((r) => carouselEntryShape(r.entry, r.product)) });
    },
  },
});
export const action = loader;
