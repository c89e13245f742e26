import { getDb } from "~/db.server";
import { apiHandler, ok, parseApiProductQuery, productPageShape } from "~/lib/api-shapes.server";
import { listApiProducts } from "~/models/api-catalog.server";

/** The loader of the paged product lists (/api/product, /list, /filter), by their default page size. */
export function productListLoader(defaultLimit: number) {
  return apiHandler(async ({ request }) => {
    const query = parseApiProductQuery(new URL(request.url).searchParams, defaultLimit);
    return ok(productPageShape(await listApiProducts(await getDb(), query)));
  });
}
