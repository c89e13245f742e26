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
        // The changed field, before → after; the prices beside it, unchanged.
        await expect(rows.first().locator("td").first()).toContainText(`→ ${set}`);
        await expect(page.locator(".bulk-changing")).toHaveText(
          fmt(bulk.previewCount, { count: 2, changing: 2 }),
        );
        // A preview writes nothing.
        expect([await stock(ids[0]!), await stock(ids[1]!)]).toEqual(before);

        await page.getByRole("button", { name: bulk.apply }).click();
        await expect(page.getByRole("status")).toHaveText(fmt(bulk.applied, { count: 2 }));
        expect([await stock(ids[0]!), await stock(ids[1]!)]).toEqual([set, set]);

        await page.getByRole("button", { name: bulk.undo }).click();
        await expect(page.getByRole("status")).toHaveText(fmt(bulk.undone, { count: 2 }));
        expect([await stock(ids[0]!), await stock(ids[1]!)]).toEqual(before);
      });

      test("previews a price change in TL with the discount price, undone from the list", async ({
        page,
        server,
      }) => {
        const price = async (id: string) =>
          ((await (await fetch(`${server.url}/api/product/${id}`)).json()) as Json).product
            .price as number;
        await signIn(page, DEMO.merchant);
        await page.goto(at("/dashboard/product"));
        const boxes = page.locator('.product-table input[name="ids"]');
        // The first test's two (put back as they were): the shop's /api reads them.
        const ids = [
          (await boxes.nth(0).getAttribute("value"))!,
          (await boxes.nth(1).getAttribute("value"))!,
        ];
        const before = [await price(ids[0]!), await price(ids[1]!)];
        await boxes.nth(0).check();
        await boxes.nth(1).check();
        await page.getByRole("button", { name: t.productExport.bulkTicked }).click();

        // The dashboard's own fields: each list labelled, every entry with its count.
        const brand = page.locator("form.bulk-form").getByLabel(bulk.lists.brand, { exact: true });
        await expect(page.getByLabel(bulk.change)).toBeVisible();
        if (js) await expect(brand).toBeHidden();
        else await expect(brand).toBeVisible();
        await page.getByLabel(bulk.change).selectOption({ label: bulk.kinds.brand });
        await expect(brand).toBeVisible();
        const brands = await brand.locator("option").allTextContents();
        expect(brands.slice(1).every((b) => /\(\d+ /.test(b))).toBe(true);

        await page.getByLabel(bulk.change).selectOption({ label: bulk.kinds.pricePercent });
        await page.getByLabel(bulk.value, { exact: true }).fill("10");
        await page.getByRole("button", { name: bulk.preview }).click();
        await expect(page.locator(".bulk-changing")).toHaveText(
          fmt(bulk.previewCount, { count: 2, changing: 2 }),
        );
        const first = page.locator("table.bulk-preview tbody tr").first();
        await expect(first.locator(`td[data-label="${bulk.price}"]`)).toContainText(/ TL → .+ TL$/);
        await expect(first.locator(`td[data-label="${bulk.discountPrice}"]`)).toContainText(
          new RegExp(`TL|${bulk.noDiscount}`),
        );
        await page.screenshot({
          path: test.info().outputPath(`bulk-preview-${lang}-390.png`),
          fullPage: true,
        });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.screenshot({
          path: test.info().outputPath(`bulk-preview-${lang}-1280.png`),
          fullPage: true,
        });
        await page.setViewportSize({ width: 390, height: 844 });

        await page.getByRole("button", { name: bulk.apply }).click();
        await expect(page.getByRole("status")).toHaveText(fmt(bulk.applied, { count: 2 }));
        const raised = [await price(ids[0]!), await price(ids[1]!)];
        expect(raised).toEqual(before.map((p) => Math.round(p * 110) / 100));

        // Offered on the product list, and undone from there.
        await page.goto(at("/dashboard/product"));
        const offers = page.locator(".bulk-undo-offers");
        await expect(offers).toContainText(bulk.offersTitle);
        await offers.screenshot({ path: test.info().outputPath(`undo-offer-${lang}-390.png`) });
        await offers.getByRole("button", { name: bulk.undo }).click();
        await expect(page.locator(".toast")).toHaveText(toast.bulkUndone);
        await expect(page).toHaveURL(new RegExp(`${at("/dashboard/product")}$`));
        expect([await price(ids[0]!), await price(ids[1]!)]).toEqual(before);
        await expect(offers).toHaveCount(0);
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
