import { Link, useLocation } from "@remix-run/react";
import { withMissing, type MissingLang } from "~/lib/missing-text";
import { useDashboardT } from "./use-dashboard-t";

/**
 * A list's "English missing" / "Turkish missing" filter as three links (`?missing=en`): the
 * state is the URL, kept with the list's other parameters, and the same without JavaScript
 * (docs/decisions/038).
 */
export function MissingFilter({ missing }: { missing: MissingLang | null }) {
  const t = useDashboardT().translations;
  const { pathname, search } = useLocation();
  const choices = [
    [null, t.all],
    ["en", t.missingEn],
    ["tr", t.missingTr],
  ] as const;
  return (
    <nav className="missing-filter" aria-label={t.filterLabel}>
      <ul>
        {choices.map(([value, label]) => (
          <li key={label}>
            <Link
              to={`${pathname}${withMissing(search, value)}`}
              aria-current={value === missing ? "page" : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
