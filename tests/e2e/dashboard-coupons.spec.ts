import { fmt } from "~/lib/i18n";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * Coupons with JavaScript on a phone, in both languages: the list's switch acts at once, in
 * place; a coupon is added with its categories and products picked from the searchable pickers.
 */

for (const { lang, at, t: all } of LANGS) {
  const t = all.coupons;
  test.describe(`coupons with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the switch acts at once; a coupon is added with the pickers", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/coupon"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);

      // Each language its own coupon: the two tests share the server.
      const name = lang === "tr" ? "Kolye İndirimi" : "Hoş Geldin İndirimi";
      const on = page.getByRole("button", { name: fmt(t.turnOff, { name }) });
      await on.click();
      const off = page.getByRole("button", { name: fmt(t.turnOn, { name }) });
      await expect(off).toHaveAttribute("aria-pressed", "false");
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/coupon")}$`));
      await page.reload();
      await expect(off).toHaveAttribute("aria-pressed", "false");
      await off.click();
      await expect(on).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("link", { name: t.add, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.addTitle);
      const form = page.locator("main form");
      const code = `E2E${lang.toUpperCase()}`;
      await form.getByLabel(t.name, { exact: true }).fill(`E2E ${lang}`);
      await form.getByLabel(t.code, { exact: true }).fill(code.toLowerCase());
      await form.getByLabel(t.fixed).check();
      await form.getByLabel(t.amount, { exact: true }).fill("75");
      const categories = form.locator(".picker").filter({ hasText: t.categories });
      await categories.getByRole("combobox").fill("Ame");
      await categories.getByRole("option").first().click();
      await expect(categories.locator(".picker-chosen li")).toHaveCount(1);
      const products = form.locator(".picker").filter({ hasText: t.products });
      await products.getByRole("combobox").fill("ARW10");
      await products.getByRole("option").first().click();
      await expect(products.locator(".picker-chosen li")).toHaveCount(1);
      await form.getByRole("button", { name: t.submitAdd }).click();
      await expect(page.locator(".toast")).toHaveText(t.toast.couponAdded);
      const row = page.locator(".catalogue-item").filter({ hasText: code });
      await expect(row).toContainText("75 TL");
      await row.getByRole("link", { name: `E2E ${lang}` }).click();
      await expect(
        page.locator(".picker").filter({ hasText: t.categories }).locator(".picker-chosen li"),
      ).toHaveCount(1);
    });
  });
}
