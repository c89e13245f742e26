import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok, parseApiProductQuery } from "~/lib/api-shapes.server";
import { listaProducts } from "~/models/api-catalog.server";

/** GET /api/product/lista: the list with descriptions and flags, `q`/`name`, `page`, `limit` up to 100. */
export const loader = apiHandler(async ({ request }) => {
  const query = parseApiProductQuery(new URL(request.url).searchParams, 100);
  const { rows, total, page, pages } = await listaProducts(await getDb(), query);
  return ok({
    products: rows.map((p) => ({
      _id: p.id,
      sku: p.sku,
      slug: p.slug,
      name: p.name,
      name_en: p.nameEn,
      description: p.description,
      description_en: p.descriptionEn,
      price: p.price,
      discountPrice: p.discountPrice,
      quantity: p.quantity,
      inventory: p.quantity,
      imageUrl: p.imageUrl,
      isActive: p.isActive,
      isVisible: p.isVisible,
    })),
    totalPages: pages,
    currentPage: page,
    count: total,
  });
});

export const action = apiHandler(methodNotAllowed);
