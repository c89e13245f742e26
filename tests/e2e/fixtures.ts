import { test as base, expect, type Page } from "@playwright/test";
import { startServer, type TestServer } from "../helpers/server";

/** One real server (PGlite, demo shop) per worker; pages fail on any console error. */
export const test = base.extend<{ errors: string[] }, { server: TestServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer("pglite");
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await use(errors);
    expect(errors).toEqual([]);
  },
});

export { expect };

/**
 * Waits until React has hydrated the page (it tags each element it takes over): before that, a
 * click or a key press reaches the plain HTML page, as it would without JavaScript.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}
