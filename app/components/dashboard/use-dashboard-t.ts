import { dashboardMessages, type DashboardMessages } from "~/locales/dashboard";
import { useLang } from "~/components/i18n";

/** The dashboards' texts in the page's language (app/locales/dashboard.ts). */
export function useDashboardT(): DashboardMessages {
  return dashboardMessages[useLang()];
}
