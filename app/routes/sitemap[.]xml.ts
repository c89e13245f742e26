import type { LoaderFunctionArgs } from "@remix-run/node";
import { listLegalDocs } from "~/content/legal";
import { getDb } from "~/db.server";
import { LANGS, localePath } from "~/lib/i18n";
import { sitemapRows } from "~/models/sitemap.server";
import { publicOrigin } from "~/server/public-origin.server";

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
  "/contact",
  "/info",
  "/sell",
];

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const xml = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** W3C datetime to the second, as sitemaps.org asks. */
const lastmod = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * One <url> per page and language, each naming all its languages (and x-default, the Turkish one)
 * as xhtml:link alternates, as Google reads hreflang from sitemaps.
 */
function urlEntries(origin: string, path: string, updatedAt?: Date): string {
  const href = (lang: (typeof LANGS)[number]) => xml(`${origin}${localePath(lang, path)}`);
  const alternates =
    LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href("tr")}"/>`;
  const mod = updatedAt ? `<lastmod>${lastmod(updatedAt)}</lastmod>` : "";
  return LANGS.map((l) => `<url><loc>${href(l)}</loc>${mod}${alternates}</url>\n`).join("");
}

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = publicOrigin(request);
  const rows = await sitemapRows(await getDb());
  const slug = encodeURIComponent;
  const paths: [string, Date?][] = [
    ...STATIC_PAGES.map((p): [string] => [p]),
    ...listLegalDocs().map((d): [string] => [`/info/${slug(d.slug)}`]),
    ...rows.categories.map((c): [string] => [`/shop/category/${slug(c.slug)}`]),
    ...rows.brands.map((b): [string] => [`/shop/brand/${slug(b.slug)}`]),
    ...rows.blogs.map((b): [string] => [`/blog/note/${slug(b.slug)}`]),
    ...rows.products.map((p): [string, Date] => [`/product/${slug(p.slug)}`, p.updatedAt]),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    paths.map(([path, updated]) => urlEntries(origin, path, updated)).join("") +
    `</urlset>\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers read it now and then; an hour old is fresh enough, and a CDN may keep it.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
