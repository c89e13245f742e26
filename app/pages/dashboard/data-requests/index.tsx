import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { FilterActions } from "~/components/dashboard/filter-actions";
import { Pager } from "~/components/dashboard/pager";
import { DATA_REQUEST_KINDS, type DataRequestKind, type DataRequestVia } from "~/lib/data-requests";
import { fmt } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { dataRequestsAction, dataRequestsLoader } from "./data-requests-page.server";

export function loader(args: LoaderFunctionArgs) {
  return dataRequestsLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return dataRequestsAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.t.title ?? "");

export default function DataRequests() {
  const { t, kind, rows, older, newest, filtered } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p className="hint">{t.intro}</p>
      <Form method="get" className="product-filters" role="search" aria-label={t.filtersLabel}>
        <label className="product-filter">
          <span id="data-request-kind">{t.kind}</span>
          <select name="kind" defaultValue={kind ?? ""} aria-labelledby="data-request-kind">
            <option value="">{t.anyKind}</option>
            {DATA_REQUEST_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <FilterActions path="/dashboard/data-requests" label={t} />
      </Form>
      {rows.length === 0 ? (
        <p className="empty">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <ol className="history-list data-request-list">
          {rows.map((r) => (
            <li key={r.id} className="history-entry data-request" id={`request-${r.id}`}>
              <p className="data-request-head">
                <strong className="data-request-kind">{t.kinds[r.kind as DataRequestKind]}</strong>{" "}
                <span className="data-request-email">{r.email}</span>
              </p>
              <dl className="data-request-facts">
                <dt>{t.via}</dt>
                <dd>{t.vias[r.via as DataRequestVia]}</dd>
                <dt>{t.when}</dt>
                <dd>{r.when}</dd>
                <dt>{t.handled}</dt>
                <dd className="data-request-handled">
                  {r.handledWhen
                    ? fmt(r.handledBy ? t.handledBy : t.handledByGone, {
                        who: r.handledBy ?? "",
                        when: r.handledWhen,
                      })
                    : t.notHandled}
                </dd>
              </dl>
              {r.message ? (
                <details className="data-request-message">
                  <summary>{t.message}</summary>
                  <p>
                    {fmt(t.messageFrom, { name: `${r.message.firstname} ${r.message.lastname}` })}
                  </p>
                  <p className="data-request-text">{r.message.text ?? t.noMessage}</p>
                </details>
              ) : null}
              {r.handledWhen ? null : (
                <Form method="post" className="inline-form">
                  <input type="hidden" name="id" value={r.id} />
                  <button type="submit" className="button">
                    {t.markHandled}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager path="/dashboard/data-requests" label={t} newest={newest} older={older} />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
