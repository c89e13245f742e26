import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import type { StaleNotice } from "~/lib/record-version";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import { usersAction, usersLoader } from "./users-page.server";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import type { Role } from "~/lib/roles";
import { dashboardMessages } from "~/locales/dashboard";

/** /dashboard/users (admins): search, a card per user, the role changed by a press. */
export function loader(args: LoaderFunctionArgs) {
  return usersLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return usersAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].users.title);

type Card = ReturnType<typeof useLoaderData<typeof loader>>["users"][number];

/**
 * The role badge is the button (spec 001 §2): a press makes an admin a member and anyone else an
 * admin; a user with a merchant attached who is not a merchant may also be made one. A plain form
 * each, so it works without JavaScript.
 */
function RoleButtons({ user, back, seen }: { user: Card; back: string; seen: number }) {
  const t = useDashboardT().users;
  const next: Role = user.role === "ROLE_ADMIN" ? "ROLE_MEMBER" : "ROLE_ADMIN";
  const role = t.roles[user.role];
  return (
    <div className="user-roles">
      <Form method="post" preventScrollReset>
        <input type="hidden" name="email" value={user.email} />
        <input type="hidden" name="role" value={next} />
        <input type="hidden" name="back" value={back} />
        <VersionFields at={{ version: user.version, seen }} />
        <button
          type="submit"
          className={`role-badge role-${user.role.slice(5).toLowerCase()}`}
          title={t.roleHint}
          aria-label={fmt(next === "ROLE_ADMIN" ? t.toggleAdmin : t.toggleMember, { role })}
        >
          {role}
        </button>
      </Form>
      {user.merchantName && user.role !== "ROLE_MERCHANT" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="email" value={user.email} />
          <input type="hidden" name="role" value="ROLE_MERCHANT" />
          <input type="hidden" name="back" value={back} />
          <VersionFields at={{ version: user.version, seen }} />
          <button type="submit" className="button secondary">
            {t.makeMerchant}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export default function Users() {
  const t = useDashboardT().users;
  const { users, total, page, pages, search, seen } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as { stale?: StaleNotice } | undefined;
  const back = useLocation().search;
  const pageLink = (n: number) =>
    `/dashboard/users?${new URLSearchParams({ ...(search ? { search } : {}), page: String(n) })}`;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      <Form method="get" className="user-search" role="search" aria-label={t.search}>
        <label htmlFor="user-search">{t.searchLabel}</label>
        <div className="user-search-row">
          <input id="user-search" type="search" name="search" defaultValue={search} />
          <button type="submit" className="button">
            {t.search}
          </button>
        </div>
      </Form>
      <StaleNoticeBox notice={answer?.stale} shownAsNow />
      <p className="list-count">{fmt(t.count, { n: total })}</p>
      {users.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul className="user-cards">
          {users.map((u) => (
            <li key={u.id} className="user-card">
              <div className="user-card-text">
                <strong>
                  {u.firstName} {u.lastName}
                </strong>
                <span className="user-email">{u.email}</span>
                {u.merchantName ? <span>{fmt(t.merchant, { name: u.merchantName })}</span> : null}
                <span className="user-joined">{fmt(t.joined, { date: u.joined })}</span>
              </div>
              <RoleButtons user={u} back={back} seen={seen} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="pager" aria-label={t.pages}>
          {page > 1 ? (
            <LocalLink to={pageLink(page - 1)} rel="prev">
              {t.previous}
            </LocalLink>
          ) : null}
          <span aria-current="page">{fmt(t.page, { page, pages })}</span>
          {page < pages ? (
            <LocalLink to={pageLink(page + 1)} rel="next">
              {t.next}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().users.empty} />;
}
