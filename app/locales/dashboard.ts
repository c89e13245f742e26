import type { Lang } from "~/lib/i18n";
import { dashboard as en } from "./en/dashboard";
import { dashboard as tr } from "./tr/dashboard";

export type DashboardMessages = typeof tr;

/**
 * The dashboards' texts, both languages. Only dashboard routes import them, so they travel in
 * those routes' modules and the storefront's language modules (every shopper's page) stay small.
 */
export const dashboardMessages: Record<Lang, DashboardMessages> = { tr, en };
