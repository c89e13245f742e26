import { escapeHtml } from "~/lib/escape-html";
import { LANGS, localePath } from "~/lib/i18n";

// XML's specials are HTML's five; `&#39;` is as good as `&apos;` in XML.
const xml = escapeHtml;

/** W3C datetime to the second, as sitemaps.org asks. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");
const lastmod = (d?: Date) => (d ? `<lastmod>${w3cDate(d)}</lastmod>` : "");

const XML_DECLARATION = `<?xml version="1.0" encoding="UTF-8"?>\n`;
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** A storefront page (its Turkish path) and, where the table keeps one, when it last changed. */
export type SitemapPage = [path: string, updatedAt?: Date];

/**
 * One <url> per page and language, each naming all its languages (and x-default, the Turkish one)
 * as xhtml:link alternates, as Google reads hreflang from sitemaps.
 */
function urlEntries(origin: string, [path, updatedAt]: SitemapPage): string {
  const href = (lang: (typeof LANGS)[number]) => xml(`${origin}${localePath(lang, path)}`);
  const alternates =
    LANGS.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href("tr")}"/>`;
  const mod = lastmod(updatedAt);
  return LANGS.map((l) => `<url><loc>${href(l)}</loc>${mod}${alternates}</url>\n`).join("");
}

export function urlset(origin: string, pages: SitemapPage[]): string {
  return (
    XML_DECLARATION +
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    pages.map((page) => urlEntries(origin, page)).join("") +
    `</urlset>\n`
  );
}

/** A sitemap index: the absolute address of each sitemap file and when it last changed. */
export function sitemapIndex(files: { loc: string; updatedAt?: Date }[]): string {
  return (
    XML_DECLARATION +
    `<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    files
      .map((f) => `<sitemap><loc>${xml(f.loc)}</loc>${lastmod(f.updatedAt)}</sitemap>\n`)
      .join("") +
    `</sitemapindex>\n`
  );
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers read them now and then; an hour old is fresh enough, and a CDN may keep them.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
