import { useCallback, type ReactNode } from "react";
import { useLang } from "~/components/i18n";
import { fmt, localePath } from "~/lib/i18n";
import { MultiPicker, type PickerSearch } from "./multi-picker";
import { useDashboardT } from "./use-dashboard-t";

export interface ProductChoice {
  id: string;
  sku: string;
  name: string;
}

/**
 * A multiple choice of the actor's products (a product's series and combination, a category's
 * products): without JavaScript a plain select of the chosen and newest ones with a search that
 * posts the whole form (`intent=find-{name}`) and draws it again with the matches; with it, a
 * combobox that asks /dashboard/product/options. The catalogue is never all in the page.
 */
export function ProductPicker(props: {
  name: string;
  label: string;
  options: ProductChoice[];
  chosen: string[];
  /** After a plain form's search of this field: how many it found. */
  found?: number;
  /** The edited product, never offered as its own choice. */
  exclude?: string;
  errors?: ReactNode;
}) {
  const { name, label, options, chosen, found, exclude, errors } = props;
  const lang = useLang();
  const search = useCallback<PickerSearch>(
    async (q, signal) => {
      const params = new URLSearchParams({ q, ...(exclude ? { not: exclude } : {}) });
      const url = `${localePath(lang, "/dashboard/product/options")}?${params}`;
      const res = await fetch(url, { signal, headers: { accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      return ((await res.json()) as { options: { value: string; label: string }[] }).options;
    },
    [lang, exclude],
  );
  return (
    <MultiPicker
      // Drawn afresh after a plain form's search, with the chosen and found products.
      key={`${name}-${options.map((o) => o.id).join()}`}
      name={name}
      label={label}
      options={options.map((p) => ({ value: p.id, label: `${p.sku} · ${p.name}` }))}
      defaultValue={chosen}
      search={search}
      errors={errors}
      fallback={<FindBox name={name} label={label} found={found} />}
    />
  );
}

function FindBox(props: { name: string; label: string; found?: number }) {
  const { name, label, found } = props;
  const t = useDashboardT().productForm;
  const id = `find-${name}`;
  return (
    <div className="find-box">
      <label htmlFor={id}>{fmt(t.findLabel, { what: label })}</label>
      <input id={id} name={id} type="search" aria-describedby={`${id}-hint`} />
      <button type="submit" name="intent" value={id} formNoValidate className="button secondary">
        {t.find}
      </button>
      <p className="hint" id={`${id}-hint`}>
        {t.findHint}
      </p>
      {found === 0 ? <p role="status">{t.foundNone}</p> : null}
    </div>
  );
}

/**
 * Enter in a text field submits a form with its first submit button: in a form with a posting
 * search (no JavaScript), that would be the search's. This one, first in the form and out of
 * sight and of the tab order, makes Enter save as the visible button does.
 */
export function SaveOnEnter() {
  return (
    <button
      type="submit"
      name="intent"
      value="save"
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
