import type { Page } from "@playwright/test";
import { DEMO, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The dashboards' rules are a stylesheet of their own, linked by the dashboard layout; every
 * storefront document carries only the shop's stylesheet inline. A dashboard must be styled
 * however it is reached, and no storefront page may need a rule that only the dashboards load.
 */

/** Every selector of the stylesheets the page links (inside @media too), pseudo-elements cut. */
function linkedSelectors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          selectors.push(
            ...rule.selectorText
              .split(",")
              .map((s) => s.replace(/::?[a-z-]+(?:\([^)]*\))?$/i, "").trim()),
          );
        else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) if (sheet.href) walk(sheet.cssRules);
    return selectors.filter(Boolean);
  });
}

/** The selectors that match an element of the page. */
function matched(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      list.filter((s) => {
        try {
          return document.querySelector(s) !== null;
        } catch {
          return false;
        }
      }),
    selectors,
  );
}

const dashboardLayout = (page: Page) =>
  page.locator(".dashboard").evaluate((el) => getComputedStyle(el).display);

for (const js of [true, false]) {
  test.describe(`the dashboards' stylesheet ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

    test("a dashboard opened from its address is laid out by it", async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto("/dashboard");
      expect(await dashboardLayout(page)).toBe("grid");
    });
  });
}

test("a dashboard reached from the shop by a link is laid out before it shows", async ({
  page,
}) => {
  await signIn(page, DEMO.member);
  await page.goto("/shop");
  expect(await page.locator('link[rel="stylesheet"]').count()).toBe(0);
  await page.locator('footer a[href="/dashboard"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await dashboardLayout(page)).toBe("grid");
});

test("no storefront page needs a rule only the dashboards load", async ({ page }) => {
  await signIn(page, DEMO.member);
  await page.goto("/dashboard");
  const selectors = await linkedSelectors(page);
  // The file's own rules, read by the browser: the check below is not run against nothing.
  expect(await matched(page, selectors)).toContain(".dashboard");

  await page.goto("/shop");
  const product = await page.locator('a[href^="/product/"]').first().getAttribute("href");
  const storefront = ["/", "/en", "/shop", product!, "/cart", "/favorites", "/about", "/blog"];
  storefront.push("/contact", "/sell", "/brands", "/takilarintinisi", "/delivery");
  for (const path of storefront) {
    await page.goto(path);
    expect({ path, matched: await matched(page, selectors) }).toEqual({ path, matched: [] });
  }
  await page.context().clearCookies();
  for (const path of ["/", "/login", "/register", "/forgot-password", "/cart"]) {
    await page.goto(path);
    expect({ path, matched: await matched(page, selectors) }).toEqual({ path, matched: [] });
  }
});
