import { FilterActions } from "~/components/dashboard/filter-actions";
import { Pager } from "~/components/dashboard/pager";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { MAIL_KINDS, MAIL_STATES } from "~/lib/mail-kinds";
import { pageMeta, rootLang } from "~/lib/meta";
import { serverMessages } from "~/locales/server";
import { mailListLoader } from "./mail-page.server";

/** /dashboard/mail (admins): every mail the shop wrote, newest first (decision 077). */
export function loader(args: LoaderFunctionArgs) {
  return mailListLoader(args);
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, data?.t.title ?? serverMessages[rootLang(matches)].outbox.title);

export default function MailList() {
  const { t, query, mails, masked, older, newest, filtered } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <p className="hint">
        {t.intro} {masked ? t.introMasked : t.introNoSmtp}
      </p>
      <Form method="get" className="product-filters" role="search" aria-label={t.filtersLabel}>
        <label className="product-filter">
          <span id="mail-filter-state">{t.state}</span>
          <select name="state" defaultValue={query.state ?? ""} aria-labelledby="mail-filter-state">
            <option value="">{t.anyState}</option>
            {MAIL_STATES.map((s) => (
              <option key={s} value={s}>
                {t.states[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="product-filter">
          <span id="mail-filter-kind">{t.kind}</span>
          <select name="kind" defaultValue={query.kind ?? ""} aria-labelledby="mail-filter-kind">
            <option value="">{t.anyKind}</option>
            {MAIL_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <FilterActions path="/dashboard/mail" label={t} />
      </Form>
      {mails.length === 0 ? (
        <p className="empty">{filtered ? t.emptyFiltered : t.empty}</p>
      ) : (
        <ol className="history-list mail-list">
          {mails.map((m) => (
            <li key={m.id} className="history-entry mail-entry">
              <p className="mail-subject" lang={m.lang ?? undefined}>
                <LocalLink
                  to={`/dashboard/mail/${m.id}`}
                  aria-label={fmt(t.openLabel, { subject: m.subject })}
                >
                  {m.subject}
                </LocalLink>
              </p>
              <p className="mail-facts">
                <span className={`mail-state mail-${m.state}`}>{t.states[m.state]}</span>
                <span className="mail-kind">{t.kinds[m.kind]}</span>
                <span>
                  {t.to}: <span className="mail-to">{m.to}</span>
                </span>
                <span>{m.when}</span>
              </p>
              {m.state === "failed" && m.error ? (
                <p className="mail-error">
                  {t.error}: {m.error}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pager path="/dashboard/mail" label={t} newest={newest} older={older} />
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
