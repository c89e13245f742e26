import type { Lang } from "~/lib/i18n";
import { dashboard as en } from "./en/dashboard";
import { dashboard as tr, type dashboard as trType } from "./tr/dashboard";

export type DashboardMessages = typeof trType;

/**
 * The dashboards' texts. Only dashboard routes import them, so they travel in those routes'
 * modules and the storefront's language modules (every shopper's page) stay small. As with the
 * storefront's (app/locales/index.ts), the server holds both languages and a browser only its
 * page's: the client build drops the static pair, and `loadDashboardMessages` fetches the one
 * needed before a dashboard page first renders. On a page loaded whole, Remix evaluates the
 * route modules (and so this one) before entry.client, which waits for `textsLoading`; on a
 * navigation from the shop, the dashboard layout's clientLoader waits for them.
 */
export const dashboardMessages: Record<Lang, DashboardMessages> =
  import.meta.env.SSR === false ? ({} as Record<Lang, DashboardMessages>) : { tr, en };

export async function loadDashboardMessages(lang: Lang): Promise<void> {
  if (dashboardMessages[lang]) return;
  dashboardMessages[lang] =
    lang === "en"
      ? (await import("./en/dashboard")).dashboard
      : (await import("./tr/dashboard")).dashboard;
}

if (import.meta.env.SSR === false) {
  const w = window as { textsLoading?: Promise<void>[] };
  (w.textsLoading ??= []).push(
    loadDashboardMessages(document.documentElement.lang === "en" ? "en" : "tr"),
  );
}
