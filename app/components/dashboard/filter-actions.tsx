import { LocalLink } from "~/components/i18n";

/** A list's filter form's buttons: apply what is chosen, or clear it (a link to the bare list). */
export function FilterActions({
  path,
  label,
}: {
  path: string;
  label: { apply: string; clear: string };
}) {
  return (
    <div className="product-filter-actions">
      <button type="submit" className="button">
        {label.apply}
      </button>
      <LocalLink to={path}>{label.clear}</LocalLink>
    </div>
  );
}
