import { ok } from "~/api/answers.server";
import { microProducts } from "~/models/api-catalog.server";
import { limitQuery, SearchQuerySchema } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/product/microList: `{ products }` with id, sku, names, slug and cover; `q`/`name`, `limit`. */
export const loader = apiRoute({
  GET: {
    query: SearchQuerySchema({ limit: limitQuery(20, 100) }),
    handler: async ({ query, context }) => {
      const rows = await microProducts(context.db, query.q, query.limit);
      return ok({
        products: rows.map((p) => ({
          _id: p.id,
          sku: p.sku,
          slug: p.slug,
          name: p.name,
          name_en: p.nameEn,
          imageUrl: p.imageUrl,
        })),
      });
    },
  },
});
export const action = loader;
