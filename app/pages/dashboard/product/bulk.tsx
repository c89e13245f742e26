import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { bulkAction, bulkLoader } from "./bulk-change-page.server";
import { BulkForm, BulkPreview } from "./bulk-form";
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

type Loaded = Awaited<ReturnType<typeof bulkLoader>>;
type T = Loaded["t"];
type Batch = NonNullable<Loaded["batch"]>;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data?.t.title ?? serverMessages[rootLang(matches)].bulk.title);

export default function BulkChange() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const view = acted ?? loaded;
  const { t, batch, choices } = view;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p>
        <LocalLink to={view.listPath}>{t.back}</LocalLink>
      </p>
      {view.error || view.undoRefused ? (
        <div className="form-errors" role="alert">
          <p>{view.error ?? view.undoRefused}</p>
        </div>
      ) : null}
      {batch ? (
        <BulkResult t={t} batch={batch} />
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
            <BulkForm
              // A new form for each answer: its fields show what was posted.
              key={JSON.stringify(view.values)}
              t={t}
              lists={choices}
              values={view.values ?? {}}
              errors={view.errors}
              canApply={
                !!view.preview && !view.preview.some((r: { error: string | null }) => r.error)
              }
            />
          ) : null}
          {view.preview ? <BulkPreview t={t} rows={view.preview} /> : null}
        </>
      )}
    </>
  );
}

/** After an apply: how many changed, and the undo while nothing changed since. */
function BulkResult({ t, batch }: { t: T; batch: Batch }) {
  if (!("count" in batch) || !batch.count)
    return (
      <section className="bulk-done">
        <p>{t.undoMissing}</p>
      </section>
    );
  if (batch.undoneBy)
    return (
      <section className="bulk-done">
        <p role="status">{fmt(t.undone, { count: batch.count })}</p>
      </section>
    );
  return (
    <section className="bulk-done">
      <p role="status">{fmt(t.applied, { count: batch.count })}</p>
      {batch.changedSince.length ? (
        <p className="hint">{fmt(t.undoGone, { names: batch.changedSince.join(", ") })}</p>
      ) : (
        <Form method="post">
          <input type="hidden" name="batch" value={batch.id} />
          <button type="submit" name="intent" value="undo" className="button secondary">
            {t.undo}
          </button>
        </Form>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
