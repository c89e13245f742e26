import { pageTexts } from "../../app/locales/dashboard-page-texts";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { fmt } from "~/lib/i18n";
import { catalog as catalogEn } from "../../app/locales/en/catalog";
import { catalog as catalogTr } from "../../app/locales/tr/catalog";
import { DEMO, LANGS, forgive, signIn } from "./dashboard";
import { axeFindings, expectAccessibleWithoutScripts } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * The settings and pop-up dashboards in a browser, in Turkish and English, with JavaScript on
 * and off: an admin changes the exchange rate and the store name and sees the shop change; uploads
 * a pop-up picture, turns it on, and a fresh visitor sees it (and sees it again once it changes,
 * though they closed it). The server is this file's own: what it changes stays here.
 */

async function jpeg(color: string) {
  return sharp({ create: { width: 600, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

/** A shown price in TL on a Turkish page ('1.250,00 TL') or in USD ('$39'). */
function money(text: string): number {
  const digits = text.replace(/[^\d,.]/g, "");
  return text.includes("$")
    ? Number(digits.replace(/,/g, ""))
    : Number(digits.replace(/\./g, "").replace(",", "."));
}

/** The first product of the shop: its page and its TL price. */
async function firstProduct(page: Page, at: (path: string) => string) {
  await page.goto(at("/shop"));
  const href = (await page
    .locator("main .product-card .product-card-link")
    .first()
    .getAttribute("href"))!;
  // The TL price read as Turkish writes it ('3.960,00 TL').
  await page.goto(`${href.replace(/^\/en\//, "/")}?currency=try`);
  const tl = money((await page.locator("main .product-price strong").textContent())!);
  return { href, tl };
}

for (const { lang, at, t } of LANGS) {
  const s = pageTexts[lang].settings;
  const p = t.popup;
  const rate = lang === "tr" ? { typed: "40,5", value: 40.5 } : { typed: "41.25", value: 41.25 };
  const storeName = lang === "tr" ? "Taş ve Işık" : "Stone and Light";
  const account =
    lang === "tr"
      ? {
          bank: "Akbank",
          iban: "tr33 0006 1005 1978 6457 841326",
          shown: "TR33 0006 1005 1978 6457 8413 26",
        }
      : {
          bank: "Yapı Kredi",
          iban: "TR10000100091234567890 5999",
          shown: "TR10 0001 0009 1234 5678 9059 99",
        };

  test.describe(`settings and pop-up dashboards with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the admin changes the exchange rate and the store name: the shop shows them", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/settings"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
      const main = page.locator("main");
      // Conform answers on leaving a field, before any request.
      const email = main.getByLabel(s.fields.email_address);
      await email.fill("not-an-email");
      await email.blur();
      await expect(main.getByText(s.errors.email)).toBeVisible();
      await email.fill("bilgi@example.com");
      await main.getByLabel(s.fields.exchange_rate).fill(rate.typed);
      await main.getByLabel(s.fields.store_name).fill(storeName);
      // One more bank account in a row the button adds.
      const rows = await main.locator('input[name$="].iban"]').count();
      await main.getByRole("button", { name: s.fields.addBankRow }).click();
      await main.locator(`input[name="bank_accounts[${rows}].bank"]`).fill(account.bank);
      await main.locator(`input[name="bank_accounts[${rows}].iban"]`).fill(account.iban);
      await main.getByRole("button", { name: s.save }).click();
      await expect(
        page.getByRole("status").filter({ hasText: s.toast.settingsSaved }),
      ).toBeVisible();
      await expect(main.getByLabel(s.fields.exchange_rate)).toHaveValue(rate.typed);
      // The two empty rows were dropped: the new account follows the others.
      await expect(main.locator(`input[name="bank_accounts[${rows - 2}].bank"]`)).toHaveValue(
        account.bank,
      );
      await expect(main.locator(`input[name="bank_accounts[${rows - 2}].iban"]`)).toHaveValue(
        account.shown,
      );

      const { href, tl } = await firstProduct(page, at);
      await expect(page.locator("header")).toContainText(storeName);
      // The currency switch: every price in USD, ceil(TL / the new rate).
      await page.goto(`${href}?currency=usd`);
      await expect(page.locator("main .product-price strong")).toHaveText(
        new RegExp(`^\\$${Math.ceil(tl / rate.value)}(\\.00)?$`),
      );
    });

    test("the admin sets the KDV rate: a wrong one is told at once, the cart shows the new one", async ({
      page,
      browser,
    }) => {
      // Decision 070: a rate with a decimal, as each language writes it.
      const vat =
        lang === "tr" ? { typed: "8,5", label: "KDV (%8,5)" } : { typed: "10", label: "VAT (10%)" };
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/settings"));
      const main = page.locator("main");
      await hydrated(page);
      const field = main.getByLabel(s.fields.vat_rate);
      await field.fill("120");
      await field.blur();
      await expect(main.getByText(s.errors.vatRate)).toBeVisible();
      await field.fill(vat.typed);
      await page.screenshot({ path: test.info().outputPath(`kdv-settings-${lang}-1280.png`) });
      await main.getByRole("button", { name: s.save }).click();
      await expect(
        page.getByRole("status").filter({ hasText: s.toast.settingsSaved }),
      ).toBeVisible();
      await expect(main.getByLabel(s.fields.vat_rate)).toHaveValue(vat.typed);

      // A shopper's cart, on a phone: the KDV line at the new rate.
      const { href } = await firstProduct(page, at);
      const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const shopper = await visitor.newPage();
      await shopper.goto(href);
      await hydrated(shopper);
      await shopper
        .locator("form.add-to-cart")
        .getByRole("button", { name: (lang === "tr" ? catalogTr : catalogEn).addToCart })
        .click();
      // The badge counts the line at once; the line stops pending once the server has it.
      await expect(shopper.locator("#mini-cart .mini-cart-line:not(.is-pending)")).toHaveCount(1);
      await shopper.goto(at("/cart"));
      const totals = shopper.locator(".cart-totals");
      await expect(totals).toContainText(vat.label);
      await totals.scrollIntoViewIfNeeded();
      await shopper.screenshot({ path: test.info().outputPath(`kdv-cart-${lang}-390.png`) });
      await visitor.close();
    });

    test("the admin uploads a pop-up picture and turns it on: a fresh visitor sees it", async ({
      page,
      browser,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/popUp"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
      const main = page.locator("main");
      await main.getByLabel(p.image).setInputFiles({
        name: "kampanya.jpg",
        mimeType: "image/jpeg",
        buffer: await jpeg(lang === "tr" ? "#2a7" : "#a27"),
      });
      await expect(main.getByLabel(p.url)).toHaveAttribute("placeholder", "/shop");
      await main.getByLabel(p.url).fill("/blog");
      await main.getByLabel(p.status).check();
      await main.getByRole("button", { name: p.save }).click();
      await expect(
        page.getByRole("status").filter({ hasText: p.toast.popupImageSaved }),
      ).toBeVisible();
      const src = (await main.locator(".popup-preview img").getAttribute("src"))!;
      expect(src).toMatch(/\.webp$/);

      // A visitor who never saw a pop-up: it opens a few seconds after the page.
      const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const shopper = await visitor.newPage();
      await shopper.goto(at("/"));
      const dialog = shopper.getByRole("dialog");
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.locator("img")).toHaveAttribute("src", src);
      await expect(dialog.locator("a")).toHaveAttribute("href", at("/blog"));
      await dialog.getByRole("button").first().click();
      await expect(dialog).toBeHidden();
      // Closed: it stays away for days in this browser, unless the admin changes it: then it is a
      // new pop-up, shown again.
      await main.getByLabel(p.url).fill("/shop");
      await main.getByRole("button", { name: p.save }).click();
      await expect(page.getByRole("status").filter({ hasText: p.toast.popupSaved })).toBeVisible();
      await shopper.goto(at("/"));
      await expect(shopper.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
      await expect(shopper.getByRole("dialog").locator("a")).toHaveAttribute("href", at("/shop"));
      await visitor.close();
    });
  });
}

test.describe("settings and pop-up dashboards without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const { t } = LANGS[0];

  test("a mistake keeps what was typed; the fix saves; the pop-up form posts its picture", async ({
    page,
    errors,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto("/dashboard/settings");
    const main = page.locator("main");
    await main.getByLabel(pageTexts.tr.settings.fields.exchange_rate).fill("sıfır");
    await main.getByLabel(pageTexts.tr.settings.fields.store_name).fill("Düz Form Taş");
    await main.getByRole("button", { name: pageTexts.tr.settings.save }).click();
    await expect(main.getByText(pageTexts.tr.settings.errors.rate)).toBeVisible();
    await expect(main.getByRole("alert")).toHaveText(
      fmt(pageTexts.tr.settings.errors.summary, { n: 1 }),
    );
    await expect(main.getByLabel(pageTexts.tr.settings.fields.store_name)).toHaveValue(
      "Düz Form Taş",
    );
    forgive(errors, 400);
    await main.getByLabel(pageTexts.tr.settings.fields.exchange_rate).fill("39,75");
    await main.getByRole("button", { name: pageTexts.tr.settings.save }).click();
    await expect(
      page.getByRole("status").filter({ hasText: pageTexts.tr.settings.toast.settingsSaved }),
    ).toBeVisible();
    await expect(page.locator("header")).toContainText("Düz Form Taş");

    await page.goto("/dashboard/popUp");
    await main.getByLabel(t.popup.image).setInputFiles({
      name: "duz.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg("#357"),
    });
    await main.getByLabel(t.popup.url).fill("javascript:alert(1)");
    await main.getByRole("button", { name: t.popup.save }).click();
    // Said at the top (on a phone the field is below the picture) and at the field.
    await expect(main.getByRole("alert")).toHaveText(t.popup.errors.url);
    await expect(main.locator(".field-errors")).toHaveText(t.popup.errors.url);
    await expect(main.getByLabel(t.popup.url)).toHaveValue("javascript:alert(1)");
    forgive(errors, 400);
    await main.getByLabel(t.popup.image).setInputFiles({
      name: "duz.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg("#357"),
    });
    await main.getByLabel(t.popup.url).fill("/about");
    await main.getByRole("button", { name: t.popup.save }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t.popup.toast.popupImageSaved }),
    ).toBeVisible();
    await expect(main.locator(".popup-preview img")).toHaveAttribute("src", /\.webp$/);
    await expect(main.getByLabel(t.popup.url)).toHaveValue("/about");
  });
});

for (const { lang, at } of LANGS) {
  for (const js of [true, false]) {
    test.describe(`settings and pop-up axe ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });

      for (const path of ["/dashboard/settings", "/dashboard/popUp"]) {
        test(at(path), async ({ page, browser }) => {
          await signIn(page, DEMO.admin);
          const response = await page.goto(at(path));
          expect(response?.status()).toBe(200);
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          if (js) {
            await hydrated(page);
            expect(await axeFindings(page)).toEqual([]);
          } else {
            await expectAccessibleWithoutScripts(page, browser);
          }
        });
      }
    });
  }
}
