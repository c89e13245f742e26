import type { Page } from "@playwright/test";
import { DEMO } from "../helpers/demo-visits";
import { signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * iyzico's card form inside the payment page, which lives on across client-side navigations.
 * iyzico's form content does nothing in a page where an earlier form left `iyziInit`: each of
 * these starts the form a second time in the same page and pays through it. The emulator serves
 * the form's files from a second origin, as iyzico's static host does, so a policy that blocks
 * them shows here (the fixture fails a test on the console error a blocked file leaves).
 */
test.use({ javaScriptEnabled: true, viewport: { width: 390, height: 844 } });

const CARDS = { ok: "5528 7900 0000 0008", noFunds: "4111 1111 1111 1129" };

/** The member's cart with one product, then the payment step reached by the cart's link. */
async function toPayment(page: Page) {
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Ödemeye Geç" })).toBeVisible();
  await main.getByRole("link", { name: "Ödemeye Geç" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await main.getByLabel(/okudum, kabul ediyorum/).check();
  await main.getByRole("button", { name: "Siparişi onayla ve kartla öde" }).click();
  const form = page.frameLocator("#iyzipay-checkout-form iframe");
  await expect(form.getByLabel("Kart numarası")).toBeVisible();
  // Laid out by the form's own stylesheet, in its own font, both from iyzico's static host.
  await expect(page.locator("#iyzipay-checkout-form iframe")).toHaveCSS("border-style", "none");
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('16px "iyzico emulator"')))
    .toBe(true);
  return form;
}

async function pay(page: Page, card: string) {
  const form = page.frameLocator("#iyzipay-checkout-form iframe");
  await form.getByLabel("Kart üzerindeki isim").fill("Deniz Kaya");
  await form.getByLabel("Kart numarası").fill(card);
  await form.getByLabel(/Son kullanma/).fill("12/30");
  await form.getByLabel(/Güvenlik kodu/).fill("123");
  await form.getByRole("button", { name: /^Öde/ }).click();
}

test.beforeEach(async ({ page, request }) => {
  await signIn(page, DEMO.member);
  const res = await request.get("/api/product?limit=50");
  const { products } = (await res.json()) as { products: { slug: string; inventory: number }[] };
  await page.goto(`/product/${products.find((p) => p.inventory >= 3)!.slug}`);
  await page.locator("main form.add-to-cart").getByRole("button", { name: "Sepete Ekle" }).click();
  await expect(page.locator("#mini-cart .mini-cart-line:not(.is-pending)")).toHaveCount(1);
  await page.goto("/cart");
});

test("the form starts again after going back to the cart and forward", async ({ page }) => {
  await toPayment(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await toPayment(page);
  await pay(page, CARDS.ok);
  await expect(page.getByRole("heading", { name: "Teşekkür ederiz!" })).toBeVisible();
});

test("the form starts again after a declined card", async ({ page, errors }) => {
  await toPayment(page);
  await pay(page, CARDS.noFunds);
  await expect(page.getByRole("heading", { name: "Siparişiniz başarısız oldu" })).toBeVisible();
  // Chromium logs the failure page's own status as an error.
  errors.splice(0, errors.length, ...errors.filter((e) => !/status of 402/.test(e)));
  await page.locator("main").getByRole("link", { name: "Tekrar dene" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await toPayment(page);
  await pay(page, CARDS.ok);
  await expect(page.getByRole("heading", { name: "Teşekkür ederiz!" })).toBeVisible();
});

test("the form starts again after the shopper asks for a new one", async ({ page }) => {
  await toPayment(page);
  const frame = page.locator("#iyzipay-checkout-form iframe");
  const first = await frame.getAttribute("src");
  await page
    .locator("main")
    .getByRole("button", { name: /Yeni form al/ })
    .click();
  await expect(frame).not.toHaveAttribute("src", first!);
  await expect(
    page.frameLocator("#iyzipay-checkout-form iframe").getByLabel("Kart numarası"),
  ).toBeVisible();
  await pay(page, CARDS.ok);
  await expect(page.getByRole("heading", { name: "Teşekkür ederiz!" })).toBeVisible();
});
