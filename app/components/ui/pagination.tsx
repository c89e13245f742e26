import { Link, useLocation } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";

/** Plain links to the neighbouring pages: they work without JavaScript. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { pathname, search } = useLocation();
  const t = useT().common;
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `${pathname}?${params}`;
  };
  return (
    <nav className="pagination" aria-label={fmt(t.page, { page, pages })}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          ← {t.previous}
        </Link>
      ) : null}
      <span aria-current="page">{fmt(t.page, { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t.next} →
        </Link>
      ) : null}
    </nav>
  );
}
