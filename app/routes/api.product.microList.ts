import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok, parseLimit } from "~/lib/api-shapes.server";
import { microProducts } from "~/models/api-catalog.server";

/** GET /api/product/microList: `{ products }` with id, sku, names, slug and cover; `q`/`name`, `limit`. */
export const loader = apiHandler(async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const rows = await microProducts(
    await getDb(),
    params.get("q") || params.get("name"),
    parseLimit(params.get("limit"), 20, 100),
  );
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
});

export const action = apiHandler(methodNotAllowed);
