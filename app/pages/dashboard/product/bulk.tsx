import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { bulkAction, bulkLoader } from "./bulk-change-page.server";
import { BULK_KINDS } from "~/schemas/bulk-change";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { serverMessages } from "~/locales/server";

/** /dashboard/product/bulk: one change for many products, previewed, applied, undone. */
export function loader(args: LoaderFunctionArgs) {
  return bulkLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return bulkAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data?.t.title ?? serverMessages[rootLang(matches)].bulk.title);

export default function BulkChange() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const view = acted ?? loaded;
  const { t, batch, choices } = view;
  const values = view.values ?? { kind: "pricePercent", value: "", choice: "" };
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p>
        <LocalLink to={view.listPath}>{t.back}</LocalLink>
      </p>
      {view.error ? (
        <p className="form-error" role="alert">
          {view.error}
        </p>
      ) : null}
      {view.undoRefused ? (
        <p className="form-error" role="alert">
          {view.undoRefused}
        </p>
      ) : null}
      {batch ? (
        <section className="bulk-done" aria-live="polite">
          {"count" in batch && batch.count ? (
            batch.undoneBy ? (
              <p role="status">{fmt(t.undone, { count: batch.count })}</p>
            ) : (
              <>
                <p role="status">{fmt(t.applied, { count: batch.count })}</p>
                <Form method="post">
                  <input type="hidden" name="batch" value={batch.id} />
                  <button type="submit" name="intent" value="undo" className="button secondary">
                    {t.undo}
                  </button>
                </Form>
              </>
            )
          ) : (
            <p>{t.undoMissing}</p>
          )}
        </section>
      ) : (
        <>
          <p className="bulk-count">
            {view.count === 0
              ? t.none
              : view.tooMany
                ? fmt(t.tooMany, { max: view.max })
                : fmt(view.byFilter ? t.byFilter : t.chosen, { count: view.count })}
          </p>
          {view.count > 0 && !view.tooMany ? (
            <Form method="post" className="stack-form bulk-form">
              <label>
                {t.change}
                <select name="kind" defaultValue={values.kind}>
                  {BULK_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t.kinds[k]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t.value}
                <input
                  name="value"
                  defaultValue={values.value}
                  inputMode="decimal"
                  aria-describedby="bulk-value-help"
                />
              </label>
              <p id="bulk-value-help" className="hint">
                {t.valueHelp}
              </p>
              <label>
                {t.choice}
                <select name="choice" defaultValue={values.choice}>
                  <option value="">{t.choose}</option>
                  <optgroup label={t.kinds.category}>
                    {choices.category.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t.kinds.type}>
                    {choices.type.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t.kinds.brand}>
                    {choices.brand.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                </select>
              </label>
              <div className="form-actions">
                <button type="submit" name="intent" value="preview" className="button secondary">
                  {t.preview}
                </button>
                {view.preview && !view.preview.some((r) => r.error) ? (
                  <button type="submit" name="intent" value="apply" className="button">
                    {t.apply}
                  </button>
                ) : null}
              </div>
            </Form>
          ) : null}
          {view.preview ? (
            <section aria-labelledby="bulk-preview">
              <h2 id="bulk-preview">{fmt(t.previewTitle, { count: view.preview.length })}</h2>
              <div className="table-scroll">
                <table className="bulk-preview">
                  <thead>
                    <tr>
                      <th scope="col">{t.product}</th>
                      <th scope="col">{t.before}</th>
                      <th scope="col">{t.after}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {view.preview.map((r) => (
                      <tr key={r.id} className={r.error ? "bulk-error" : undefined}>
                        <th scope="row">
                          {r.name} <span className="sku">{r.sku}</span>
                        </th>
                        <td>{r.before}</td>
                        <td>
                          {r.before === r.after ? `${r.after} (${t.unchanged})` : r.after}
                          {r.error ? <span className="field-error"> {r.error}</span> : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
