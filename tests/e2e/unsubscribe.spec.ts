import { unsubscribeUrl } from "../../app/features/consent/unsubscribe-link.server";
import { forms as formsEn } from "../../app/locales/en/forms";
import { unsubscribe as unsubscribeEn } from "../../app/locales/en/unsubscribe";
import { forms as formsTr } from "../../app/locales/tr/forms";
import { unsubscribe as unsubscribeTr } from "../../app/locales/tr/unsubscribe";
import { expect, test } from "./fixtures";

/**
 * The unsubscribe link of a campaign mail (decision 085), as its reader meets it: opening it
 * unsubscribes, the page says so and offers the consent back, in Turkish and English, with
 * JavaScript on and off, on a phone and a desktop.
 */
const TEXTS = {
  tr: { t: unsubscribeTr, consent: formsTr.consentText },
  en: { t: unsubscribeEn, consent: formsEn.consentText },
} as const;

for (const js of [true, false]) {
  for (const width of [390, 1280]) {
    for (const lang of ["tr", "en"] as const) {
      test.describe(`unsubscribing ${js ? "with" : "without"} JavaScript, ${width} px, ${lang}`, () => {
        test.use({ javaScriptEnabled: js, viewport: { width, height: 844 } });

        test("the link unsubscribes, and one click subscribes again", async ({ page }) => {
          const { t, consent } = TEXTS[lang];
          const email = `okur.${js}.${width}.${lang}.${Date.now()}@example.com`;
          const signUp = await page.request.post("/api/newsletter/subscribe", { data: { email } });
          expect(signUp.status()).toBe(200);

          await page.goto(unsubscribeUrl("", lang, email));
          await expect(page.getByRole("heading", { level: 1, name: t.refusedTitle })).toBeVisible();
          await expect(page.getByRole("status")).toContainText("o***");
          await expect(page.locator("#unsubscribe-consent")).toContainText(consent);
          const again = page.getByRole("button", { name: t.resubscribe });
          await expect(again).toBeVisible();
          // Nothing sideways on a phone.
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
          await page.screenshot({
            path: test.info().outputPath(`unsubscribed-${lang}-${width}.png`),
            fullPage: true,
          });

          await again.click();
          await expect(
            page.getByRole("heading", { level: 1, name: t.subscribedTitle }),
          ).toBeVisible();
          await expect(page.getByRole("button", { name: t.unsubscribeAgain })).toBeVisible();
          await page.screenshot({
            path: test.info().outputPath(`subscribed-${lang}-${width}.png`),
            fullPage: true,
          });

          await page.getByRole("button", { name: t.unsubscribeAgain }).click();
          await expect(page.getByRole("heading", { level: 1, name: t.refusedTitle })).toBeVisible();
        });
      });
    }
  }
}
