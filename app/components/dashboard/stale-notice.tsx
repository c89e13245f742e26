import type { StaleNotice } from "~/lib/record-version";
import { StaleNoticeView } from "~/components/forms/stale-notice-view";
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
  return (
    <StaleNoticeView
      notice={notice}
      texts={{ title: t.title, byTheShop: t.byTheShop, after: shownAsNow ? t.shownAsNow : t.again }}
    />
  );
}
