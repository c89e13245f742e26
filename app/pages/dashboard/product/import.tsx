import { CSV_BYTES, ZIP_BYTES, type UploadLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import { FileInput } from "~/components/forms/file-input";
import { RequiredMark } from "~/components/forms/required-mark";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import {
  productImportAction,
  productImportLoader,
  type ImportPageData,
} from "~/features/catalogue/product-import-page.server";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = {
  method: "POST",
  kind: "file",
  fileBytes: { csv: CSV_BYTES, zip: ZIP_BYTES },
  files: 2,
  totalBytes: CSV_BYTES + ZIP_BYTES,
} satisfies UploadLimits;

/**
 * /dashboard/product/import: a CSV (and a ZIP of its pictures) in, a dry run's report, then
 * 'apply'. Plain multipart forms posted by the browser itself (reloadDocument: the upload limit is
 * the page's address's); the apply form carries the dry run's file and stored pictures, so that
 * nothing is uploaded twice.
 */
export const loader = (args: LoaderFunctionArgs) => productImportLoader(args);
export const action = (args: ActionFunctionArgs) => productImportAction(args);

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data?.t.title ?? dashboardMessages[rootLang(matches)].products.title);

export default function ProductImport() {
  const { t } = useLoaderData<typeof loader>();
  const list = useDashboardT().products;
  const answer = useActionData<typeof action>() as ImportPageData | undefined;
  const busy = useNavigation().state === "submitting";
  const report = answer?.report;
  const canApply =
    !!report && !report.counts.errors && report.counts.created + report.counts.changed > 0;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <LocalLink to="/dashboard/product">{list.title}</LocalLink>
      </div>
      <p className="hint">{t.intro}</p>
      <Form
        method="post"
        encType="multipart/form-data"
        reloadDocument
        className="upload-form import-form stack-form"
      >
        <MarkedFields>
          <FileField
            name="csv"
            label={t.csvLabel}
            hint={t.csvHint}
            errors={answer?.fileErrors?.csv}
            required
          />
          <FileField
            name="zip"
            label={t.zipLabel}
            hint={t.zipHint}
            errors={answer?.fileErrors?.zip}
          />
        </MarkedFields>
        <div>
          <button type="submit" name="intent" value="dryRun" className="button" disabled={busy}>
            {t.dryRun}
          </button>
        </div>
      </Form>
      {answer?.message ? (
        <p
          className={answer.message.type === "error" ? "form-errors" : "hint"}
          role={answer.message.type === "error" ? "alert" : "status"}
        >
          {answer.message.text}
        </p>
      ) : null}
      {report ? (
        <section className="import-report" aria-labelledby="import-report-title">
          <h2 id="import-report-title">{t.report}</h2>
          <p>
            {fmt(t.summary, {
              rows: report.counts.rows,
              created: report.counts.created,
              changed: report.counts.changed,
              unchanged: report.counts.unchanged,
              errors: report.counts.errors,
            })}
          </p>
          {canApply && answer?.keep ? (
            <Form method="post" encType="multipart/form-data" reloadDocument className="apply-form">
              <input type="hidden" name="keptCsv" value={answer.keep.csv} />
              {answer.keep.pictures.map((p) => (
                <input key={p} type="hidden" name="keptPicture" value={p} />
              ))}
              <input type="hidden" name="digest" value={answer.keep.digest} />
              <p className="hint">{t.applyHint}</p>
              <button type="submit" name="intent" value="apply" className="button" disabled={busy}>
                {t.apply}
              </button>
            </Form>
          ) : null}
          <div className="product-table-wrap">
            <table className="product-table import-table">
              <thead>
                <tr>
                  <th scope="col">{t.line}</th>
                  <th scope="col">{t.sku}</th>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.status}</th>
                  <th scope="col">{t.what}</th>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.line} className={`import-${row.status}`}>
                    <td className="num" data-label={t.line}>
                      {row.line}
                    </td>
                    <td className="sku" data-label={t.sku}>
                      {row.status === "created" ? fmt(t.newSku, { sku: row.sku }) : row.sku}
                    </td>
                    <td data-label={t.name}>{row.name}</td>
                    <td data-label={t.status} className="import-status">
                      {t.statuses[row.status]}
                    </td>
                    <td data-label={t.what}>
                      {row.errors.length ? (
                        <ul className="field-errors">
                          {row.errors.map((e) => (
                            <li key={e}>{e}</li>
                          ))}
                        </ul>
                      ) : row.changes.length ? (
                        <ul className="import-changes">
                          {row.changes.map((c) => (
                            <li key={c.column}>
                              <strong>{c.column}</strong>: <del>{c.before || "—"}</del> →{" "}
                              <ins>{c.after || "—"}</ins>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** A file of the form, checked against the page's limits; a refusal is said under it. */
function FileField(props: {
  name: "csv" | "zip";
  label: string;
  hint: string;
  errors?: string[];
  required?: boolean;
}) {
  const { name, label, hint, errors, required } = props;
  const id = `import-${name}`;
  return (
    <div className={`field${errors?.length ? " has-error" : ""}`}>
      <label htmlFor={id}>
        {label}
        <RequiredMark required={required} />
      </label>
      <FileInput
        id={id}
        name={name}
        limits={uploadLimits}
        accept={name === "csv" ? ".csv,text/csv" : ".zip,application/zip"}
        required={required}
        hintId={`${id}-hint`}
        errors={errors}
      >
        <small id={`${id}-hint`}>{hint}</small>
      </FileInput>
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().products.title} />;
}
