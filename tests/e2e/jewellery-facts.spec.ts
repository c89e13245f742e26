import { jewellery as en } from "~/locales/en/jewellery";
import { jewellery as tr } from "~/locales/tr/jewellery";
import { DEMO, forgive, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The jewellery facts (issue [20] point 4) set on the product form with JavaScript on and off, on
 * a phone and a desktop, and read on the product page: the demo's ARW118 (Akik Nazar Küpe) with
 * its agate and turquoise.
 */
const CASES = [
  { js: true, width: 390, lang: "tr", grams: "4,2", shown: "4,2 g", nature: "synthetic" },
  { js: false, width: 390, lang: "en", grams: "6.5", shown: "6.5 g", nature: "treated" },
  { js: true, width: 1280, lang: "en", grams: "7.25", shown: "7.25 g", nature: "natural" },
  { js: false, width: 1280, lang: "tr", grams: "3,9", shown: "3,9 g", nature: "synthetic" },
] as const;

for (const c of CASES) {
  const t = c.lang === "tr" ? tr : en;
  const at = (path: string) => (c.lang === "en" ? `/en${path}` : path);
  test.describe(`jewellery facts, JavaScript ${c.js ? "on" : "off"}, ${c.width} px, ${c.lang}`, () => {
    test.use({ javaScriptEnabled: c.js, viewport: { width: c.width, height: 900 } });

    test("are set on the form, refused values said under their field, and shown on the page", async ({
      page,
      errors,
    }) => {
      await signIn(page, DEMO.admin);
      const list = await page.request.get("/api/product?limit=100");
      const product = (
        (await list.json()) as { products: { _id: string; sku: string; slug: string }[] }
      ).products.find((p) => p.sku === "ARW118")!;
      await page.goto(at(`/dashboard/product/edit/${product._id}`));
      const facts = page.locator("fieldset.jewellery-facts");
      await expect(facts.locator("legend").first()).toHaveText(t.legend);
      await facts.getByLabel(t.fineness).fill("1200");
      await facts.getByLabel(t.weight).fill(c.grams);
      await facts.getByLabel(t.plating).selectOption({ label: t.platings.oxidised });
      await page.locator("form.product-form button.button[value=save]").click();
      await expect(facts.getByText(t.errors.fineness)).toBeVisible();
      await expect(facts.getByLabel(t.fineness)).toHaveValue("1200");
      await expect(facts.getByLabel(t.weight)).toHaveValue(c.grams);
      forgive(errors, 400);
      await page.screenshot({
        path: test.info().outputPath(`refused-${c.lang}-${c.width}.png`),
        fullPage: true,
      });

      await facts.getByLabel(t.fineness).fill("925");
      await facts.getByLabel("Turkuaz").selectOption(c.nature);
      await page.locator("form.product-form button.button[value=save]").click();
      await expect(page).toHaveURL(new RegExp(`${at("/dashboard/product")}$`));

      await page.goto(at(`/product/${product.slug}`));
      const details = page.locator(".product-details");
      await expect(details.getByRole("heading", { level: 2 })).toHaveText(t.heading);
      await expect(details).toContainText(c.shown);
      await expect(details).toContainText(t.platings.oxidised);
      await expect(details).toContainText(`(${t.natures[c.nature]})`);
      await details.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`page-${c.lang}-${c.width}.png`) });
    });
  });
}
