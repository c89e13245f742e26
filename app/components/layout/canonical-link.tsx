import { useLocation } from "@remix-run/react";
import type { Lang } from "~/lib/i18n";
import { OG_LOCALE, canonicalUrl } from "~/lib/meta";
import { AlternateLinks } from "./alternate-links";

/**
 * The head tags every page has that depend only on its address and language: the canonical link,
 * the hreflang alternates, and the Open Graph tags of the page's place (og:url is the canonical
 * address). The tags that depend on the page's content come from its meta export (pageMeta).
 */
export function SeoLinks({
  origin,
  lang,
  siteName,
}: {
  origin: string;
  lang: Lang;
  siteName: string;
}) {
  const { pathname, search } = useLocation();
  const canonical = canonicalUrl(origin, lang, pathname, search);
  const other: Lang = lang === "tr" ? "en" : "tr";
  return (
    <>
      <link rel="canonical" href={canonical} />
      <AlternateLinks origin={origin} />
      <meta property="og:url" content={canonical} />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[other]} />
    </>
  );
}
