import type { MetaDescriptor } from "@remix-run/react";
import { messages } from "~/locales";
import { langFromPath, localePath, stripLang, type Lang } from "./i18n";
import type { Currency } from "./money";
import { parsePage } from "./pagination";
import { failureCopy, routeErrorKind } from "./route-error";
import { organizationJsonLd } from "./structured-data";

export type RootMatch = { id: string; data: unknown };
type RootData = {
  storeName?: string;
  lang?: Lang;
  origin?: string;
  currency?: Currency;
  exchangeRate?: number;
  instagramUrl?: string;
};

/** The shop's mark as a raster image: Open Graph and Organization logos cannot be SVG everywhere. */
const LOGO_PATH = "/images/logo.png";

/** og:locale values of the two languages. */
export const OG_LOCALE: Record<Lang, string> = { tr: "tr_TR", en: "en_US" };

export function rootData(matches: RootMatch[]): RootData | undefined {
  return matches.find((m) => m.id === "root")?.data as RootData | undefined;
}

/** A path or an address made absolute on the shop's origin; absolute ones (S3 images) stay. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export interface PageMetaOptions {
  /** og:type: 'website' unless the page is one thing (a product, an article). */
  type?: "website" | "product" | "article";
  /** The page's own picture (a path or an absolute address); the shop's logo otherwise. */
  image?: string | null;
}

/**
 * The page's title in the shop's name, its description and the Open Graph tags that depend on
 * them, from the root loader's data. The tags that depend only on the address (og:url, og:locale,
 * og:site_name, canonical, hreflang) are rendered once in the document head (SeoLinks).
 */
export function pageMeta(
  matches: RootMatch[],
  title: string,
  description?: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const root = rootData(matches);
  const store = root?.storeName ?? "";
  // The home page's title is the shop's name alone.
  const full = !title ? store : store ? `${title} | ${store}` : title;
  const type = options.type ?? "website";
  const tags: MetaDescriptor[] = [
    { title: full },
    { property: "og:title", content: full },
    { property: "og:type", content: type },
  ];
  if (description) {
    tags.push(
      { name: "description", content: description },
      { property: "og:description", content: description },
    );
  }
  if (root?.origin) {
    const own = options.image || null;
    tags.push({ property: "og:image", content: absoluteUrl(root.origin, own ?? LOGO_PATH) });
    // A page's own picture is worth the large card; the logo is a small square.
    tags.push({ name: "twitter:card", content: own ? "summary_large_image" : "summary" });
  }
  return tags;
}

/** The not-found page's: a title for the tab and for screen readers, and not for search engines. */
export function notFoundMeta(matches: RootMatch[]): MetaDescriptor[] {
  return errorPageMeta(messages[rootLang(matches)].common.notFoundTitle);
}

/**
 * An error boundary's: the title of what it shows (components/layout/page-error.tsx). When the
 * root's own loader failed there is no root data; the address says the language (the browser holds
 * only that language's strings).
 */
export function errorMeta({
  matches,
  error,
  location,
}: {
  matches: RootMatch[];
  error?: unknown;
  location: { pathname: string };
}): MetaDescriptor[] {
  const t = messages[rootData(matches)?.lang ?? langFromPath(location.pathname)].common;
  const kind = routeErrorKind(error);
  return errorPageMeta(kind === "notFound" ? t.notFoundTitle : failureCopy(kind, t).title);
}

function errorPageMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

export function rootLang(matches: RootMatch[]): Lang {
  return rootData(matches)?.lang ?? "tr";
}

/*
 * The canonical rule: one address per page content, in the page's own language, absolute on the
 * shop's origin. Everything in the query string that only sorts, searches, tracks or chooses how the
 * page is shown (utm_*, currency, q, facet filters) is dropped: those are the same page, or a search
 * result that is not a page of its own. Kept are only what makes a different listing page:
 * - `page` (above 1) on the shop, category and brand listings;
 * - `/shop?cat=x` (the header's necklace/bracelet/earrings links) is the category page
 *   /shop/category/x, so that the two addresses of one listing count as one.
 * A trailing slash and a '/tr' prefix (Turkish has no prefix) are dropped as well.
 */
const LISTING = /^\/shop(?:\/(?:category|brand)\/[^/]+)?$/;
const SLUG = /^[a-z0-9-]{1,80}$/;

/** The canonical path of a page without its language prefix, with the query it keeps. */
export function canonicalPath(pathname: string, search = ""): string {
  let path = stripLang(pathname).replace(/\/+$/, "") || "/";
  if (!LISTING.test(path)) return path;
  const params = new URLSearchParams(search);
  const cat = params.get("cat");
  if (path === "/shop" && cat && SLUG.test(cat)) path = `/shop/category/${cat}`;
  const page = parsePage(params.get("page"));
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The absolute canonical address of the page at pathname + search, in `lang`. */
export function canonicalUrl(origin: string, lang: Lang, pathname: string, search = ""): string {
  return `${origin}${localePath(lang, canonicalPath(pathname, search))}`;
}

/** The home page's Organization: the shop's name, address, logo and contact from its settings. */
export function organizationMeta(
  matches: RootMatch[],
  contact: { phone: string; email: string },
): MetaDescriptor {
  const root = rootData(matches);
  const origin = root?.origin ?? "";
  return {
    "script:ld+json": organizationJsonLd({
      name: root?.storeName ?? "",
      url: `${origin}/`,
      logo: absoluteUrl(origin, LOGO_PATH),
      phone: contact.phone,
      email: contact.email,
      sameAs: [root?.instagramUrl],
    }),
  };
}
