import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { FilterActions } from "~/components/dashboard/filter-actions";
import { Pager } from "~/components/dashboard/pager";
import { fmt } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { consentsLoader, type ConsentLine } from "./consents-page.server";

/** /dashboard/consents (admins): the consent log and one address's state (issue [20] point 3). */
export function loader(args: LoaderFunctionArgs) {
  return consentsLoader(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.t.title ?? "");

export default function Consents() {
  const { t, counts, filter, rows, older, newest, filtered, lookup } =
    useLoaderData<typeof loader>();
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p className="hint">{t.intro}</p>
      <dl className="overview-figures consent-figures">
        <div>
          <dt>{t.consenting}</dt>
          <dd className="consent-count">{counts.consenting}</dd>
        </div>
        <div>
          <dt>{t.pending}</dt>
          <dd className="consent-pending">{counts.pending}</dd>
        </div>
      </dl>
      <section aria-labelledby="consent-lookup" className="consent-lookup">
        <h2 id="consent-lookup">{t.lookupTitle}</h2>
        <Form
          method="get"
          className="product-filters"
          role="search"
          aria-labelledby="consent-lookup"
          // Any text may be looked up; an address never recorded says so (no browser tooltip).
          noValidate
        >
          <div className={`field product-filter${lookup.error ? " has-error" : ""}`}>
            <label htmlFor="consent-lookup-email">{t.lookupLabel}</label>
            <input
              id="consent-lookup-email"
              name="email"
              type="email"
              defaultValue={lookup.email}
              autoComplete="off"
              aria-invalid={lookup.error ? true : undefined}
              aria-describedby={lookup.error ? "consent-lookup-error" : undefined}
            />
            {lookup.error ? (
              <ul id="consent-lookup-error" className="field-errors">
                <li>{lookup.error}</li>
              </ul>
            ) : null}
          </div>
          <div className="product-filter-actions">
            <button type="submit" className="button">
              {t.lookupButton}
            </button>
          </div>
        </Form>
        {lookup.found ? (
          <div className="consent-address" id="consent-address">
            <p className={`consent-state consent-state-${lookup.found.state}`} role="status">
              <strong className="consent-address-email">{lookup.found.email}</strong>:{" "}
              {lookup.found.stateText}
            </p>
            {lookup.found.history.length ? (
              <>
                <h3>{fmt(t.historyTitle, { email: lookup.found.email })}</h3>
                <ConsentList rows={lookup.found.history} className="consent-history" />
              </>
            ) : null}
          </div>
        ) : null}
      </section>
      <section aria-labelledby="consent-log">
        <h2 id="consent-log">{t.logTitle}</h2>
        <Form method="get" className="product-filters" role="search" aria-label={t.filtersLabel}>
          <label className="product-filter">
            <span id="consent-filter-q">{t.search}</span>
            <input
              name="q"
              type="search"
              defaultValue={filter.q}
              placeholder={t.searchHint}
              aria-labelledby="consent-filter-q"
            />
          </label>
          <label className="product-filter">
            <span id="consent-filter-answer">{t.answer}</span>
            <select
              name="answer"
              defaultValue={filter.answer}
              aria-labelledby="consent-filter-answer"
            >
              <option value="">{t.anyAnswer}</option>
              <option value="given">{t.given}</option>
              <option value="refused">{t.refused}</option>
            </select>
          </label>
          <label className="product-filter">
            <span id="consent-filter-iys">{t.iys}</span>
            <select name="iys" defaultValue={filter.iys} aria-labelledby="consent-filter-iys">
              <option value="">{t.anyIys}</option>
              <option value="pending">{t.iysStates.pending}</option>
              <option value="reported">{t.iysStates.reported}</option>
              <option value="failed">{t.iysStates.failed}</option>
            </select>
          </label>
          <FilterActions path="/dashboard/consents" label={t} />
        </Form>
        {rows.length === 0 ? (
          <p className="empty">{filtered ? t.emptyFiltered : t.empty}</p>
        ) : (
          <ConsentList rows={rows} className="consent-list" />
        )}
        <Pager path="/dashboard/consents" label={t} newest={newest} older={older} />
      </section>
    </>
  );
}

function ConsentList({ rows, className }: { rows: ConsentLine[]; className: string }) {
  const { t } = useLoaderData<typeof loader>();
  return (
    <ol className={`history-list ${className}`}>
      {rows.map((r) => (
        <li key={r.id} className="history-entry consent-entry">
          <p className="data-request-head">
            <strong className={`consent-answer consent-${r.given ? "given" : "refused"}`}>
              {r.answer}
            </strong>{" "}
            <span className="data-request-email consent-email">{r.email}</span>
          </p>
          <dl className="data-request-facts">
            <dt>{t.when}</dt>
            <dd>{r.when}</dd>
            <dt>{t.source}</dt>
            <dd className="consent-source">{r.source}</dd>
            <dt>{t.textVersion}</dt>
            <dd>{r.textVersion}</dd>
            <dt>{t.lang}</dt>
            <dd>{r.lang}</dd>
            <dt>{t.iys}</dt>
            <dd className={`consent-iys consent-iys-${r.iysState}`}>{r.iys}</dd>
          </dl>
        </li>
      ))}
    </ol>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
