import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The shop with a keyboard only: every control reachable with Tab and usable with Enter, Space,
 * the arrow keys and Escape; focus always visible; the pop-up and the mini-cart keep focus inside
 * while open and give it back on close.
 */

const RICH_PRODUCT = "/product/inci-damla-kolye-arw144";

/** What has focus, described for a failure message: tag, name and classes. */
function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "body";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 30) ?? "";
    return `${el.tagName.toLowerCase()}.${el.className} “${name}”`;
  });
}

/** Presses Tab (or `key`) until `target` has focus; fails if it takes more than `max` presses. */
async function tabTo(page: Page, target: Locator, max = 120, key = "Tab") {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}; focus ended on ${await describeFocus(page)}`);
}

/** Whether the focused element is on screen and drawn with a focus ring (outline or shadow). */
function focusIsVisible(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    return box.width > 0 && box.height > 0 && (outline || style.boxShadow !== "none");
  });
}

const inside = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

test.describe("keyboard", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ["/", "/shop", RICH_PRODUCT, "/cart", "/login", "/en/contact"]) {
    test(`every Tab stop on ${path} shows where focus is`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      const seen: string[] = [];
      const hidden: string[] = [];
      // Round the whole page: until focus comes back to the first stop (or 150 stops).
      for (let i = 0; i < 150; i++) {
        await page.keyboard.press("Tab");
        const here = await describeFocus(page);
        // Past the last stop focus leaves the page (the browser's own controls), or wraps.
        if (here === "body" || here === seen[0]) break;
        seen.push(here);
        if (!(await focusIsVisible(page))) hidden.push(here);
      }
      expect(seen.length).toBeGreaterThan(5);
      expect(hidden).toEqual([]);
    });
  }

  test("the skip link goes straight to the page's content", async ({ page }) => {
    await page.goto("/shop");
    await page.keyboard.press("Tab");
    await expect(page.locator(".skip-link")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    // The next Tab lands inside the page's content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.locator("main").evaluate((m) => m.contains(document.activeElement))).toBe(
      true,
    );
  });

  test("the slider: pause, next, previous and a slide's link, by keyboard", async ({ page }) => {
    await page.goto("/");
    const slider = page.locator(".slider");
    const dots = slider.locator(".dot");
    await expect(dots).toHaveCount(3);

    const pause = slider.getByRole("button", { name: "Slaytları durdur" });
    await tabTo(page, pause);
    await page.keyboard.press("Enter");
    await expect(slider.getByRole("button", { name: "Slaytları oynat" })).toBeFocused();

    // On a loaded machine the slides may have moved on before the pause: "previous" is counted
    // from the slide in view when they stopped.
    const shown = await dots.evaluateAll((all) =>
      all.findIndex((d) => d.getAttribute("aria-current") === "true"),
    );
    expect(shown).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "Önceki" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dots.nth((shown + 2) % 3)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(slider.getByRole("button", { name: "Slayt 2" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowRight");
    await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
    await tabTo(page, slider.getByRole("button", { name: "Sonraki" }), 3);
    await page.keyboard.press("Enter");
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");

    // Only the slide in view has a link Tab can reach, and Enter follows it.
    const link = slider.locator(".slide").nth(0).getByRole("link");
    await tabTo(page, link, 8, "Shift+Tab");
    const href = await link.getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, "\\?")}$`));
  });

  test("the carousel pages by keyboard, and a card reached by Tab is in view", async ({ page }) => {
    await page.goto("/");
    const carousel = page.locator(".carousel").first();
    const track = carousel.locator(".carousel-track");
    const next = carousel.getByRole("button", { name: "Sonraki" });
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeGreaterThan(0);
    const paged = await track.evaluate((t) => t.scrollLeft);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => track.evaluate((t) => t.scrollLeft)).toBeLessThan(paged);

    // Tab through the cards: each card's link, once focused, is inside the strip's view.
    const links = track.locator(".product-card-link");
    const last = links.last();
    await track.evaluate((t) => t.scrollTo({ left: 0, behavior: "instant" }));
    await links.first().focus();
    await tabTo(page, last, 40);
    await expect(last).toBeInViewport();
  });

  test("the shop's filters, with the keyboard only", async ({ page }) => {
    await page.goto("/shop");
    const necklace = page.getByRole("group", { name: "Kategoriler" }).getByLabel("Kolye");
    await tabTo(page, necklace);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/types=necklace/);
    await expect(necklace).toBeChecked();
    const clear = page.locator("main").getByRole("link", { name: "Temizle" });
    await tabTo(page, clear);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("the mini-cart keeps focus inside and gives it back", async ({ page }) => {
    await page.goto(RICH_PRODUCT);
    const add = page.locator("main form.add-to-cart button[type=submit]");
    await tabTo(page, add);
    await page.keyboard.press("Enter");

    const dialog = page.getByRole("dialog", { name: "Sepetim" });
    await expect(dialog.locator(".mini-cart-line:not(.is-pending)")).toHaveCount(1);
    // Focus starts on the first control (close) and Tab, forwards or back, never leaves.
    await expect(dialog.getByRole("button", { name: "Kapat" })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await inside(dialog), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await inside(dialog), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Back on the product page's button, which now removes the product again.
    await expect(page.locator("main .add-to-cart-box button[type=submit]")).toBeFocused();

    // Opened from the header's cart link, it gives focus back to that link.
    const cartLink = page.locator("header [aria-controls=mini-cart]");
    await tabTo(page, cartLink);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Kapat" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(cartLink).toBeFocused();
  });

  test.describe("a browser that has not seen the pop-up", () => {
    test.use({ popup: "due" });

    test("the pop-up keeps focus inside and gives it back", async ({ page }) => {
      await page.goto("/en");
      // A shopper already on the search box when it opens.
      const search = page.getByRole("searchbox").first();
      await tabTo(page, search);
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
        expect(await inside(dialog)).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(search).toBeFocused();
    });
  });
});
