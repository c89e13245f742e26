import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import { merchantRequestsAction, merchantRequestsLoader } from "./merchant-requests-page.server";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/merchants (admins): sell-with-us requests, approved, rejected or deleted. */
export function loader(args: LoaderFunctionArgs) {
  return merchantRequestsLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return merchantRequestsAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].merchants.title);

type Request = ReturnType<typeof useLoaderData<typeof loader>>["requests"][number];

/** One button, one plain form: the request's id and what to do with it. */
function Act({
  id,
  intent,
  label,
  danger,
}: {
  id: string;
  intent: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`button${danger ? " button-danger" : " secondary"}`}
      >
        {label}
      </button>
    </Form>
  );
}

/** What may be done with a request in its state (spec 001 §4). */
function Actions({ request, mailShown }: { request: Request; mailShown: boolean }) {
  const t = useDashboardT().merchants;
  const deleteLink = (
    <LocalLink to={`/dashboard/merchants?delete=${request.id}`} className="button secondary">
      {t.delete}
    </LocalLink>
  );
  if (!request.email)
    return (
      <>
        <p className="merchant-call">{fmt(t.noEmail, { phone: request.phoneNumber })}</p>
        <div className="merchant-actions">{deleteLink}</div>
      </>
    );
  if (request.status === "Approved")
    return (
      <>
        {mailShown ? (
          <p>
            {fmt(t.approvedHintNoSmtp, { email: request.email })}{" "}
            <LocalLink to="/dashboard/mail?kind=merchantInvitation">{t.mailPage}</LocalLink>.
          </p>
        ) : (
          <p>{fmt(t.approvedHint, { email: request.email })}</p>
        )}
        <div className="merchant-actions">{deleteLink}</div>
      </>
    );
  return (
    <div className="merchant-actions">
      <Act id={request.id} intent="approve" label={t.approve} />
      {request.status === "Rejected" ? (
        deleteLink
      ) : (
        <Act id={request.id} intent="reject" label={t.reject} />
      )}
    </div>
  );
}

export default function MerchantRequests() {
  const t = useDashboardT().merchants;
  const { requests, deleting, mailShown } = useLoaderData<typeof loader>();
  const asked = requests.find((r) => r.id === deleting);
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      {asked ? (
        <div className="confirm-box" role="alertdialog" aria-labelledby="delete-question">
          <p id="delete-question">
            {fmt(t.deleteConfirm, { name: asked.name, brand: asked.brand })}
          </p>
          <p>{t.deleteEffect}</p>
          <Form method="post" className="form-actions">
            <input type="hidden" name="id" value={asked.id} />
            <button type="submit" name="intent" value="delete" className="button button-danger">
              {t.delete}
            </button>
            <LocalLink to="/dashboard/merchants" className="button secondary">
              {t.cancel}
            </LocalLink>
          </Form>
        </div>
      ) : null}
      <p className="list-count">{fmt(t.count, { n: requests.length })}</p>
      {requests.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul className="merchant-requests">
          {requests.map((r) => (
            <li key={r.id} className="merchant-request">
              <div className="merchant-request-head">
                <strong>{r.name}</strong>
                <span className={`state-tag${r.status === "Approved" ? "" : " is-off"}`}>
                  {t.status[r.status as keyof typeof t.status] ?? r.status}
                </span>
              </div>
              <dl className="merchant-facts">
                <dt>{t.brand}</dt>
                <dd>{r.brand}</dd>
                <dt>{t.business}</dt>
                <dd>{r.business}</dd>
                {r.email ? (
                  <>
                    <dt>{t.email}</dt>
                    <dd className="user-email">{r.email}</dd>
                  </>
                ) : null}
                <dt>{t.phone}</dt>
                <dd>
                  <a href={`tel:${r.phoneNumber}`}>{r.phoneNumber}</a>
                </dd>
              </dl>
              <p className="user-joined">{fmt(t.sent, { date: r.sent })}</p>
              <Actions request={r} mailShown={mailShown} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().merchants.empty} />;
}
