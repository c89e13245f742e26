import { startPrivatePostgres, type PrivatePostgres } from "../helpers/private-postgres";
import { startServer, type TestServer } from "../helpers/server";
import { axeFindings } from "./axe";
import { expect, forgive, hydrated, test } from "./fixtures";

/**
 * The database restarting while a shopper browses (docs/decisions/011-faults.md). Without
 * JavaScript the server answers its 503 page; with it, a navigation's data comes back as a 503 and
 * the page says the same thing, with a way to try again. Before, such a navigation showed "page
 * not found". In production mode, where Remix hides a loader's error from the browser.
 */

const TEXTS = {
  tr: { title: "Kısa bir kesinti", tryAgain: "Tekrar dene", notFound: "Sayfa bulunamadı" },
  en: { title: "A short interruption", tryAgain: "Try again", notFound: "Page not found" },
};

let pg: PrivatePostgres;
let shop: TestServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pg = await startPrivatePostgres();
  const databaseUrl = await pg.createDatabase("shop");
  // "pglite" only names no database of its own to make: DATABASE_URL is the private server.
  shop = await startServer("pglite", {
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    // Every page's data from the database, so that a navigation during the outage needs it: a
    // catalogue read kept from an earlier page would answer from memory (decision 048).
    PAGE_CACHE_MS: "0",
    CATALOGUE_CACHE_MS: "0",
  });
});
test.afterAll(async () => {
  await shop?.stop();
  await pg?.destroy();
});

/** The database back, and the shop answering from it again. */
async function databaseBack() {
  await pg.startServer();
  await expect
    .poll(async () => (await fetch(`${shop.url}/healthz`)).status, { timeout: 20_000 })
    .toBe(200);
}

for (const lang of ["tr", "en"] as const) {
  const t = TEXTS[lang];
  const prefix = lang === "en" ? "/en" : "";

  test(`${lang}: a navigation during an outage says so, and "try again" works once it is back`, async ({
    page,
    errors,
  }) => {
    await page.goto(`${shop.url}${prefix}/shop`);
    const card = page.locator(".product-grid .product-card").first();
    const name = (await card.locator("h3").innerText()).trim();
    const href = await card.locator(".product-card-link").getAttribute("href");

    await pg.stopServer();
    try {
      await card.locator(".product-card-link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      await expect(page.getByText(t.notFound)).toHaveCount(0);
      await expect(page).toHaveTitle(t.title);
      expect(new URL(page.url()).pathname).toBe(href);
      expect(await axeFindings(page)).toEqual([]);
    } finally {
      await databaseBack();
    }
    // The outage is the test's own: its 503 is what the page was checked to say.
    forgive(errors, 503);

    await page.getByRole("link", { name: t.tryAgain }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(new URL(page.url()).pathname).toBe(href);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a page asked for during an outage is the 503 page, in the address's language, with a way to try again", async ({
    page,
    errors,
  }) => {
    await pg.stopServer();
    try {
      for (const lang of ["tr", "en"] as const) {
        const response = await page.goto(`${shop.url}${lang === "en" ? "/en" : ""}/shop`);
        expect(response?.status()).toBe(503);
        expect(response?.headers()["retry-after"]).toBe("5");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[lang].title);
      }
    } finally {
      await databaseBack();
    }
    // The outage is the test's own: its 503 is what the page was checked to say.
    forgive(errors, 503);
    // The page on screen is /en/shop's 503: its "Try again" asks for the same address.
    await page.getByRole("link", { name: TEXTS.en.tryAgain }).click();
    await expect(page).toHaveURL(`${shop.url}/en/shop`);
    await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
  });
});

// The page the shopper was on stays usable while the data is away: hydrated, so links still work.
test("the page stays hydrated after the failed navigation", async ({ page, errors }) => {
  await page.goto(`${shop.url}/`);
  await pg.stopServer();
  try {
    await page.locator(".main-nav").getByRole("link", { name: "Mağaza", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS.tr.title);
  } finally {
    await databaseBack();
  }
  // The outage is the test's own: its 503 is what the page was checked to say.
  forgive(errors, 503);
  await page.getByRole("link", { name: TEXTS.tr.tryAgain }).click();
  await hydrated(page);
  await expect(page).toHaveURL(`${shop.url}/shop`);
  await expect(page.locator(".product-grid .product-card").first()).toBeVisible();
});
