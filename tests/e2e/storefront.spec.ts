import { expect, test } from "./fixtures";

for (const js of [true, false]) {
  test.describe(`storefront ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js, viewport: { width: 1280, height: 900 } });

    test("home → shop → filter → product → English → USD", async ({ page, errors }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "tr");
      await expect(page.getByRole("heading", { name: "Ürünlerimiz" })).toBeVisible();
      // The pop-up opens only with JavaScript and closes on a click outside it.
      if (js) {
        const popup = page.getByRole("dialog");
        await expect(popup).toBeVisible();
        await page.mouse.click(5, 5);
        await expect(popup).toBeHidden();
      } else {
        await expect(page.getByRole("dialog")).toHaveCount(0);
      }

      await page
        .locator(".home-products")
        .getByRole("link", { name: "Tüm Ürünleri İncele" })
        .click();
      await expect(page).toHaveURL(/\/shop$/);
      const all = await page.locator(".result-count").innerText();

      await page.getByRole("group", { name: "Kategoriler" }).getByLabel("Kolye").check();
      if (!js) await page.getByRole("button", { name: "Filtrele" }).click();
      await expect(page).toHaveURL(/types=necklace/);
      await expect(page.locator(".result-count")).not.toHaveText(all);
      const first = (
        await page.locator(".product-grid .product-card h3").first().innerText()
      ).trim();

      await page.locator(".product-grid .product-card-link").first().click();
      await expect(page).toHaveURL(/\/product\//);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
      await expect(page.locator(".product-price strong")).toHaveText(/TL$/);

      await page.getByRole("navigation", { name: "Dil" }).getByRole("link", { name: "EN" }).click();
      await expect(page).toHaveURL(/\/en\/product\//);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();

      await page
        .getByRole("navigation", { name: "Currency" })
        .getByRole("link", { name: "USD" })
        .click();
      await expect(page.locator(".product-price strong")).toHaveText(/^\$\d/);
      // The choice is remembered: the shop shows dollars too.
      await page.locator(".main-nav").getByRole("link", { name: "Shop", exact: true }).click();
      await expect(page).toHaveURL(/\/en\/shop$/);
      await expect(page.locator(".product-grid .price strong").first()).toHaveText(/^\$\d/);
      expect(errors).toEqual([]);
    });
  });
}

test.describe("storefront enhancements with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the slider answers the arrow keys, loops and autoplays", async ({ page, errors }) => {
    await page.goto("/");
    await page.getByRole("dialog").getByRole("button").first().click();
    const slider = page.locator(".slider");
    const dots = slider.locator(".dot");
    await expect(dots).toHaveCount(3);
    await dots.first().click();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
    // Autoplay resumes once the pointer and focus leave, and moves on within about 4 s.
    await page.mouse.click(5, 890);
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 6_000 });
    expect(errors).toEqual([]);
  });

  test("#usd in the address switches the prices to dollars and is remembered", async ({
    page,
    errors,
  }) => {
    await page.goto("/shop#usd");
    await expect(page.locator(".product-grid .price strong").first()).toHaveText(/^\$\d/);
    await expect(page).toHaveURL(/\/shop$/);
    await page.goto("/shop");
    await expect(page.locator(".product-grid .price strong").first()).toHaveText(/^\$\d/);
    await page.goto("/shop#try");
    await expect(page.locator(".product-grid .price strong").first()).toHaveText(/TL$/);
    expect(errors).toEqual([]);
  });
});
