import type { Page } from "@playwright/test";
import { seedLargeCatalogue } from "../../db/seed/catalogue.server";
import { dashboard as dashboardEn } from "../../app/locales/en/dashboard";
import { dashboard as dashboardTr } from "../../app/locales/tr/dashboard";
import { atDatabase } from "../helpers/database";
import { ownDatabase, startServer, type TestServer } from "../helpers/server";
import { expect } from "./fixtures";

/**
 * What the dashboard specs share: a server of their own, signing in, and the two languages with
 * the texts a user of each reads.
 */

export const DEMO = {
  admin: { email: "admin@demo.shop", password: "admin123!" },
  merchant: { email: "merchant@demo.shop", password: "merchant123!" },
  member: { email: "member@demo.shop", password: "member123!" },
} as const;

export const LANGS = [
  { lang: "tr", at: (path: string) => path, t: dashboardTr },
  { lang: "en", at: (path: string) => `/en${path}`, t: dashboardEn },
] as const;

/** The dashboard's menu is the account menu, named in each language. */
export const MENU_NAME = { tr: "Hesap menüsü", en: "Account menu" } as const;

/**
 * A worker's server for a spec that changes the catalogue: its own database, so that what it turns
 * off or deletes is not what the storefront's specs (sharing the default server) then look for.
 * `extraProducts` more generated products than the demo's 44, for lists of several pages.
 */
export function ownServer(
  extraProducts = 0,
): [
  (args: object, use: (server: TestServer) => Promise<void>) => Promise<void>,
  { scope: "worker"; timeout: number },
] {
  return [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use: (server: TestServer) => Promise<void>) => {
      let server: TestServer;
      let drop = async () => {};
      if (extraProducts) {
        const own = await ownDatabase("pglite");
        drop = own.drop;
        const first = await startServer("pglite", { DATABASE_URL: own.url });
        ({ server } = await atDatabase(first, (db) => seedLargeCatalogue(db, 44 + extraProducts)));
      } else {
        server = await startServer("pglite");
      }
      await use(server);
      await server.stop();
      await drop();
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
