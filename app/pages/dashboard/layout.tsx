import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Form, NavLink, Outlet, useLoaderData, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useLang, useT } from "~/components/i18n";
import { BackOfficeHeader } from "~/components/dashboard/back-office-header";
import { BackOfficeMenu, useMenuLabel } from "~/components/dashboard/back-office-menu";
import type { FrameHandle } from "~/components/layout/own-frame";
import {
  dashboardKind,
  dashboardMenu,
  dashboardMenuGroups,
  type DashboardKind,
} from "~/lib/dashboard-menu";
import { ZodMessagesContext } from "~/components/forms/zod-messages-context";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { loadDashboardMessages } from "~/locales/dashboard";
import { requireUser } from "~/http/auth.server";
import { zodMessages } from "~/schemas/zod-messages";
import type { TextsHandle } from "~/lib/text-modules";
import dashboardStyles from "~/styles/dashboard.css?url";

/** The profile is read once here; the account pages read it with useDashboardProfile(). */
export async function loader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  return {
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phoneNumber: user.phoneNumber,
    },
    kind: dashboardKind(user),
  };
}

/**
 * Arriving from the shop, the browser has not the dashboards' texts yet: they come with the
 * server's data, before the page renders (a page loaded whole gets them in entry.client).
 */
export async function clientLoader({ serverLoader, params }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([
    serverLoader<typeof loader>(),
    loadDashboardMessages(params.lang === "en" ? "en" : "tr"),
  ]);
  return data;
}

/**
 * The dashboards' own rules, a file of their own: every storefront document carries the shop's
 * stylesheet inline (components/inline-styles.tsx), and these, nearly two fifths of the rules,
 * would weigh on every one. Linked here, they load once, when a dashboard first opens, and stay
 * cached.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dashboardStyles }];

export const handle: TextsHandle & FrameHandle = {
  texts: "dashboard",
  // Staff get the back office's frame (BackOffice below); members the storefront's.
  ownFrame: (data) => !!data && (data as { kind?: DashboardKind }).kind !== "customer",
};

// A signed-in page: no shared cache may keep it.
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.dashboardTitle);

/** A staff page drawn in a frame of its own, without the back office's header and menu (a page to print). */
export interface BareFrameHandle {
  bareFrame: true;
}

export default function DashboardLayout() {
  const { kind } = useLoaderData<typeof loader>();
  const bare = useMatches().some((m) => (m.handle as Partial<BareFrameHandle>)?.bareFrame);
  // The forms' checks in the browser speak the page's language, as the server's parse does.
  return (
    <ZodMessagesContext.Provider value={zodMessages(useLang())}>
      {kind === "customer" ? <AccountLayout /> : bare ? <Outlet /> : <BackOffice kind={kind} />}
    </ZodMessagesContext.Provider>
  );
}

/** Staff work in a back office of their own: its header and grouped menu, no storefront. */
function BackOffice({ kind }: { kind: Exclude<DashboardKind, "customer"> }) {
  return (
    <div className="backoffice">
      <BackOfficeHeader />
      <div className="container dashboard">
        <BackOfficeMenu groups={dashboardMenuGroups(kind)} />
        <main id="main" className="dashboard-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A member's account pages, inside the storefront as the shop's other pages. */
function AccountLayout() {
  const { profile } = useLoaderData<typeof loader>();
  const t = useT().account;
  const labelOf = useMenuLabel();
  const lang = useLang();
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the menu is one row that scrolls sideways: bring the current page's link into it
  // (moving the row only, never the page).
  useEffect(() => {
    const row = list.current;
    const active = row?.querySelector("a.active");
    if (!row || !active || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft += active.getBoundingClientRect().left - row.getBoundingClientRect().left - 16;
  }, [pathname]);
  return (
    <main id="main" className="container dashboard">
      <nav aria-label={t.menuLabel} className="dashboard-menu">
        <p className="dashboard-greeting">{fmt(t.greeting, { name: profile.firstName })}</p>
        <ul ref={list}>
          {dashboardMenu("customer").map((item) => (
            <li key={item.to}>
              <NavLink to={localePath(lang, item.to)} end={item.end} prefetch="intent">
                {labelOf(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action={localePath(lang, "/logout")}>
          <button type="submit" className="link-button">
            {t.signOut}
          </button>
        </Form>
      </nav>
      <section className="dashboard-content">
        <Outlet />
      </section>
    </main>
  );
}
