import { formatMoney } from "~/lib/money";
import { placeTransferOrder } from "../helpers/transfer-order";
import { overview as overviewEn } from "../../app/locales/en/dashboard-overview";
import { overview as overviewTr } from "../../app/locales/tr/dashboard-overview";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, startFile, test } from "./fixtures";

/**
 * The owner's morning on a phone, with JavaScript and without: an order placed today shows in
 * the figures, and the chart's numbers open as a table.
 */

/** The order's total; the file places one on the worker's server. */
let placedTotal = 0;

test.beforeAll(async ({ server }, testInfo) => {
  await startFile(server, testInfo.file);
  const list = await (await fetch(`${server.url}/api/product/list?limit=20`)).json();
  const placed = await placeTransferOrder(server.url, [
    { product: list.products[0]._id, quantity: 1 },
  ]);
  placedTotal = placed.total;
});

for (const js of [true, false]) {
  for (const { lang, at } of LANGS) {
    const t = lang === "tr" ? overviewTr : overviewEn;
    test.describe(`the shop at a glance ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

      test("today's order is in the figures and in the chart's table", async ({ page }) => {
        const total = formatMoney(placedTotal, "try", lang);
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
        const today = page.locator(".overview-figures div").filter({ hasText: t.todaySales });
        await expect(today.locator("dd")).toHaveText(total);
        await expect(page.getByRole("img", { name: new RegExp(total) })).toBeVisible();

        const table = page.getByRole("table");
        await expect(table).toBeHidden();
        await page.getByText(t.asTable).click();
        await expect(table.getByRole("row").nth(1).getByRole("cell").last()).toHaveText(total);
      });
    });
  }
}
