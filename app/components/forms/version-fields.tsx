import { SEEN_FIELD, VERSION_FIELD, type FormVersion } from "~/lib/record-version";

/**
 * The hidden fields naming the version a staff form was drawn from (decision 067). Apart from the
 * dashboards' notice: a storefront page (the order's) carries no dashboard texts.
 */
export function VersionFields({ at }: { at: FormVersion }) {
  return (
    <>
      <input type="hidden" name={VERSION_FIELD} value={at.version} />
      <input type="hidden" name={SEEN_FIELD} value={at.seen} />
    </>
  );
}
