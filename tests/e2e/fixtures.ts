import { test as base, expect, type Page } from "@playwright/test";
import { startServer, type TestServer } from "../helpers/server";

/**
 * Whether this browser has seen the promotional pop-up. It opens 3 s after a browsing page loads,
 * and on a slow machine a test is often still tabbing or clicking then: the dialog would take the
 * keyboard and the clicks. So pages start with it seen; the pop-up's own tests ask for it due.
 */
type Popup = "seen" | "due";

/**
 * One real server (PGlite, demo shop) per worker; pages fail on any console error or anything the
 * Content-Security-Policy blocks. With JavaScript on, `page.goto` and `page.reload` return once
 * React has hydrated the page: a test then acts on the enhanced page it means to test, not on the
 * plain HTML that is there for a moment before.
 */
export const test = base.extend<
  { errors: string[]; popup: Popup; pristineFile: void },
  { server: TestServer }
>({
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer("pglite");
      shared = server;
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
  // Each spec file meets the demo shop as a new server has it, whatever the files before it on
  // this worker changed: a restore takes a fraction of a second, a server of its own seconds.
  pristineFile: [
    async ({ server }, use, testInfo) => {
      await startFile(server, testInfo.file);
      await use();
    },
    { auto: true },
  ],
  popup: ["seen", { option: true }],
  page: async ({ page, javaScriptEnabled, popup }, use) => {
    if (popup === "seen") {
      // The shop's own documents only: a sandboxed frame (a mail on the outbox page) has no storage.
      await page.addInitScript(() => {
        if (window.origin !== "null") localStorage.setItem("popup-seen", String(Date.now()));
      });
    }
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated(page);
        return response;
      };
    }
    await use(page);
  },
  // Every test, dashboards included, fails on a console error, an uncaught exception or a
  // blocked resource: a test that causes one on purpose takes it out with `forgive` below.
  errors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      // Anything the Content-Security-Policy blocks, in the page or in a frame (iyzico's form).
      await page.exposeFunction("reportPolicyViolation", (what: string) =>
        errors.push(`Content-Security-Policy blocked ${what}`),
      );
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          (
            window as unknown as { reportPolicyViolation(what: string): void }
          ).reportPolicyViolation(`${e.effectiveDirective} ${e.blockedURI}`),
        ),
      );
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Takes out of a test's `errors` those `pattern` matches: only errors the test causes on purpose
 * and checks on the page (a connection cut, a script answered 404), never to quiet an error
 * nobody meant.
 */
export function forgiveMatching(errors: string[], pattern: RegExp) {
  errors.splice(0, errors.length, ...errors.filter((e) => !pattern.test(e)));
}

/**
 * Takes out the console error Chromium logs for an answer with `status` ("Failed to load
 * resource: the server responded with a status of 400"): a refusal the test causes on purpose
 * and checks on the page (a form's 400, a signed-out 401, a declined card's 402, an outage's 503).
 */
export function forgive(errors: string[], status: number) {
  forgiveMatching(errors, new RegExp(`the server responded with a status of ${status}\\b`));
}

/** What Chromium logs for a request that got no answer: a test that cuts the connection on purpose. */
export const CUT_CONNECTION = /net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED)/;

/** The worker's default server, and the spec file whose tests it serves now. */
let shared: TestServer | undefined;
let current: string | undefined;

/**
 * Puts the demo shop back on the worker's default server when a new spec file begins on it (a
 * server of a file's own is new already). A file's `beforeAll` that makes data calls it first,
 * so that its first test keeps that data.
 */
export async function startFile(server: TestServer, file: string) {
  if (server !== shared || current === file) return;
  await server.ask({ op: "restore" });
  current = file;
}

/**
 * Waits until React has hydrated the page (it tags each element it takes over): before that, a
 * click or a key press reaches the plain HTML page, as it would without JavaScript.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    // Not a page of the shop's (a JSON answer, the payment emulator's card page): nothing to wait for.
    if (!("__remixContext" in window)) return true;
    const main = document.querySelector("main");
    return !!main && Object.keys(main).some((k) => k.startsWith("__reactFiber"));
  });
}
