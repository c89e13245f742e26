import type { Page } from "@playwright/test";
import { bulk } from "../../app/locales/tr/dashboard-history";
import { fmt } from "~/lib/i18n";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * A tap that reaches a page just as its scripts take it over (issue [17] point 7: "Minified React
 * error #345" after the card payment's redirect and after a bulk change). The page must keep
 * working, and the console stay clean (fixtures.ts fails a test on any error).
 */

/**
 * Taps the page's <main> in the moment between React's `hydrateRoot` and its first render: React
 * listens on the document from `hydrateRoot` on, and its first render waits for a task of its
 * scheduler, after this microtask. It stands in for a tap the browser queued while the page
 * painted, which a test cannot time so finely.
 */
async function tapAsReactStarts(page: Page) {
  await page.addInitScript(() => {
    const listen = document.addEventListener;
    let tapped = false;
    document.addEventListener = function (this: Document, ...args: Parameters<typeof listen>) {
      if (!tapped && args[0] === "click") {
        tapped = true;
        queueMicrotask(() =>
          document.querySelector("main")?.dispatchEvent(new MouseEvent("click", { bubbles: true })),
        );
      }
      return listen.apply(this, args);
    } as typeof listen;
  });
}

const { t } = LANGS[0];

for (const js of [true, false]) {
  test.describe(`an early tap ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test("a product page still adds to the cart", async ({ page, request }) => {
      const res = await request.get("/api/product?limit=20");
      const { products } = (await res.json()) as {
        products: { slug: string; inventory: number }[];
      };
      const product = products.find((p) => p.inventory >= 3)!;
      if (js) await tapAsReactStarts(page);
      // With JavaScript, page.goto returns once the page is hydrated (fixtures.ts).
      await page.goto(`/product/${product.slug}`);
      await page
        .locator("main form.add-to-cart")
        .getByRole("button", { name: "Sepete Ekle" })
        .click();
      await expect(page.locator(".badge").nth(1)).toHaveText("1");
    });

    test("the product list still opens a bulk change", async ({ page }) => {
      await signIn(page, DEMO.admin);
      if (js) await tapAsReactStarts(page);
      await page.goto("/dashboard/product");
      const boxes = page.locator('.product-table input[name="ids"]');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole("button", { name: t.productExport.bulkTicked }).click();
      await expect(page.getByText(fmt(bulk.chosen, { count: 2 }))).toBeVisible();
    });
  });
}
