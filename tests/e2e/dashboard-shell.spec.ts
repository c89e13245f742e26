import type { Page } from "@playwright/test";
import { settings as settingsTable } from "../../db/schema";
import { seedManyOrders } from "../../db/seed/orders.server";
import { account as accountEn } from "../../app/locales/en/account";
import { account as accountTr } from "../../app/locales/tr/account";
import { atDatabase } from "../helpers/database";
import { axeFindings } from "./axe";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * Issue [17] point 1: staff work in a back office of their own (its top bar and grouped menu, no
 * storefront header, footer, newsletter, pop-up or WhatsApp), on a phone through a menu button
 * that works without JavaScript, and every list fits a 390 px phone. A member's account pages
 * keep the storefront. Screens of each case go to test-results/dashboard-shell-*.
 */

const ACCOUNT = { tr: accountTr, en: accountEn } as const;

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** What only the storefront's frame draws. */
async function expectNoStorefront(page: Page) {
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".site-footer")).toHaveCount(0);
  await expect(page.locator("#site-search")).toHaveCount(0);
  await expect(page.locator('form[action$="/newsletter"]')).toHaveCount(0);
  await expect(page.locator('a[href*="wa.me"], a[href*="whatsapp"]')).toHaveCount(0);
  await expect(page.locator(".popup-backdrop, .popup")).toHaveCount(0);
}

/** The page is no wider than the window, and nothing in it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    scrollers: Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter(
        (e) =>
          e.scrollWidth > e.clientWidth + 1 &&
          ["auto", "scroll"].includes(getComputedStyle(e).overflowX),
      )
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
  }));
  expect(widths.scrollWidth, path).toBeLessThanOrEqual(widths.innerWidth);
  expect(widths.scrollers, path).toEqual([]);
}

for (const js of [true, false]) {
  test.describe(`the back office ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    for (const { lang, at, t } of LANGS) {
      test.describe(`on a laptop (${lang})`, () => {
        test.use({ viewport: LAPTOP });

        test("an admin's page: the shop's name, the way back, the person, a grouped menu", async ({
          page,
          server,
        }) => {
          const { value: rows } = await atDatabase(server, (db) =>
            db.select({ storeName: settingsTable.storeName }).from(settingsTable),
          );
          const [settings] = rows;
          await signIn(page, DEMO.admin);
          await page.goto(at("/dashboard/product"));
          await expectNoStorefront(page);

          const bar = page.locator("header.backoffice-header");
          await expect(bar.locator(".backoffice-name")).toHaveText(settings.storeName);
          await expect(bar.getByRole("link", { name: t.shell.viewShop })).toHaveAttribute(
            "href",
            at("/").replace(/(.)\/$/, "$1"),
          );
          await expect(bar.getByRole("link", { name: /Ada Yönetici/ })).toBeVisible();
          await expect(bar.getByRole("button", { name: ACCOUNT[lang].signOut })).toBeVisible();

          const menu = page.getByRole("navigation", { name: t.shell.menuLabel });
          const g = t.shell.groups;
          await expect(menu.locator(".menu-group-name")).toHaveText([
            g.sales,
            g.catalogue,
            g.content,
            g.shop,
            g.account,
          ]);
          const group = (name: string) => menu.getByRole("list", { name, exact: true });
          const m = t.menu;
          await expect(group(g.sales).getByRole("link")).toHaveText([
            ACCOUNT[lang].menuOrders,
            m.menuReturnDesk,
            m.menuCoupons,
          ]);
          await expect(group(g.catalogue).getByRole("link")).toHaveText([
            m.menuProducts,
            m.menuCategories,
            m.menuGenders,
            m.menuSymbols,
            m.menuStones,
            m.menuIngredients,
            m.menuBrands,
          ]);
          await expect(group(g.content).getByRole("link")).toHaveText([
            m.menuBlog,
            m.menuSliders,
            m.menuCarousel,
            m.menuPopup,
          ]);
          await expect(group(g.shop).getByRole("link")).toHaveText([
            m.menuSettings,
            m.menuUsers,
            m.menuMerchants,
            m.menuActivity,
            m.menuMail,
            m.menuDataRequests,
            m.menuConsents,
            m.menuMailings,
          ]);
          const current = menu.locator('a[aria-current="page"]');
          await expect(current).toHaveText([m.menuProducts]);
          await expect(current).toBeInViewport();
          await page.screenshot({ path: test.info().outputPath(`products-${lang}.png`) });

          // A page far down the menu is marked, and in view, too.
          await page.goto(at("/dashboard/users"));
          await expect(current).toHaveText([m.menuUsers]);
          await expect(current).toBeInViewport();
        });

        test("a merchant's menu: their sales, catalogue, activity and account", async ({
          page,
        }) => {
          await signIn(page, DEMO.merchant);
          await page.goto(at("/dashboard/orders"));
          await expectNoStorefront(page);
          const menu = page.getByRole("navigation", { name: t.shell.menuLabel });
          const g = t.shell.groups;
          await expect(menu.locator(".menu-group-name")).toHaveText([
            g.sales,
            g.catalogue,
            g.shop,
            g.account,
          ]);
          await expect(menu.getByRole("list", { name: g.catalogue }).getByRole("link")).toHaveText([
            t.menu.menuProducts,
            t.menu.menuBrands,
          ]);
          await expect(menu.locator('a[aria-current="page"]')).toHaveText([
            ACCOUNT[lang].menuOrders,
          ]);

          // To the shop and back by links (with JavaScript, without loading a whole page): each
          // side in its own frame.
          await page
            .locator("header.backoffice-header")
            .getByRole("link", { name: t.shell.viewShop })
            .click();
          await expect(page.locator(".site-header")).toBeVisible();
          await expect(page.locator(".backoffice-header")).toHaveCount(0);
          await page
            .locator(`footer a[href="${at("/dashboard")}"]`)
            .first()
            .click();
          await expect(page.locator("header.backoffice-header")).toBeVisible();
          await expectNoStorefront(page);
        });
      });

      test.describe(`on a phone (${lang})`, () => {
        test.use({ viewport: PHONE });

        test("the menu is a button that names the page, and opens", async ({ page }) => {
          await signIn(page, DEMO.admin);
          await page.goto(at("/dashboard/product"));
          await expectNoStorefront(page);
          // The side column is for wider screens: one menu on a phone, behind its button.
          await expect(page.locator(".backoffice-side")).toBeHidden();
          const button = page.locator(".backoffice-phone-menu summary");
          await expect(button).toBeVisible();
          await expect(button).toContainText(t.shell.groups.catalogue);
          await expect(button).toContainText(t.menu.menuProducts);
          const menu = page.getByRole("navigation", { name: t.shell.menuLabel });
          const links = menu.getByRole("link");
          await expect(links.first()).toBeHidden();

          await button.click();
          await expect(links).toHaveCount(25);
          await expect(links.last()).toBeVisible();
          await expect(menu.locator('a[aria-current="page"]')).toHaveText([t.menu.menuProducts]);
          await expect(menu.locator('a[aria-current="page"]')).toBeInViewport();
          await page.screenshot({ path: test.info().outputPath(`phone-menu-${lang}.png`) });
          // The phone's frame, its menu open, as axe-core reads it.
          if (js) expect(await axeFindings(page)).toEqual([]);

          await menu.getByRole("link", { name: t.menu.menuCoupons }).click();
          await expect(page).toHaveURL(new RegExp(`${at("/dashboard/coupon")}$`));
          await expect(button).toContainText(t.menu.menuCoupons);
          await expect(button).toContainText(t.shell.groups.sales);
          await expect(links.first()).toBeHidden();
          await expect(page.locator("header.backoffice-header")).toBeVisible();
        });
      });
    }

    test.describe("lists on a 390 px phone", () => {
      test.use({ viewport: PHONE });

      const lists = [
        { who: DEMO.admin, paths: ["/dashboard/product", "/dashboard/orders", "/dashboard/users"] },
        { who: DEMO.admin, paths: ["/dashboard/coupon", "/dashboard/stone", "/dashboard/brand"] },
        { who: DEMO.merchant, paths: ["/dashboard/product", "/dashboard/orders"] },
      ];
      for (const { who, paths } of lists)
        test(`${who.email.split("@")[0]}: ${paths.join(", ")}`, async ({ page, server }) => {
          // Orders to list (the demo shop has none): buyers' names and e-mails, several lines.
          if (paths.includes("/dashboard/orders"))
            await atDatabase(server, (db) => seedManyOrders(db, 6));
          await signIn(page, who);
          for (const path of paths) {
            await page.goto(path);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            if (path.endsWith("/orders"))
              await expect(page.locator("main .order-desk-row").first()).toBeVisible();
            await expectNoSidewaysScroll(page, path);
          }
          await page.goto("/en/dashboard/product");
          await expectNoSidewaysScroll(page, "/en/dashboard/product");
          await page.screenshot({
            path: test.info().outputPath("products.png"),
            fullPage: true,
          });
        });
    });

    test("a member's account pages keep the storefront", async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto("/dashboard");
      await expect(page.locator(".site-header")).toBeVisible();
      await expect(page.locator(".site-footer")).toBeVisible();
      await expect(page.locator(".backoffice-header")).toHaveCount(0);
      await expect(page.getByRole("navigation", { name: "Hesap menüsü" })).toBeVisible();
    });
  });
}
