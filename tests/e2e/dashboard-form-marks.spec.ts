import { pageTexts } from "../../app/locales/dashboard-page-texts";
import { account as accountEn } from "../../app/locales/en/account";
import { account as accountTr } from "../../app/locales/tr/account";
import type { Locator } from "@playwright/test";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * Every dashboard form with a required field says so before the first save (issue [17] point 4),
 * as the product form does: the legend above, a star beside each required field's label (out of
 * its name: the field is still found by its label alone), and `required` on the input. With
 * JavaScript and without, in Turkish and English, on a phone.
 */

const ACCOUNT = { tr: accountTr, en: accountEn } as const;

for (const js of [true, false]) {
  for (const { lang, at, t } of LANGS) {
    const forms = [
      { name: "stone", path: "/dashboard/stone/add", required: t.catalogue.form.name },
      { name: "blog", path: "/dashboard/blogs/add", required: t.blogs.fields.title },
      {
        name: "settings",
        path: "/dashboard/settings",
        required: pageTexts[lang].settings.fields.store_name,
      },
      { name: "address", path: "/dashboard/address/add", required: ACCOUNT[lang].city },
      { name: "password", path: "/dashboard/security", required: ACCOUNT[lang].password },
    ];

    test.describe(`dashboard forms' marks ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

      test("show the legend and star their required fields", async ({ page }) => {
        await signIn(page, DEMO.admin);
        for (const form of forms) {
          await page.goto(at(form.path));
          const main = page.locator("main form.dashboard-form");
          await expect(main.getByText(t.formMarks.legend), form.name).toBeVisible();
          // Its label alone names it: the star stays out of the name.
          const field = main.getByLabel(form.required, { exact: true });
          await expect(field, form.name).toHaveAttribute("required", "");
          const label = main.locator("label", { hasText: form.required });
          await expect(label.locator(".required-mark").first(), form.name).toBeAttached();
          // The star is drawn by the stylesheet, not written into the label (settings' old way).
          await expect(label.first(), form.name).not.toContainText("*");
          if (js || form.name === "address")
            await page.screenshot({
              path: test.info().outputPath(`${form.name}-${lang}-390.png`),
              fullPage: true,
            });
        }
      });
    });
  }
}

/** How far below `upper` `lower` starts, in pixels. */
async function gapBetween(upper: Locator, lower: Locator) {
  const a = await upper.boundingBox();
  const b = await lower.boundingBox();
  return b!.y - (a!.y + a!.height);
}

for (const { lang, at, t } of LANGS) {
  test.describe(`product pages on a phone (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("keep buttons and labels off the text above; a history names its section", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/product"));
      const edit = page.locator('main a[href*="/dashboard/product/edit/"]').first();
      const id = (await edit.getAttribute("href"))!.split("/").pop()!;

      await page.goto(at(`/dashboard/product/delete?ids=${id}`));
      const note = page.locator("form.product-delete > p.hint");
      const buttons = page.locator("form.product-delete .form-actions");
      await expect(buttons.getByRole("button", { name: t.products.deleteConfirm })).toBeVisible();
      expect(await gapBetween(note, buttons)).toBeGreaterThanOrEqual(8);
      await page.screenshot({ path: test.info().outputPath(`delete-${lang}-390.png`) });

      await page.goto(at("/dashboard/product/import"));
      const intro = page.locator("main form.import-form").locator("xpath=preceding-sibling::p[1]");
      const form = page.locator("main form.import-form");
      await expect(form.getByText(t.formMarks.legend)).toBeVisible();
      expect(await gapBetween(intro, form)).toBeGreaterThanOrEqual(8);
      await page.screenshot({ path: test.info().outputPath(`import-${lang}-390.png`) });

      await page.goto(at(`/dashboard/history/product/${id}`));
      const menu = page.locator(".backoffice-phone-menu summary");
      await expect(menu).toContainText(t.shell.groups.catalogue);
      await expect(menu).toContainText(t.menu.menuProducts);
    });
  });
}
