import { readAnswer } from "~/api/answers.server";
import { readerReach } from "~/lib/catalogue-actor";
import { listaProducts } from "~/models/api-catalog.server";
import { ProductListQuerySchema } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/**
 * GET /api/product/lista: the list with descriptions and flags, `q`/`name`, `page`, `limit` up to
 * 100; the listed products, and to staff the hidden ones they may edit.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    query: ProductListQuerySchema(100),
    handler: async ({ query, context }) => {
      const reach = readerReach(await context.user());
      const { rows, total, page, pages } = await listaProducts(context.db, query, reach);
      return readAnswer(
        {
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
        },
        reach,
      );
    },
  },
});
export const action = loader;
