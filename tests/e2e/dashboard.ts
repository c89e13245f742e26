import type { Page } from "@playwright/test";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import { dashboard as dashboardEn } from "../../app/locales/en/dashboard";
import { dashboard as dashboardTr } from "../../app/locales/tr/dashboard";
import { atDatabase } from "../helpers/database";
import { ownDatabase, startServer, type TestServer } from "../helpers/server";
import { expect } from "./fixtures";

/**
 * What the dashboard specs share: a server with a larger catalogue, signing in, and the two
 * languages with the texts a user of each reads.
 */

export { DEMO } from "../helpers/demo-visits";

export const LANGS = [
  { lang: "tr", at: (path: string) => path, t: dashboardTr },
  { lang: "en", at: (path: string) => `/en${path}`, t: dashboardEn },
] as const;

/** The staff's back office menu, named in each language (a member's is the account menu). */
export const MENU_NAME = {
  tr: dashboardTr.shell.menuLabel,
  en: dashboardEn.shell.menuLabel,
} as const;

/** A member's menu: the account menu, inside the storefront. */
export const ACCOUNT_MENU_NAME = { tr: "Hesap menüsü", en: "Account menu" } as const;

/**
 * The back office's menu, ready to click: on a phone it opens behind its menu button first (the
 * side column is for wider screens).
 */
export async function backOfficeMenu(page: Page, lang: "tr" | "en") {
  const button = page.locator(".backoffice-phone-menu summary");
  if (await button.isVisible()) await button.click();
  return page.getByRole("navigation", { name: MENU_NAME[lang] });
}

/**
 * A worker's server with `extraProducts` generated products beside the demo's 44, for lists of
 * several pages: its own database, seeded once (the worker's default server is put back to the
 * demo shop for each spec file: fixtures.ts).
 */
export function ownServer(
  extraProducts: number,
): [
  (args: object, use: (server: TestServer) => Promise<void>) => Promise<void>,
  { scope: "worker"; timeout: number },
] {
  return [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use: (server: TestServer) => Promise<void>) => {
      const own = await ownDatabase("pglite");
      const first = await startServer("pglite", { DATABASE_URL: own.url });
      const { server } = await atDatabase(first, (db) =>
        seedLargeCatalogue(db, 44 + extraProducts),
      );
      await use(server);
      await server.stop();
      await own.drop();
    },
    { scope: "worker", timeout: 240_000 },
  ];
}

/** Signs in through the JSON login, which sets the session cookie of the page's browser. */
export async function signIn(page: Page, who: { email: string; password: string }) {
  const res = await page.request.post("/api/auth/login", { data: who });
  expect(res.status()).toBe(200);
}

/** Chromium logs an answer with an error status (a refused form's 400) as a console error. */
export function forgive(errors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  errors.splice(0, errors.length, ...errors.filter((e) => !e.includes(expected)));
}
