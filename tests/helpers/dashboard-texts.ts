import { loadDashboardMessages } from "~/locales/dashboard";

/**
 * Component tests run in jsdom, where the texts module behaves as in a browser and holds only the
 * languages loaded (app/locales/dashboard.ts): both are loaded first, as a page does its own.
 */
await Promise.all([loadDashboardMessages("tr"), loadDashboardMessages("en")]);
