import { Form } from "@remix-run/react";
import { useEffect, useState } from "react";
import { FieldErrors } from "~/components/forms/field";
import { fmt } from "~/lib/i18n";
import { BULK_KINDS, type BulkKind } from "~/schemas/bulk-change";
import type { serverMessages } from "~/locales/server";

type T = (typeof serverMessages)["tr"]["bulk"];
type Choice = { value: string; label: string };
export type BulkLists = Record<(typeof LISTS)[number], Choice[]>;

/** The kinds that take a typed value, and the lists a kind takes its new value from. */
const TYPED: readonly BulkKind[] = [
  "pricePercent",
  "priceSet",
  "discountPercent",
  "discountSet",
  "quantitySet",
];
const LISTS = ["category", "type", "brand"] as const;
const isList = (kind: string): kind is (typeof LISTS)[number] =>
  (LISTS as readonly string[]).includes(kind);

/**
 * The bulk change's form, in the dashboard's own fields (issue [17] point 5): the change, its
 * value, and one list for each of gender, category and brand, each entry with its products'
 * count. Without JavaScript every field shows and the server reads those of the chosen change;
 * with it, only those fields show.
 */
export function BulkForm(props: {
  t: T;
  lists: BulkLists;
  values: Record<string, string>;
  errors: Partial<Record<"value" | "choice", string>> | null;
  canApply: boolean;
}) {
  const { t, lists, values, errors, canApply } = props;
  const [kind, setKind] = useState(values.kind || "pricePercent");
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const shown = (when: boolean) => !live || when;
  const valueError = errors?.value ? [errors.value] : undefined;
  const choiceError = errors?.choice ? [errors.choice] : undefined;
  return (
    <Form method="post" className="stack-form dashboard-form bulk-form">
      <div className="field">
        <label htmlFor="bulk-kind">{t.change}</label>
        <select
          id="bulk-kind"
          name="kind"
          defaultValue={values.kind || "pricePercent"}
          onChange={(e) => setKind(e.currentTarget.value)}
        >
          {BULK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      {shown(TYPED.includes(kind as BulkKind)) ? (
        <div className={`field${valueError ? " has-error" : ""}`}>
          <label htmlFor="bulk-value">{t.value}</label>
          <input
            id="bulk-value"
            name="value"
            defaultValue={values.value}
            inputMode="decimal"
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueError ? "bulk-value-help bulk-value-error" : "bulk-value-help"}
          />
          <p id="bulk-value-help" className="hint">
            {t.valueHelp}
          </p>
          <FieldErrors id="bulk-value-error" errors={valueError} />
        </div>
      ) : null}
      {shown(isList(kind)) ? (
        <fieldset className="bulk-lists">
          <legend>{t.choiceLegend}</legend>
          {live ? null : <p className="hint">{t.choiceHint}</p>}
          {LISTS.filter((list) => shown(kind === list)).map((list) => {
            const error = choiceError && values.kind === list ? choiceError : undefined;
            return (
              <div key={list} className={`field${error ? " has-error" : ""}`}>
                <label htmlFor={`bulk-${list}`}>{t.lists[list]}</label>
                <select
                  id={`bulk-${list}`}
                  name={list}
                  defaultValue={values[list] ?? ""}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `bulk-${list}-error` : undefined}
                >
                  <option value="">{t.choose}</option>
                  {lists[list].map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
                <FieldErrors id={`bulk-${list}-error`} errors={error} />
              </div>
            );
          })}
          {choiceError && !isList(values.kind ?? "") ? (
            <FieldErrors id="bulk-choice-error" errors={choiceError} />
          ) : null}
        </fieldset>
      ) : null}
      <div className="form-actions">
        <button type="submit" name="intent" value="preview" className="button secondary">
          {t.preview}
        </button>
        {canApply ? (
          <button type="submit" name="intent" value="apply" className="button">
            {t.apply}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** One product of the preview: its prices before and after, the changed field's if another. */
export interface BulkPreviewRow {
  id: string;
  name: string;
  sku: string;
  price: string;
  discount: string;
  field: string | null;
  changes: boolean;
  error: string | null;
}

/**
 * What the change would do, product by product: the price and the discount price shoppers pay,
 * before → after, and the changed field when it is neither; how many products change.
 */
export function BulkPreview({ t, rows }: { t: T; rows: BulkPreviewRow[] }) {
  const field = rows.some((r) => r.field !== null);
  return (
    <section aria-labelledby="bulk-preview" className="bulk-preview-section">
      <h2 id="bulk-preview">{fmt(t.previewTitle, { count: rows.length })}</h2>
      <p className="bulk-changing" role="status">
        {fmt(t.previewCount, {
          count: rows.length,
          changing: rows.filter((r) => r.changes).length,
        })}
      </p>
      <table className="bulk-preview">
        <thead>
          <tr>
            <th scope="col">{t.product}</th>
            {field ? <th scope="col">{t.field}</th> : null}
            <th scope="col">{t.price}</th>
            <th scope="col">{t.discountPrice}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.id}
              className={r.error ? "bulk-error" : r.changes ? "bulk-changes" : undefined}
            >
              <th scope="row">
                {r.name} <span className="sku">{r.sku}</span>
                {r.error ? <span className="field-errors"> {r.error}</span> : null}
              </th>
              {field ? <td data-label={t.field}>{r.field}</td> : null}
              <td data-label={t.price}>{r.price}</td>
              <td data-label={t.discountPrice}>{r.discount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
