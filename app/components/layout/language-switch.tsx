import { useLocation } from "@remix-run/react";
import { useLang, useT } from "~/components/i18n";
import { localePath, stripLang } from "~/lib/i18n";

/** TR / EN: the same page in the other language (the storefront's header and the back office's). */
export function LanguageSwitch() {
  const lang = useLang();
  const t = useT().common;
  const location = useLocation();
  const bare = stripLang(location.pathname);
  return (
    <nav className="switch" aria-label={t.language}>
      <a
        href={localePath("tr", bare) + location.search}
        hrefLang="tr"
        aria-current={lang === "tr" ? "true" : undefined}
      >
        TR
      </a>
      <a
        href={localePath("en", bare) + location.search}
        hrefLang="en"
        aria-current={lang === "en" ? "true" : undefined}
      >
        EN
      </a>
    </nav>
  );
}
