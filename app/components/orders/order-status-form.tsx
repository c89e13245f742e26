import { Form, useNavigation } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { VersionFields } from "~/components/forms/version-fields";
import { ORDER_STATUSES } from "~/lib/orders";
import type { FormVersion } from "~/lib/record-version";

/** The admin's status menu (spec 001 §2): any status may follow any other. */
export function OrderStatusForm({
  action,
  status,
  at,
}: {
  action: string;
  /** The status shown chosen: the order's, or the one a refused change asked for. */
  status: string;
  /** The order's version the change is asked from (decision 067). */
  at: FormVersion;
}) {
  const t = useT().orders;
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} className="order-status-form">
      <VersionFields at={at} />
      <label htmlFor="order-status">{t.changeStatus}</label>
      <select id="order-status" name="status" defaultValue={status}>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t.statuses[s]}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="status" className="button" disabled={busy}>
        {t.update}
      </button>
    </Form>
  );
}
