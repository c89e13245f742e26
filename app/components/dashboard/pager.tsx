import { LocalLink } from "~/components/i18n";

/**
 * A newest-first list's pager: back to the newest page, the newer page and the older page, each
 * a plain link to `path` with its query (null where there is none). Nothing when there is only
 * one page.
 */
export function Pager({
  path,
  label,
  newest,
  newer = null,
  older,
}: {
  path: string;
  label: { pages: string; newest: string; newer?: string; older: string };
  newest: string | null;
  newer?: string | null;
  older: string | null;
}) {
  if (newest === null && newer === null && older === null) return null;
  return (
    <nav className="pager" aria-label={label.pages}>
      {newest !== null ? <LocalLink to={`${path}${newest}`}>{label.newest}</LocalLink> : null}
      {newer !== null && label.newer ? (
        <LocalLink to={`${path}${newer}`} rel="prev">
          {label.newer}
        </LocalLink>
      ) : null}
      {older !== null ? (
        <LocalLink to={`${path}${older}`} rel="next">
          {label.older}
        </LocalLink>
      ) : null}
    </nav>
  );
}
