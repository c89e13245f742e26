import {
  SEEN_FIELD,
  VERSION_FIELD,
  type FormVersion,
  type StaleNotice,
} from "~/lib/record-version";
import { useDashboardT } from "./use-dashboard-t";

/** The hidden fields naming the version a staff form was drawn from (decision 067). */
export function VersionFields({ at }: { at: FormVersion }) {
  return (
    <>
      <input type="hidden" name={VERSION_FIELD} value={at.version} />
      <input type="hidden" name={SEEN_FIELD} value={at.seen} />
    </>
  );
}

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
  if (!notice) return null;
  return (
    <div className="form-errors stale-notice" role="alert">
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
