import { axeFindings } from "./axe";
import { test, expect } from "./fixtures";

/**
 * 'Stoğa girince haber ver' (issue [10] point 5, decision 036): a guest on a sold-out product's
 * page leaves an address, in Turkish and in English, with JavaScript and without; a mistyped
 * address is answered in the page's language. The form is plain HTML, so both ways are the same
 * page flow.
 */

const TURKISH = {
  path: "/product/akik-kolye-boga-burcu-arw109",
  title: "Stoğa girince haber ver",
  label: "E-posta adresiniz",
  invalid: "E-posta biçimi geçersiz.",
  saved: "Teşekkürler! Ürün stoğa girince size bir kez e-posta göndereceğiz.",
};
const ENGLISH = {
  path: "/en/product/pembe-kuvars-terazi-burcu-bileklik-arw117",
  title: "Tell me when it is back",
  label: "Your e-mail address",
  invalid: "Email format is invalid.",
  saved: "Thank you! We will e-mail you once when this product is back in stock.",
};

/** Chromium logs the answer to a refused form post as an error; this one is the test's own. */
function forgive(errors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  errors.splice(0, errors.length, ...errors.filter((e) => !e.includes(expected)));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    for (const [lang, t] of [
      ["tr", TURKISH],
      ["en", ENGLISH],
    ] as const) {
      test(`a guest asks to be told when a sold-out product is back (${lang})`, async ({
        page,
        errors,
      }) => {
        await page.goto(t.path);
        const section = page.getByRole("region", { name: t.title });
        await expect(section).toBeVisible();
        const email = section.getByLabel(t.label);

        await email.fill("not-an-address");
        await section.getByRole("button", { name: t.title }).click();
        // The answer page: the mistake in the page's language, the typed address kept.
        const answer = page.getByRole("region", { name: t.title });
        await expect(answer.getByText(t.invalid)).toBeVisible();
        await expect(answer.getByLabel(t.label)).toHaveValue("not-an-address");
        forgive(errors, 400);

        await answer.getByLabel(t.label).fill(`e2e.${lang}.${javaScriptEnabled}@example.com`);
        await answer.getByRole("button", { name: t.title }).click();
        // Back on the product, with the confirmation.
        await expect(page).toHaveURL(new RegExp(`${t.path}$`));
        await expect(page.locator(".toast")).toContainText(t.saved);
      });
    }
  });
}

test("the form fits a phone (390 px)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(TURKISH.path);
  const button = page.getByRole("button", { name: TURKISH.title });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the sold-out product's form and its answer page pass axe (tr, en)", async ({ page }) => {
  for (const t of [TURKISH, ENGLISH]) {
    await page.goto(t.path);
    expect(await axeFindings(page)).toEqual([]);
  }
  // The form on its own page, where a mistake is answered.
  await page.goto(`${ENGLISH.path.replace(/\/product\/.*/, "")}/back-in-stock?product=x`);
  expect(await axeFindings(page)).toEqual([]);
});
