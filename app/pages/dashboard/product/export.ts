import type { LoaderFunctionArgs } from "@remix-run/node";
import { exportFileName, productCsv } from "~/features/catalogue/product-export.server";
import { requireCatalogueActor } from "~/http/catalogue-actor.server";
import { requestLang } from "~/lib/request";
import { parseStaffProductQuery } from "~/lib/staff-product-query";

/**
 * GET /dashboard/product/export?{the list's filter}: the actor's matching products as a CSV for
 * Turkish Excel (a merchant's own only), in the page's language. A plain link: no JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireCatalogueActor(context);
  const lang = requestLang(request);
  const query = parseStaffProductQuery(new URL(request.url).searchParams);
  return new Response(productCsv(context.db, actor, query, lang), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(lang)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
