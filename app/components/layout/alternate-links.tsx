import { useLocation } from "@remix-run/react";
import { localePath, stripLang } from "~/lib/i18n";

/** hreflang alternates: the same page in Turkish (also the default) and English. */
export function AlternateLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const path = stripLang(pathname);
  const href = (lang: "tr" | "en") => `${origin}${localePath(lang, path)}${search}`;
  return (
    <>
      <link rel="alternate" hrefLang="tr" href={href("tr")} />
      <link rel="alternate" hrefLang="en" href={href("en")} />
      <link rel="alternate" hrefLang="x-default" href={href("tr")} />
    </>
  );
}
