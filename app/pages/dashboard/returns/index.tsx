import { useDeskT } from "./use-desk-t";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { Pager } from "~/components/dashboard/pager";
import { LocalLink } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { RETURN_STATES } from "~/lib/returns";
import { secretPageHeaders } from "~/lib/secret-page";
import { deskListLoader } from "./return-pages.server";
import { Deadline } from "./deadline";

/**
 * /dashboard/returns (issue [19] point 2): the return desk, for admins (every request) and
 * merchants (their own lines'; never who bought). A tab per state, open requests by their legal
 * refund deadline, overdue ones first.
 */
export function loader(args: LoaderFunctionArgs) {
  return deskListLoader(args);
}

export const headers = secretPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.t.title ?? "");

export default function ReturnDesk() {
  const { merchant, state, rows, newer, older } = useLoaderData<typeof loader>();
  const t = useDeskT();
  const tabs = [null, ...RETURN_STATES];
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p className="hint">{merchant ? t.merchantIntro : t.intro}</p>
      <nav className="return-tabs" aria-label={t.filtersLabel}>
        {tabs.map((s) => (
          <LocalLink
            key={s ?? "all"}
            to={s ? `/dashboard/returns?state=${s}` : "/dashboard/returns"}
            aria-current={s === state ? "page" : undefined}
          >
            {s ? t.states[s] : t.all}
          </LocalLink>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="empty">{state ? t.emptyFiltered : t.empty}</p>
      ) : (
        <ol className="history-list return-list">
          {rows.map((r) => (
            <li key={r.id} className={`history-entry return-row return-${r.state}`}>
              <p className="return-row-head">
                <LocalLink
                  to={`/dashboard/returns/${r.id}`}
                  className="return-number"
                  aria-label={fmt(t.openLabel, { number: r.number })}
                >
                  {fmt(t.requestTitle, { number: r.number })}
                </LocalLink>
                <span className="return-state">{t.states[r.state]}</span>
                <Deadline deadline={r.deadline} />
              </p>
              <dl className="return-facts">
                <div>
                  <dt>{t.order}</dt>
                  <dd>
                    <LocalLink to={`/dashboard/orders/${r.orderId}`} className="return-order">
                      {r.orderNumber}
                    </LocalLink>
                  </dd>
                </div>
                {r.customer !== null ? (
                  <div>
                    <dt>{t.customer}</dt>
                    <dd className="return-customer">{r.customer}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t.kind}</dt>
                  <dd className="return-kind">{t.kinds[r.kind]}</dd>
                </div>
                <div>
                  <dt>{t.lines}</dt>
                  <dd>{fmt(t.linesCount, { n: r.lines })}</dd>
                </div>
                <div>
                  <dt>{t.amount}</dt>
                  <dd className="return-amount">{r.amount}</dd>
                </div>
                <div>
                  <dt>{t.noticed}</dt>
                  <dd>
                    <time dateTime={r.noticed.at}>{r.noticed.text}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t.deadline}</dt>
                  <dd>
                    <time dateTime={r.deadline.at}>{r.deadline.text}</time>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ol>
      )}
      <Pager
        path="/dashboard/returns"
        label={{ pages: t.pages, newest: "", newer: t.newer, older: t.older }}
        newest={null}
        newer={newer}
        older={older}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
