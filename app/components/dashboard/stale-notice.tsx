import { useEffect, useRef } from "react";
import type { StaleNotice } from "~/lib/record-version";
import { useDashboardT } from "./use-dashboard-t";

export { VersionFields } from "~/components/forms/version-fields";

/**
 * Above a form drawn again after a stale save: who changed the record meanwhile, when and what.
 * What was typed stays in the form, which now carries the new version: saving again applies it.
 */
export function StaleNoticeBox({
  notice,
  shownAsNow,
}: {
  notice: StaleNotice | undefined;
  /** A page of buttons (a list, the pictures): nothing typed, the page shows the record as now. */
  shownAsNow?: boolean;
}) {
  const { stale: t } = useDashboardT();
  const box = useRef<HTMLDivElement>(null);
  // With JavaScript the refused form stays where it was sent from (its button, at the bottom on a
  // phone): the notice is brought into view and focused, as a page drawn anew would show it.
  useEffect(() => {
    if (!notice) return;
    box.current?.scrollIntoView?.({ block: "start" });
    box.current?.focus({ preventScroll: true });
  }, [notice]);
  if (!notice) return null;
  return (
    <div ref={box} tabIndex={-1} className="form-errors stale-notice" role="alert">
      <p>
        <strong>{t.title}</strong>
      </p>
      {notice.changes.length ? (
        <ul>
          {notice.changes.map((c, i) => (
            <li key={i}>
              {c.who} · {c.when}: {c.what}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.byTheShop}</p>
      )}
      <p>{shownAsNow ? t.shownAsNow : t.again}</p>
    </div>
  );
}
