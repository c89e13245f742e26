import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import iconv from "iconv-lite";
import { fmt } from "~/lib/i18n";
import { serverMessages } from "~/locales/server";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The product import on a phone, in Turkish and English, with JavaScript and without: the
 * export's file edited as Turkish Excel saves it (Windows-1254, `;`), a dry run that shows the
 * change, then 'apply' from the report without choosing the file again; the list says so and
 * the export reads as edited.
 */

async function exported(page: Page, path: string): Promise<string[][]> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  return parse(await res.body(), { delimiter: ";", bom: true }) as string[][];
}

let stock = 20;

for (const js of [true, false]) {
  for (const { lang, at, t } of LANGS) {
    test.describe(`product import ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

      test("a dry run shows the edit, and apply writes it", async ({ page }) => {
        const i = { ...serverMessages[lang].productImport.page, ...t.productImport };
        const newStock = String(stock++);
        await signIn(page, DEMO.admin);
        const [header, first] = await exported(page, at("/dashboard/product/export?q=inci"));
        const edited = [...first!];
        edited[6] = newStock;
        const file = iconv.encode(
          stringify([header!, edited], { delimiter: ";", record_delimiter: "windows" }),
          "win1254",
        );

        await page.goto(at("/dashboard/product"));
        await page.getByRole("link", { name: i.link }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(i.title);
        await page.getByLabel(i.csvLabel).setInputFiles({
          name: "urunler.csv",
          mimeType: "text/csv",
          buffer: file,
        });
        await page.getByRole("button", { name: i.dryRun }).click();

        const report = page.getByRole("region", { name: i.report });
        await expect(report).toContainText(
          fmt(i.summary, { rows: 1, created: 0, changed: 1, unchanged: 0, errors: 0 }),
        );
        const row = report.locator("tbody tr");
        await expect(row.locator("td").nth(1)).toHaveText(first![0]!);
        await expect(row.locator("td").nth(3)).toHaveText(i.statuses.changed);
        await expect(row.locator("td").nth(4)).toContainText(
          `${header![6]}: ${first![6]} → ${newStock}`,
        );

        await page.getByRole("button", { name: i.apply }).click();
        await expect(page).toHaveURL(new RegExp(`${at("/dashboard/product")}$`));
        await expect(page.getByText(fmt(i.toast.productsImported, { n: 1 }))).toBeVisible();
        const after = await exported(page, at("/dashboard/product/export?q=inci"));
        expect(after.find((r) => r[0] === first![0])![6]).toBe(newStock);
      });
    });
  }
}
