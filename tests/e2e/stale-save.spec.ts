import { history as enHistory } from "../../app/locales/en/dashboard-history";
import { history as trHistory } from "../../app/locales/tr/dashboard-history";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * Two people saving one product (issue [16] point 1), with JavaScript and without, in both
 * languages, on a phone and a desk: while the owner edits its name, someone else changes its
 * price; the owner's save is refused with who changed what, the typed name stays and the price
 * shows the other's value; one more click saves both.
 */

const FIELDS = { tr: trHistory.fields, en: enHistory.fields };

let round = 0;

for (const { lang, at, t } of LANGS) {
  for (const width of [390, 1280]) {
    for (const js of [true, false]) {
      test.describe(`a stale product save (${lang}, ${width} px, JavaScript ${js ? "on" : "off"})`, () => {
        test.use({ viewport: { width, height: 900 }, javaScriptEnabled: js });

        test("says who changed what, keeps the typed name, saves on the next click", async ({
          page,
          errors,
        }) => {
          await signIn(page, DEMO.admin);
          await page.goto(at("/dashboard/product"));
          const id = (await page
            .locator('.product-table input[name="ids"]')
            // One product a test: the eight share the worker's server.
            .nth(round++ % 8)
            .getAttribute("value"))!;
          await page.goto(at(`/dashboard/product/edit/${id}`));
          const form = page.locator("form.product-form");
          const name = `Aynı anda ${lang} ${width} ${js}`;
          await form.getByLabel(t.productForm.name, { exact: true }).fill(name);

          // Meanwhile, someone else changes the price.
          const read = await (await page.request.get(`/api/product/${id}`)).json();
          const price = (read.product.price as number) + 1000;
          const other = await page.request.put(`/api/product/${id}`, {
            data: { product: { price } },
          });
          expect(other.status()).toBe(200);

          await form.getByRole("button", { name: t.productForm.save }).click();
          const notice = page.locator(".stale-notice");
          await expect(notice).toContainText(t.stale.title);
          // Seen where the save was pressed, with JavaScript too (the page does not reload).
          await expect(notice).toBeInViewport();
          await expect(notice).toContainText(DEMO.admin.email);
          await expect(notice).toContainText(FIELDS[lang].price!);
          await expect(form.getByLabel(t.productForm.name, { exact: true })).toHaveValue(name);
          await expect(form.getByLabel(t.productForm.price, { exact: true })).toHaveValue(
            String(price),
          );
          await page.screenshot({ path: test.info().outputPath("stale.png"), fullPage: false });
          // Chromium logs the refusal's 409 as a console error.
          errors.splice(0, errors.length, ...errors.filter((e) => !e.includes("409")));

          await form.getByRole("button", { name: t.productForm.save }).click();
          await expect(page).toHaveURL(new RegExp(`${at("/dashboard/product")}$`));
          const saved = (await (await page.request.get(`/api/product/${id}`)).json()).product;
          expect({ name: saved.name, price: saved.price }).toEqual({ name, price });
        });
      });
    }
  }
}
