import { useLocation } from "@remix-run/react";
import { LANGS } from "~/lib/i18n";
import { canonicalUrl } from "~/lib/meta";

/**
 * hreflang alternates: the same page in Turkish (also the default, x-default) and English, each at
 * its canonical address (app/lib/meta.ts), so that the alternates and the canonical link agree.
 */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      {LANGS.map((lang) => (
        <link
          key={lang}
          rel="alternate"
          hrefLang={lang}
          href={canonicalUrl(origin, lang, pathname, search)}
        />
      ))}
      <link
        rel="alternate"
        hrefLang="x-default"
        href={canonicalUrl(origin, "tr", pathname, search)}
      />
    </>
  );
}
