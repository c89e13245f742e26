import type { Page } from "@playwright/test";
import { fmt } from "~/lib/i18n";
import type { TestServer } from "../helpers/server";
import { DEMO, LANGS, ownServer, signIn } from "./dashboard";
import { expect, test as base } from "./fixtures";

/**
 * The staff product list with JavaScript on, in Turkish and English: search, filters, pages and
 * the bulk actions of an admin, and a merchant's own products. Its server has 120 generated
 * products more than the demo's 44, so that the list has pages; what it deletes stays there.
 */
const test = base.extend<object, { server: TestServer }>({ server: ownServer(120) });

const rows = (page: Page) => page.locator("main tr.product-row");
const skus = (page: Page) => rows(page).locator(".sku");
const rowOf = (page: Page, sku: string) =>
  rows(page).filter({ has: page.locator(".sku", { hasText: new RegExp(`^${sku}$`) }) });

/** The count above the list ('164 ürün') as a number. */
async function countOf(page: Page) {
  const text = await page.locator("main .product-count").innerText();
  return Number(/\d+/.exec(text)![0]);
}

for (const { lang, at, t: all } of LANGS) {
  const t = all.products;
  const list = at("/dashboard/product");

  test.describe(`product list with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the admin pages through, searches with Turkish case folding and filters", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(list);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      const total = await countOf(page);
      expect(total).toBeGreaterThan(150);
      const pages = Math.ceil(total / 50);
      await expect(rows(page)).toHaveCount(50);
      const pager = page.getByRole("navigation", { name: t.pages });
      await expect(pager.locator("[aria-current=page]")).toHaveText(
        fmt(t.page, { page: 1, pages }),
      );
      const firstPage = await skus(page).allInnerTexts();
      await pager.getByRole("link", { name: t.next }).click();
      await expect(page).toHaveURL(new RegExp(`${list}\\?page=2$`));
      await expect(pager.locator("[aria-current=page]")).toHaveText(
        fmt(t.page, { page: 2, pages }),
      );
      await expect(rows(page)).toHaveCount(50);
      const secondPage = await skus(page).allInnerTexts();
      expect(secondPage.filter((sku) => firstPage.includes(sku))).toEqual([]);
      await expect(pager.getByRole("link", { name: t.previous })).toBeVisible();

      // Capital dotted İ folds to i as Turkish does: both spellings find the same products.
      const filters = page.getByRole("search", { name: t.filtersLabel });
      await filters.getByLabel(t.searchLabel).fill("İNCİ DAMLA");
      await filters.getByRole("button", { name: t.apply }).click();
      await expect(page).toHaveURL(/q=%C4%B0NC%C4%B0/);
      await expect(skus(page)).toContainText(["ARW144"]);
      const upper = await skus(page).allInnerTexts();
      expect(upper.length).toBeLessThan(10);
      await filters.getByLabel(t.searchLabel).fill("inci damla");
      await filters.getByRole("button", { name: t.apply }).click();
      await expect(page).toHaveURL(/q=inci\+damla/);
      await expect(skus(page)).toHaveText(upper);
      // A search starts again at page 1, with no pager for a handful of rows.
      await expect(pager).toHaveCount(0);

      await page.getByRole("link", { name: t.clear }).click();
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      // Cleared means cleared in the form too, not only in the address.
      await expect(filters.getByLabel(t.searchLabel)).toHaveValue("");
      await filters.getByLabel(t.brand, { exact: true }).selectOption({ label: "Gümüş Işık" });
      await filters.getByLabel(t.active, { exact: true }).selectOption({ label: t.no });
      await filters.getByRole("button", { name: t.apply }).click();
      await expect(page).toHaveURL(/active=no/);
      await expect(rowOf(page, "ARW131")).toHaveCount(1);
      const found = await rows(page).count();
      expect(found).toBeGreaterThan(0);
      for (let i = 0; i < found; i++) {
        await expect(rows(page).nth(i).locator("td").nth(4)).toHaveText("Gümüş Işık");
        await expect(rows(page).nth(i)).toContainText(t.inactive);
      }
      await expect(page.locator("main .product-count")).toHaveText(fmt(t.count, { count: found }));
    });

    test("the admin deactivates two ticked rows, then deletes one after confirming", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      // Each language its own products: the two runs share the server.
      const [query, a, b] =
        lang === "tr" ? ["ARW10", "ARW102", "ARW106"] : ["ARW11", "ARW110", "ARW115"];
      await page.goto(list);
      const filters = page.getByRole("search", { name: t.filtersLabel });
      await filters.getByLabel(t.searchLabel).fill(query);
      await filters.getByRole("button", { name: t.apply }).click();
      await expect(rowOf(page, a)).toHaveCount(1);
      await expect(rowOf(page, a)).toContainText(t.onSale);

      await page.getByLabel(fmt(t.selectRow, { sku: a })).check();
      await page.getByLabel(fmt(t.selectRow, { sku: b })).check();
      const bulk = page.getByRole("group", { name: t.bulkLabel });
      await bulk.getByRole("button", { name: t.deactivate }).click();
      // Back on the same search, with the outcome said (the dashboard's one-time message).
      await expect(page).toHaveURL(new RegExp(`\\?q=${query}$`));
      await expect(page.getByRole("status")).toHaveText(
        fmt(all.toast.productsDeactivated, { n: 2 }),
      );
      await expect(rowOf(page, a)).toContainText(t.inactive);
      await expect(rowOf(page, b)).toContainText(t.inactive);
      await expect(filters.getByLabel(t.searchLabel)).toHaveValue(query);
      // Done: nothing stays ticked for the next button, as on a page drawn afresh without JavaScript.
      await expect(page.getByLabel(fmt(t.selectRow, { sku: a }))).not.toBeChecked();
      await expect(page.getByLabel(fmt(t.selectRow, { sku: b }))).not.toBeChecked();

      await page.getByLabel(fmt(t.selectRow, { sku: b })).check();
      await bulk.getByRole("button", { name: t.delete }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/product/delete")}\\?ids=`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.deleteTitle);
      await expect(page.locator("main .product-delete-list li")).toHaveCount(1);
      await expect(page.locator("main .product-delete-list")).toContainText(b);
      await page
        .locator("main form.product-delete")
        .getByRole("button", { name: t.deleteConfirm })
        .click();
      await expect(page).toHaveURL(new RegExp(`${list}\\?q=${query}$`));
      await expect(page.getByRole("status")).toHaveText(fmt(all.toast.productsDeleted, { n: 1 }));
      await expect(rowOf(page, b)).toHaveCount(0);
      await expect(rowOf(page, a)).toContainText(t.inactive);
    });

    test("a merchant sees only their brand's products", async ({ page }) => {
      await signIn(page, DEMO.merchant);
      await page.goto(at("/dashboard"));
      await page.getByRole("link", { name: all.menu.menuProducts, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${list}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
      const filters = page.getByRole("search", { name: t.filtersLabel });
      await expect(filters.getByLabel(t.brand, { exact: true }).locator("option")).toHaveText([
        t.any,
        "Doğal Taş Atölyesi",
      ]);
      const shown = await rows(page).count();
      expect(shown).toBeGreaterThan(0);
      const brands = await rows(page).locator("td:nth-child(5)").allInnerTexts();
      expect(new Set(brands)).toEqual(new Set(["Doğal Taş Atölyesi"]));
      // Another brand's product is not found even by its SKU (ARW102 is Gümüş Işık's).
      await filters.getByLabel(t.searchLabel).fill("ARW102");
      await filters.getByRole("button", { name: t.apply }).click();
      await expect(page.locator("main .empty")).toHaveText(t.empty);
    });
  });
}
