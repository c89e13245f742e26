import type { Db } from "../../../db/client.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listLegalDocs } from "~/content/legal";
import { productSitemapRows, sitemapPageRows } from "~/models/sitemap.server";
import { publicOrigin } from "~/http/public-origin.server";
import { urlset, xmlResponse, type SitemapPage } from "~/features/catalogue/sitemap-xml.server";
import { methodNotAllowed } from "~/api/answers.server";
import { notFound } from "~/http/page-responses.server";

/**
 * The storefront pages worth finding, without a query string (docs/decisions/009). Sign-in,
 * account, cart and checkout pages are left out: they are someone's own, or a form with nothing to
 * find.
 */
const STATIC_PAGES = [
  "/",
  "/shop",
  "/brands",
  "/blog",
  "/about",
  "/story",
  "/takilarintinisi",
  "/contact",
  "/info",
  "/sell",
];

const slug = encodeURIComponent;

async function otherPages(db: Db): Promise<SitemapPage[]> {
  const rows = await sitemapPageRows(db);
  return [
    ...STATIC_PAGES.map((p): SitemapPage => [p]),
    ...listLegalDocs().map((d): SitemapPage => [`/info/${slug(d.slug)}`]),
    ...rows.categories.map((c): SitemapPage => [`/shop/category/${slug(c.slug)}`]),
    ...rows.brands.map((b): SitemapPage => [`/shop/brand/${slug(b.slug)}`]),
    ...rows.blogs.map((b): SitemapPage => [`/blog/note/${slug(b.slug)}`]),
  ];
}

async function productPages(db: Db, number: number): Promise<SitemapPage[]> {
  const rows = await productSitemapRows(db, number);
  return rows.map((p): SitemapPage => [`/product/${slug(p.slug)}`, p.updatedAt]);
}

/** `/sitemaps/pages.xml` and `/sitemaps/products-{n}.xml`, the files the index names. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const file = params.file ?? "";
  const productFile = /^products-([1-9]\d{0,5})\.xml$/.exec(file);
  const pages =
    file === "pages.xml"
      ? await otherPages(context.db)
      : productFile
        ? await productPages(context.db, Number(productFile[1]))
        : [];
  // A file past the last one (or any other name) is not there, not an empty sitemap.
  if (pages.length === 0) throw notFound();
  return xmlResponse(urlset(publicOrigin(request), pages));
}

export const action = methodNotAllowed;
