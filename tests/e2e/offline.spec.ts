import type { Page } from "@playwright/test";
import { axeFindings } from "./axe";
import { CUT_CONNECTION, expect, forgive, forgiveMatching, test } from "./fixtures";

/**
 * A phone that loses its connection for a moment while the shopper taps a link. Before, a page
 * whose script was not loaded yet made Remix reload the document (right when a deploy has replaced
 * the scripts), which offline put the browser's own "no internet" page in place of the page the
 * shopper was reading; and a page whose data could not be fetched lost the header and footer with
 * the root's data. Now the shop says what happened inside its own page, and "try again" works once
 * the connection is back (docs/decisions/011-faults.md).
 */
// Every test here cuts the connection, or a request, on purpose: what Chromium logs for a request
// that got no answer, and Remix for its route discovery cut so, is expected; any other console
// error still fails the test.
test.afterEach(({ errors }) => {
  forgiveMatching(errors, CUT_CONNECTION);
  forgiveMatching(errors, /^Failed to fetch manifest patches TypeError: Failed to fetch/);
});

const TEXTS = {
  tr: { shop: "Mağaza", title: "Bağlantı yok", tryAgain: "Tekrar dene" },
  en: { shop: "Shop", title: "No connection", tryAgain: "Try again" },
};

/** Offline, with a mark on the page that a document load would remove. */
async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
}

async function sameDocument(page: Page) {
  return page.evaluate(() => (window as { stillHere?: boolean }).stillHere === true);
}

async function saysOffline(page: Page, lang: "tr" | "en", pathname: string) {
  const t = TEXTS[lang];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
  await expect(page).toHaveTitle(t.title);
  expect(new URL(page.url()).pathname).toBe(pathname);
  // The shop's page around the message, in its language: header, navigation and footer.
  await expect(
    page.locator(".main-nav").getByRole("link", { name: t.shop, exact: true }),
  ).toBeVisible();
  await expect(page.locator("footer")).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
}

for (const lang of ["tr", "en"] as const) {
  const t = TEXTS[lang];
  const prefix = lang === "en" ? "/en" : "";

  test(`${lang}: a link to a page not opened yet, tapped offline, says so; "try again" opens it once back online`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    // Route discovery has fetched what the page's links need, so the tap fails on the shop page's
    // script, which nothing on the home page has loaded.
    await page.waitForFunction(() =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("/__manifest")),
    );
    await goOffline(page);
    await page.locator(".main-nav").getByRole("link", { name: t.shop, exact: true }).click();
    await saysOffline(page, lang, `${prefix}/shop`);

    await page.context().setOffline(false);
    await page.getByRole("link", { name: t.tryAgain }).click();
    await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`${prefix}/shop`);
    expect(await sameDocument(page)).toBe(true);
  });
}

test("a page opened before, whose data cannot be fetched offline, keeps the shop around the message", async ({
  page,
}) => {
  const t = TEXTS.tr;
  await page.goto("/");
  await page.locator(".main-nav").getByRole("link", { name: t.shop, exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tüm Ürünler");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await goOffline(page);
  await page.locator(".main-nav").getByRole("link", { name: t.shop, exact: true }).click();
  await saysOffline(page, "tr", "/shop");

  await page.context().setOffline(false);
  await page.getByRole("link", { name: t.tryAgain }).click();
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

/**
 * The address of the shop page's route module, once the page's Remix manifest names it (a route
 * is discovered when a link to it shows).
 */
async function shopModule(page: Page): Promise<string> {
  const id = "pages/shop/index";
  await page.waitForFunction(
    (route) => !!(window as unknown as RemixWindow).__remixManifest.routes[route],
    id,
  );
  return page.evaluate(
    (route) => (window as unknown as RemixWindow).__remixManifest.routes[route]!.module,
    id,
  );
}
type RemixWindow = { __remixManifest: { routes: Record<string, { module: string } | undefined> } };

// Online, a script the server no longer has (a deploy replaced it) still reloads the document, as
// Remix does: the new document names the new scripts.
test("a page script the server answers 404 for reloads the document", async ({ page, errors }) => {
  await page.goto("/");
  const script = await shopModule(page);
  await page.route(
    (url) => url.pathname === script,
    (route) => route.fulfill({ status: 404, body: "" }),
  );
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  const reloaded = page.waitForEvent("load");
  await page.locator(".main-nav").getByRole("link", { name: TEXTS.tr.shop, exact: true }).click();
  await reloaded;
  expect(await sameDocument(page)).toBe(false);
  // The 404 is the test's own, and Remix says it reloads because of it, as this test wants.
  forgive(errors, 404);
  forgiveMatching(errors, /^Error loading route module .*, reloading page\.\.\.$/);
  forgiveMatching(errors, /^TypeError: Failed to fetch dynamically imported module: /);
});

// Online, but the navigation gets no answer (a weak signal, a captive portal, the shop out of
// reach): the browser does not count itself offline, so the message says the shop could not be
// reached, not that the phone has no internet; "try again" works once answers come back.
const UNREACHABLE = {
  tr: { title: "Bağlantı kurulamadı", tryAgain: "Tekrar dene" },
  en: { title: "Could not connect", tryAgain: "Try again" },
};

test("tr: a page opened before, whose data gets no answer while online, says the shop could not be reached", async ({
  page,
}) => {
  await page.goto("/");
  await page.locator(".main-nav").getByRole("link", { name: TEXTS.tr.shop, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tüm Ürünler");
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.route(/\.data(\?|$)/, (route) => route.abort("connectionrefused"));
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page.locator(".main-nav").getByRole("link", { name: TEXTS.tr.shop, exact: true }).click();
  await saysUnreachable(page, "tr", "/shop");

  await page.unroute(/\.data(\?|$)/);
  await page.getByRole("link", { name: UNREACHABLE.tr.tryAgain }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tüm Ürünler");
  expect(await sameDocument(page)).toBe(true);
});

test("en: a page whose script gets no answer while online says the shop could not be reached", async ({
  page,
}) => {
  await page.goto("/en/");
  const module = await shopModule(page);
  const script = (url: URL) => url.pathname === module;
  await page.route(script, (route) => route.abort("connectionrefused"));
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page.locator(".main-nav").getByRole("link", { name: TEXTS.en.shop, exact: true }).click();
  await saysUnreachable(page, "en", "/en/shop");

  await page.unroute(script);
  await page.getByRole("link", { name: UNREACHABLE.en.tryAgain }).click();
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
});

async function saysUnreachable(page: Page, lang: "tr" | "en", pathname: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(UNREACHABLE[lang].title);
  await expect(page).toHaveTitle(UNREACHABLE[lang].title);
  expect(new URL(page.url()).pathname).toBe(pathname);
  await expect(page.locator("footer")).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(await axeFindings(page)).toEqual([]);
}
