import type { Page } from "@playwright/test";
import { fmt } from "~/lib/i18n";
import { ACCOUNT_MENU_NAME, DEMO, LANGS, MENU_NAME, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The reference lists and brands with JavaScript on, in Turkish and English: what an admin and a
 * merchant do on them. The server is this file's own: what it turns off stays here.
 */

/** A row of a list, by the name its link shows. */
const row = (page: Page, name: string) =>
  page.locator("main .catalogue-item").filter({
    has: page.getByRole("link", { name, exact: true }),
  });

for (const { lang, at, t } of LANGS) {
  const c = t.catalogue;
  const menuName = MENU_NAME[lang];

  test.describe(`catalogue dashboards with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the admin adds a stone, edits it and deletes it after a confirmation", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard"));
      await page
        .getByRole("navigation", { name: menuName })
        .getByRole("link", { name: t.menu.menuStones })
        .click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/stone")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.taxonomy.stones.title);

      await page.locator("main").getByRole("link", { name: c.form.add, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.taxonomy.stones.addTitle);
      const main = page.locator("main");
      await expect(main.getByLabel(c.form.isActive)).toBeChecked();
      // Conform answers on leaving the empty name, before any request.
      await main.getByLabel(c.form.name, { exact: true }).fill("");
      await main.getByLabel(c.form.name, { exact: true }).blur();
      await expect(main.getByText(c.errors.nameRequired)).toBeVisible();

      const name = lang === "tr" ? "Aventurin" : "Güneş Taşı";
      const renamed = lang === "tr" ? "Yeşil Aventurin" : "Turuncu Güneş Taşı";
      await main.getByLabel(c.form.name, { exact: true }).fill(name);
      await main.getByLabel(c.form.nameEn).fill(lang === "tr" ? "Aventurine" : "Sunstone");
      await main.getByRole("button", { name: c.form.add, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/stone")}$`));
      await expect(page.getByRole("status").filter({ hasText: c.toast.added })).toBeVisible();
      await expect(row(page, name)).toContainText(fmt(c.form.productCount, { n: 0 }));
      await expect(row(page, name)).toContainText(c.form.active);

      await row(page, name).getByRole("link", { name }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.taxonomy.stones.editTitle);
      await expect(main.getByLabel(c.form.nameEn)).toHaveValue(
        lang === "tr" ? "Aventurine" : "Sunstone",
      );
      await main.getByLabel(c.form.name, { exact: true }).fill(renamed);
      await main.getByRole("button", { name: c.form.save }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/stone")}$`));
      await expect(page.getByRole("status").filter({ hasText: c.toast.saved })).toBeVisible();
      await expect(row(page, renamed)).toHaveCount(1);
      await expect(row(page, name)).toHaveCount(0);

      await row(page, renamed).getByRole("link", { name: renamed }).click();
      await main.getByRole("link", { name: c.form.delete }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/stone/delete/")}[^/]+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.form.deleteTitle);
      const question = page.getByRole("alertdialog");
      await expect(question).toContainText(`${renamed}: ${c.taxonomy.stones.deleteConfirm}`);
      await expect(question).toContainText(c.form.deleteEffectNone);
      await question.getByRole("button", { name: c.form.delete }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/stone")}$`));
      await expect(page.getByRole("status").filter({ hasText: c.toast.deleted })).toBeVisible();
      await expect(row(page, renamed)).toHaveCount(0);
    });

    test("turning a type off says how many products went off with it", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/type"));
      // Each language its own type, both with products: the two tests share the server.
      const type = lang === "tr" ? "Küpe" : "Bileklik";
      const none = fmt(c.form.productCount, { n: 0 }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      await expect(row(page, type)).not.toContainText(new RegExp(`(^|\\D)${none}`));
      await row(page, type).getByRole("link", { name: type }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.taxonomy.types.editTitle);
      const main = page.locator("main");
      await expect(main.getByText(c.form.activeHint)).toBeVisible();
      await main.getByLabel(c.form.isActive).uncheck();
      await main.getByRole("button", { name: c.form.save }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/type")}$`));
      const [before, after] = c.toast.savedTurnedOff.split("{n}");
      const toast = page.getByRole("status").filter({ hasText: before! });
      await expect(toast).toHaveText(new RegExp(`^${before}[1-9]\\d*${after}$`));
      await expect(row(page, type)).toContainText(c.form.inactive);

      // On again: the products it took off stay off, and the message says nothing of them.
      await row(page, type).getByRole("link", { name: type }).click();
      await main.getByLabel(c.form.isActive).check();
      await main.getByRole("button", { name: c.form.save }).click();
      await expect(page.getByRole("status")).toHaveText(c.toast.saved);
      await expect(row(page, type)).toContainText(c.form.active);
    });

    test("the admin's side menu links every catalogue page", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard"));
      const menu = page.getByRole("navigation", { name: menuName });
      const links: [string, string][] = [
        [t.menu.menuBrands, "/dashboard/brand"],
        [t.menu.menuProducts, "/dashboard/product"],
        [t.menu.menuCategories, "/dashboard/type"],
        [t.menu.menuGenders, "/dashboard/category"],
        [t.menu.menuSymbols, "/dashboard/symbol"],
        [t.menu.menuStones, "/dashboard/stone"],
        [t.menu.menuIngredients, "/dashboard/ingredient"],
      ];
      for (const [label, path] of links) {
        await menu.getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${at(path)}$`));
        await expect(menu.getByRole("link", { name: label, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
    });

    test("the merchant sees only their brand, without Add, and edits it", async ({ page }) => {
      await signIn(page, DEMO.merchant);
      await page.goto(at("/dashboard"));
      const menu = page.getByRole("navigation", { name: menuName });
      await expect(menu.getByRole("link", { name: t.menu.menuProducts })).toBeVisible();
      for (const label of [
        t.menu.menuCategories,
        t.menu.menuGenders,
        t.menu.menuSymbols,
        t.menu.menuStones,
        t.menu.menuIngredients,
      ])
        await expect(menu.getByRole("link", { name: label, exact: true })).toHaveCount(0);

      await menu.getByRole("link", { name: t.menu.menuBrands }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/brand")}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.brand.title);
      await expect(page.locator("main .catalogue-name")).toHaveText(["Doğal Taş Atölyesi"]);
      await expect(
        page.locator("main").getByRole("link", { name: c.form.add, exact: true }),
      ).toHaveCount(0);

      await page.locator("main").getByRole("link", { name: "Doğal Taş Atölyesi" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.brand.editTitle);
      const main = page.locator("main");
      // A merchant neither moves a brand to another merchant nor deletes it.
      await expect(main.getByLabel(c.brand.merchant)).toHaveCount(0);
      await expect(main.getByRole("button", { name: c.form.delete })).toHaveCount(0);
      await expect(main.getByText(c.brand.activeHint)).toBeVisible();
      const description = `El yapımı doğal taş takılar (${lang}).`;
      await main.getByLabel(c.form.description, { exact: true }).fill(description);
      await main.getByRole("button", { name: c.form.save }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/brand")}$`));
      await expect(page.getByRole("status")).toHaveText(c.toast.saved);
      await page.locator("main").getByRole("link", { name: "Doğal Taş Atölyesi" }).click();
      await expect(main.getByLabel(c.form.description, { exact: true })).toHaveValue(description);
    });

    test("a member's menu has no catalogue pages", async ({ page }) => {
      await signIn(page, DEMO.member);
      await page.goto(at("/dashboard"));
      const menu = page.getByRole("navigation", { name: ACCOUNT_MENU_NAME[lang] });
      await expect(menu.getByRole("link").first()).toBeVisible();
      // Every staff page's entry is absent; "My data" is the member's own (issue [19]).
      const { menuMyData, ...staff } = t.menu;
      await expect(menu.getByRole("link", { name: menuMyData, exact: true })).toHaveCount(1);
      for (const label of Object.values(staff))
        await expect(menu.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    });
  });
}
