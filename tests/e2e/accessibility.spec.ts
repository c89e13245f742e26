import type { APIRequestContext, Page } from "@playwright/test";
import { axeFindings, expectAccessibleWithoutScripts } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * axe-core on every storefront page, the auth pages, the cart and the checkout steps, in Turkish
 * and English: WCAG 2.0 and 2.1 A and AA, and axe's best practices, every impact. A failure lists
 * each offending element with the rule it breaks.
 */

async function expectAccessible(page: Page) {
  await hydrated(page);
  expect(await axeFindings(page)).toEqual([]);
}

/** Chromium logs a page answered with an error status as a console error; here it is expected. */
function forgive(errors: string[], status: number) {
  const expected = `the server responded with a status of ${status}`;
  errors.splice(0, errors.length, ...errors.filter((e) => !e.includes(expected)));
}

/** The demo's ARW144: a gallery, variants, products that go with it and reviews. */
const RICH_PRODUCT = "/product/inci-damla-kolye-arw144";

const PAGES: { name: string; path: string; status?: number }[] = [
  { name: "home", path: "/" },
  { name: "shop", path: "/shop" },
  { name: "shop search", path: "/shop?q=kolye" },
  { name: "category", path: "/shop/category/kadin" },
  { name: "brand", path: "/shop/brand/anadolu-taslari" },
  { name: "brands", path: "/brands" },
  { name: "slider", path: "/slider" },
  { name: "carousel", path: "/carousel" },
  { name: "product", path: RICH_PRODUCT },
  { name: "blog", path: "/blog" },
  { name: "blog note", path: "/blog/note/gumus-takilarin-bakimi" },
  { name: "info list", path: "/info" },
  { name: "info page", path: "/info/kvkk" },
  { name: "about", path: "/about" },
  { name: "story", path: "/story" },
  { name: "contact", path: "/contact" },
  { name: "sell", path: "/sell" },
  { name: "favorites (none)", path: "/favorites" },
  { name: "not found", path: "/no-such-page", status: 404 },
  { name: "login", path: "/login" },
  { name: "register", path: "/register" },
  { name: "forgot password", path: "/forgot-password" },
  { name: "outside sign-in", path: "/auth/success" },
  { name: "reset password, bad token", path: "/reset-password/not-a-real-token", status: 400 },
  { name: "cart (empty)", path: "/cart" },
];

const LANGS = [
  { lang: "tr", at: (path: string) => path },
  { lang: "en", at: (path: string) => (path === "/" ? "/en" : `/en${path}`) },
];

async function addToCart(page: Page, at: (path: string) => string) {
  await page.goto(at(RICH_PRODUCT));
  await page.locator("main form.add-to-cart button[type=submit]").click();
  await expect(page.locator("#mini-cart .mini-cart-line:not(.is-pending)")).toHaveCount(1);
}

/** A new member with one favourite, signed in in this page's browser (the API sets the cookie). */
async function memberWithFavorite(request: APIRequestContext) {
  const email = `a11y.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: "a11y-pass-1", firstName: "Ada", lastName: "Yılmaz" },
  });
  expect(registered.status()).toBe(201);
  const list = await request.get("/api/product?limit=5");
  const { products } = (await list.json()) as { products: { _id: string }[] };
  const added = await request.post("/api/favorite/add", {
    data: { favorites: [products[0]!._id] },
  });
  expect(added.ok()).toBe(true);
}

for (const { lang, at } of LANGS) {
  test.describe(`axe with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    for (const { name, path, status } of PAGES) {
      test(`${name}: ${at(path)}`, async ({ page, errors }) => {
        const response = await page.goto(at(path));
        expect(response?.status()).toBe(status ?? 200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectAccessible(page);
        if (status) forgive(errors, status);
      });
    }

    test("the login page with its field errors", async ({ page }) => {
      await page.goto(at("/login"));
      await page.locator("main form button[type=submit]").first().click();
      await expect(page.locator("main [aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page);
    });

    test("favorites with a product", async ({ page }) => {
      await memberWithFavorite(page.request);
      await page.goto(at("/favorites"));
      await expect(page.locator("main .product-card")).toHaveCount(1);
      await expectAccessible(page);
    });

    test("the mini-cart, open with a line", async ({ page }) => {
      await addToCart(page, at);
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectAccessible(page);
    });

    test("the cart with a product, then checkout, delivery and payment", async ({ page }) => {
      await addToCart(page, at);
      await page.goto(at("/cart"));
      await expect(page.locator("main tr.cart-line")).toHaveCount(1);
      await expectAccessible(page);

      // A guest's checkout: the sign-in page, the way on without an account first.
      await page.goto(at("/checkout"));
      await expect(page).toHaveURL(new RegExp(`${at("/login")}\\?checkout=1&redirectTo=`));
      await expect(page.locator(".guest-checkout .button")).toBeVisible();
      await expectAccessible(page);

      await page.goto(at("/delivery"));
      const form = page.locator("form#delivery");
      await expectAccessible(page);
      // The form with every error shown.
      await form.locator("button[type=submit]").click();
      await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
      await expectAccessible(page);

      await form.locator("[name=firstName]").fill("Mert");
      await form.locator("[name=lastName]").fill("Aydın");
      await form.locator("[name=phone]").fill("0533 765 43 21");
      await form.locator("[name=email]").fill(`mert.${Date.now()}@example.com`);
      await form.locator("[name=country]").selectOption({ index: 1 });
      await form.locator("[name=city]").fill("Ankara");
      await form.locator("[name=district]").fill("Çankaya");
      await form.locator("[name=zipCode]").fill("06420");
      await form.locator("[name=address]").fill("Atatürk Bulvarı 100");
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(new RegExp(`${at("/payment")}$`));
      await expectAccessible(page);
      // The bank transfer choice shows the shop's accounts.
      await page.locator("main .pay-method").nth(1).click();
      await expect(page.locator("main .pay-method .iban").first()).toBeVisible();
      await expectAccessible(page);
    });

    test.describe("a browser that has not seen the pop-up", () => {
      test.use({ popup: "due" });

      test("the promotional pop-up, open", async ({ page }) => {
        await page.goto(at("/"));
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectAccessible(page);
      });
    });
  });
}

const KEY_PAGES = ["/", "/shop", RICH_PRODUCT, "/login", "/register", "/cart", "/contact"];

for (const { lang, at } of LANGS) {
  test.describe(`axe without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

    for (const path of KEY_PAGES) {
      test(at(path), async ({ page, browser }) => {
        await page.goto(at(path));
        await expect(page.locator("main")).toBeVisible();
        await expectAccessibleWithoutScripts(page, browser);
      });
    }

    test("the cart with a product, added by a plain form post", async ({ page, browser }) => {
      await page.goto(at(RICH_PRODUCT));
      await page.locator("main form.add-to-cart button[type=submit]").click();
      await page.goto(at("/cart"));
      await expect(page.locator("main tr.cart-line")).toHaveCount(1);
      await expectAccessibleWithoutScripts(page, browser);
    });
  });
}
