import sharp from "sharp";
import { fmt } from "~/lib/i18n";
import { DEMO, LANGS, forgive, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The product form with JavaScript on, in Turkish and English: the browser checks the fields
 * with the server's own rules before anything is sent, stones are picked from the page's list
 * and series products from the server's search, and the product is added with its pictures.
 */

function jpeg(background: string) {
  return sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

for (const [i, { lang, at, t: all }] of LANGS.entries()) {
  const t = all.productForm;

  test.describe(`product form with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a merchant adds a product from a phone, picking with the searchable pickers", async ({
      page,
      errors,
    }) => {
      await signIn(page, DEMO.merchant);
      await page.goto(at("/dashboard/product/add"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.addTitle);
      await expect(page.getByText(new RegExp(fmt(t.lastSku, { sku: "ARW\\d+" })))).toBeVisible();
      const form = page.locator("form.product-form");

      // Checked in the browser: the first mistakes show without a round trip.
      await form.getByRole("button", { name: t.add }).click();
      await expect(form.getByText(t.errors.skuRequired)).toBeVisible();
      await expect(form.getByText(t.errors.nameRequired)).toBeVisible();

      const sku = `ARW${7100 + i}`;
      await form.getByLabel(t.sku, { exact: true }).fill(sku);
      await form.getByLabel(t.name, { exact: true }).fill(`Ay Taşı Yüzük ${lang}`);
      await form.getByLabel(t.nameEn, { exact: true }).fill(`Moonstone Ring ${lang}`);
      for (const [tr, en] of [
        [t.description, t.descriptionEn],
        [t.story, t.storyEn],
        [t.details, t.detailsEn],
        [t.ingredients, t.ingredientsEn],
      ]) {
        await form.getByLabel(tr, { exact: true }).fill("Gümüş ve ay taşı.");
        await form.getByLabel(en, { exact: true }).fill("Silver and moonstone.");
      }
      await form.getByLabel(t.quantity, { exact: true }).fill("3");
      await form.getByLabel(t.price, { exact: true }).fill("1.450");
      for (const label of [t.brand, t.category, t.type, t.ingredient])
        await form.getByLabel(label, { exact: true }).selectOption({ index: 1 });

      // Stones: the page's own list, filtered as typed; Enter picks.
      const stones = form.locator(".picker").filter({ hasText: t.stone });
      await stones.getByRole("combobox").fill(lang === "tr" ? "ay ta" : "Ay Ta");
      await stones.getByRole("option").first().click();
      await expect(stones.locator(".picker-chosen li")).toHaveCount(1);

      // Series products: asked of the server, the merchant's own only.
      const series = form.locator(".picker").filter({ hasText: t.children });
      const searched = page.waitForResponse((r) => r.url().includes("/dashboard/product/options"));
      await series.getByRole("combobox").fill("ARW1");
      expect((await searched).status()).toBe(200);
      const first = series.getByRole("option").first();
      const picked = (await first.innerText()).trim();
      await series.getByRole("combobox").press("Enter");
      await expect(series.locator(".picker-chosen li")).toContainText(picked);
      // Without JavaScript's search box: no posting search is drawn once enhanced.
      await expect(form.locator(".find-box")).toHaveCount(0);

      await form.getByLabel(t.cover, { exact: true }).setInputFiles({
        name: "cover.jpg",
        mimeType: "image/jpeg",
        buffer: await jpeg("#8899aa"),
      });
      await form.getByLabel(t.gallery, { exact: true }).setInputFiles([
        { name: "one.jpg", mimeType: "image/jpeg", buffer: await jpeg("#aa9988") },
        { name: "two.jpg", mimeType: "image/jpeg", buffer: await jpeg("#99aa88") },
      ]);
      await form.getByRole("button", { name: t.add }).click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/product")}$`));
      await expect(page.locator(".toast")).toHaveText(all.toast.productAdded);

      // The list links the new product's form, which shows what was chosen.
      // In English the list names it by its English name.
      const shown = lang === "en" ? `Moonstone Ring ${lang}` : `Ay Taşı Yüzük ${lang}`;
      await page.getByRole("link", { name: shown, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.editTitle);
      await expect(page.getByLabel(t.sku, { exact: true })).toHaveValue(sku);
      await expect(page.getByLabel(t.price, { exact: true })).toHaveValue("1450");
      const chosen = page.locator(".picker").filter({ hasText: t.children });
      await expect(chosen.locator(".picker-chosen li")).toContainText(picked);
      await expect(
        page.getByRole("link", { name: new RegExp(`^${t.managePictures} \\(3\\)`) }),
      ).toBeVisible();

      // A taken SKU is the server's to say; the form keeps what was typed.
      await page.getByLabel(t.sku, { exact: true }).fill("ARW101");
      await page.getByLabel(t.price, { exact: true }).fill("1.500");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByText(t.errors.skuTaken)).toBeVisible();
      await expect(page.getByLabel(t.price, { exact: true })).toHaveValue("1.500");
      forgive(errors, 400);
    });
  });
}
