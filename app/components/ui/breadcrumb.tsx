import { LocalLink, useT } from "~/components/i18n";

/** Home › ...trail › the current page. Links are in the page's language. */
export function Breadcrumb({
  trail = [],
  current,
}: {
  trail?: { to: string; label: string }[];
  current: string;
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
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
