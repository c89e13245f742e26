import { LangText, LocalLink, useT } from "~/components/i18n";
import type { LocalizedText } from "~/lib/localized-text";

/**
 * Home › ...trail › the current page. Links are in the page's language; a record's own text
 * (a product's name) comes as a LocalizedText, marked when it fell back to Turkish.
 */
export function Breadcrumb({
  trail = [],
  current,
}: {
  trail?: { to: string; label: string }[];
  current: string | LocalizedText;
}) {
  const t = useT().common;
  return (
    <nav aria-label={t.breadcrumb} className="breadcrumb">
      <ol>
        {[{ to: "/", label: t.home }, ...trail].map((c) => (
          <li key={c.to}>
            <LocalLink to={c.to}>{c.label}</LocalLink>
          </li>
        ))}
        <li aria-current="page">
          {typeof current === "string" ? current : <LangText text={current} />}
        </li>
      </ol>
    </nav>
  );
}
