import sharp from "sharp";
import { DEMO, LANGS, forgive, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The add form says what it needs before the first save (issue [17] point 4), with JavaScript
 * and without, in Turkish and English: required fields starred and `required`, the star
 * explained, the gallery rule beside the pictures; a negative price told so under its field,
 * in the browser with JavaScript and by the server without, everything typed kept.
 */

function jpeg(background: string) {
  return sharp({ create: { width: 400, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

for (const js of [true, false]) {
  for (const { lang, at, t: all } of LANGS) {
    const t = all.productForm;

    test.describe(`the product form's marks ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

      test("marks what it needs and says a negative price under the field", async ({
        page,
        errors,
      }) => {
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard/product/add"));
        const form = page.locator("form.product-form");
        await expect(form.getByText(all.formMarks.legend)).toBeVisible();
        const price = form.getByLabel(t.price, { exact: true });
        await expect(price).toHaveAttribute("required", "");
        await expect(form.getByLabel(t.discountPrice, { exact: true })).not.toHaveAttribute(
          "required",
        );
        // The star beside the label, drawn for the eye.
        const star = form.locator("label", { has: page.locator(".required-mark") });
        await expect(star.filter({ hasText: t.price }).first()).toBeVisible();
        await expect(form.getByText(t.galleryRule)).toBeVisible();
        await expect(form.getByLabel(t.gallery, { exact: true })).toHaveAttribute("required", "");

        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({
            path: test.info().outputPath(`product-form-${lang}-${width}.png`),
            fullPage: true,
          });
        }
        await page.setViewportSize({ width: 390, height: 844 });

        const fill = async (name: string, value: string) =>
          form.locator(`[name="${name}"]`).fill(value);
        await fill("sku", `ARW${js ? 7300 : 7400}${lang === "en" ? 1 : 0}`);
        await fill("name", "Ay Taşı Yüzük");
        await fill("name_en", "Moonstone Ring");
        for (const name of ["description", "story", "details", "ingredients"]) {
          await fill(name, "Gümüş ve ay taşı.");
          await fill(`${name}_en`, "Silver and moonstone.");
        }
        await fill("quantity", "0");
        await fill("price", "-5");
        for (const name of ["brand", "category", "type", "ingredient"])
          await form.locator(`select[name="${name}"]`).selectOption({ index: 1 });
        await form.locator('input[name="imageUrl"]').setInputFiles({
          name: "cover.jpg",
          mimeType: "image/jpeg",
          buffer: await jpeg("#8899aa"),
        });
        await form.locator('input[name="images"]').setInputFiles({
          name: "one.jpg",
          mimeType: "image/jpeg",
          buffer: await jpeg("#aa9988"),
        });
        await form.getByRole("button", { name: t.add }).click();

        const priceField = form.locator(".field", { has: page.locator('input[name="price"]') });
        await expect(priceField.locator(".field-errors")).toHaveText(t.errors.priceNegative);
        // A stock of 0 is a sold-out product: nothing said about it.
        const stock = form.locator(".field", { has: page.locator('input[name="quantity"]') });
        await expect(stock.locator(".field-errors")).toHaveCount(0);
        await expect(form.locator('[name="name"]')).toHaveValue("Ay Taşı Yüzük");
        await expect(form.locator('[name="price"]')).toHaveValue("-5");
        await page.screenshot({
          path: test.info().outputPath(`product-form-${lang}-negative.png`),
          fullPage: true,
        });
        if (!js) forgive(errors, 400);
      });
    });
  }
}
