import { bulk as enBulk, history as enHistory } from "../../app/locales/en/dashboard-history";
import { bulk as trBulk, history as trHistory } from "../../app/locales/tr/dashboard-history";
import { toast as enToast } from "../../app/locales/en/toast";
import { toast as trToast } from "../../app/locales/tr/toast";
import { fmt } from "~/lib/i18n";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * A merchant on a phone, with JavaScript and without, in both languages (issue [10] points 1 and
 * 2): two ticked products get one stock for both, previewed, applied and undone; a price changed
 * by mistake is put back from the product's history.
 */

const TEXTS = {
  tr: { bulk: trBulk, history: trHistory, toast: trToast },
  en: { bulk: enBulk, history: enHistory, toast: enToast },
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

for (const js of [true, false]) {
  for (const { lang, at, t } of LANGS) {
    const { bulk, history, toast } = TEXTS[lang];
    test.describe(`history and bulk changes ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

      test("sets two ticked products' stock, then undoes it", async ({ page, server }) => {
        const stock = async (id: string) =>
          ((await (await fetch(`${server.url}/api/product/${id}`)).json()) as Json).product
            .inventory as number;
        await signIn(page, DEMO.merchant);
        await page.goto(at("/dashboard/product"));
        const boxes = page.locator('.product-table input[name="ids"]');
        const ids = [
          (await boxes.nth(0).getAttribute("value"))!,
          (await boxes.nth(1).getAttribute("value"))!,
        ];
        const before = [await stock(ids[0]!), await stock(ids[1]!)];
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        await page.getByRole("button", { name: t.productExport.bulkTicked }).click();
        await expect(page.getByText(fmt(bulk.chosen, { count: 2 }))).toBeVisible();

        await page.getByLabel(bulk.change).selectOption({ label: bulk.kinds.quantitySet });
        // A stock neither has: both change.
        const set = Math.max(...before) + 3;
        await page.getByLabel(bulk.value, { exact: true }).fill(String(set));
        await page.getByRole("button", { name: bulk.preview }).click();
        const rows = page.locator("table.bulk-preview tbody tr");
        await expect(rows).toHaveCount(2);
        await expect(rows.first().locator("td").last()).toHaveText(String(set));
        // A preview writes nothing.
        expect([await stock(ids[0]!), await stock(ids[1]!)]).toEqual(before);

        await page.getByRole("button", { name: bulk.apply }).click();
        await expect(page.getByRole("status")).toHaveText(fmt(bulk.applied, { count: 2 }));
        expect([await stock(ids[0]!), await stock(ids[1]!)]).toEqual([set, set]);

        await page.getByRole("button", { name: bulk.undo }).click();
        await expect(page.getByRole("status")).toHaveText(fmt(bulk.undone, { count: 2 }));
        expect([await stock(ids[0]!), await stock(ids[1]!)]).toEqual(before);
      });

      test("puts back a price from the product's history", async ({ page, server }) => {
        await signIn(page, DEMO.merchant);
        await page.goto(at("/dashboard/product"));
        const id = (await page
          .locator('.product-table input[name="ids"]')
          // One product a test: the four share the worker's server.
          .nth((js ? 2 : 4) + (lang === "en" ? 1 : 0))
          .getAttribute("value"))!;
        const price = async () =>
          ((await (await fetch(`${server.url}/api/product/${id}`)).json()) as Json).product
            .price as number;
        const was = await price();
        const changed = await page.request.put(`/api/product/${id}`, {
          data: { product: { price: was + 1000 } },
        });
        expect(changed.status()).toBe(200);

        await page.goto(at(`/dashboard/product/edit/${id}`));
        await page.getByRole("link", { name: t.historyLink }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(history.title);
        // The form's save is one change of the product (its links are others, listed beside it).
        const entry = page.locator(".history-entry").filter({ hasText: history.fields.price! });
        await expect(entry).toHaveCount(1);
        await expect(entry).toContainText(DEMO.merchant.email);
        const number = (await entry.locator(".history-number").textContent())!;
        await entry.getByRole("button", { name: history.revert }).click();
        await expect(page.locator(".toast")).toHaveText(toast.historyReverted);
        expect(await price()).toBe(was);
        // The change now says it was put back by a newer one, which is listed first.
        const newest = (await page.locator(".history-number").first().textContent())!;
        const putBack = page.locator(".history-entry").filter({ hasText: number }).last();
        await expect(putBack).toContainText(fmt(history.reverted, { id: newest.slice(1) }));
      });
    });
  }
}
