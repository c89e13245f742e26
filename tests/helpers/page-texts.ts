import { loadDashboardMessages } from "~/locales/dashboard";
import { loadOrderMessages } from "~/locales/order-texts";

/**
 * Component tests run in jsdom, where the texts modules behave as in a browser and hold only the
 * languages and parts loaded (app/locales/dashboard.ts, order-texts.ts): all are loaded first, as
 * a page does its own.
 */
await Promise.all(
  (["tr", "en"] as const).flatMap((lang) => [loadDashboardMessages(lang), loadOrderMessages(lang)]),
);
