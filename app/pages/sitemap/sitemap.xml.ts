import type { LoaderFunctionArgs } from "@remix-run/node";
import { productSitemapFiles } from "~/models/sitemap.server";
import { publicOrigin } from "~/http/public-origin.server";
import { sitemapIndex, xmlResponse } from "~/features/catalogue/sitemap-xml.server";
import { methodNotAllowed } from "~/api/answers.server";

/**
 * The sitemap index robots.txt names: the pages' sitemap, then one sitemap per 10,000 listed
 * products, so that no file passes the protocol's 50,000 URLs however large the catalogue grows
 * (docs/decisions/009). Each product file is dated by its newest change.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request);
  const productFiles = await productSitemapFiles(context.db);
  return xmlResponse(
    sitemapIndex([
      { loc: `${origin}/sitemaps/pages.xml` },
      ...productFiles.map((f) => ({
        loc: `${origin}/sitemaps/products-${f.number}.xml`,
        updatedAt: f.lastmod,
      })),
    ]),
  );
}

export const action = methodNotAllowed;
