import type { Page } from "@playwright/test";
import { axeFindings, expectAccessibleWithoutScripts } from "./axe";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, hydrated, test } from "./fixtures";

/**
 * axe-core on the catalogue's dashboard pages, with JavaScript on and off, in Turkish and
 * English: the product list, the product form (add and edit), a reference list and its edit
 * page, the brand list of an admin and of a merchant. Nothing here changes the shop, so it runs
 * on the shared server.
 */

type Who = { email: string; password: string };

/** Each page, reached as its user would: the edit page through the list's first row. */
const PAGES: { name: string; who: Who; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: "the shop at a glance (admin)", who: DEMO.admin, path: "/dashboard" },
  { name: "the shop at a glance (merchant)", who: DEMO.merchant, path: "/dashboard" },
  { name: "product list", who: DEMO.admin, path: "/dashboard/product" },
  { name: "product list, filtered", who: DEMO.admin, path: "/dashboard/product?q=inci&active=yes" },
  { name: "stone list", who: DEMO.admin, path: "/dashboard/stone" },
  {
    name: "stone edit page",
    who: DEMO.admin,
    path: "/dashboard/stone",
    open: async (page) => {
      await page.locator("main .catalogue-name").first().click();
      await expect(page).toHaveURL(/\/dashboard\/stone\/edit\//);
    },
  },
  {
    name: "gender category edit page",
    who: DEMO.admin,
    path: "/dashboard/category",
    open: async (page) => {
      await page.locator("main .catalogue-name").first().click();
      await expect(page).toHaveURL(/\/dashboard\/category\/edit\//);
    },
  },
  { name: "brand list (admin)", who: DEMO.admin, path: "/dashboard/brand" },
  { name: "user list", who: DEMO.admin, path: "/dashboard/users" },
  { name: "merchant requests", who: DEMO.admin, path: "/dashboard/merchants" },
  { name: "coupon list", who: DEMO.admin, path: "/dashboard/coupon" },
  { name: "coupon add page", who: DEMO.admin, path: "/dashboard/coupon/add" },
  { name: "brand list (merchant)", who: DEMO.merchant, path: "/dashboard/brand" },
  { name: "product list (merchant)", who: DEMO.merchant, path: "/dashboard/product" },
  { name: "product add page", who: DEMO.merchant, path: "/dashboard/product/add" },
  {
    name: "product edit page",
    who: DEMO.admin,
    path: "/dashboard/product",
    open: async (page) => {
      await page.locator('main a[href*="/dashboard/product/edit/"]').first().click();
      await expect(page).toHaveURL(/\/dashboard\/product\/edit\//);
    },
  },
];

for (const { lang, at } of LANGS) {
  for (const js of [true, false]) {
    test.describe(`dashboard axe ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

      for (const { name, who, path, open } of PAGES) {
        test(`${name}: ${at(path)}`, async ({ page, browser }) => {
          await signIn(page, who);
          const response = await page.goto(at(path));
          expect(response?.status()).toBe(200);
          await open?.(page);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if (js) {
            await hydrated(page);
            expect(await axeFindings(page)).toEqual([]);
          } else {
            await expectAccessibleWithoutScripts(page, browser);
          }
        });
      }
    });
  }
}
