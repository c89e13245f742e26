import type { Locator, Page } from "@playwright/test";
import { fmt } from "~/lib/i18n";
import { DEMO, LANGS, signIn } from "./dashboard";
import { keyboardSensorListening } from "./drag";
import { expect, test } from "./fixtures";

/**
 * The slider and carousel dashboards with JavaScript on, in Turkish and English: dragging a slide
 * and a carousel product into order with the mouse and the keyboard (saved at once: a reload
 * shows it), and adding a carousel product by searching and clicking; without JavaScript, the
 * up/down buttons. The server is this file's own: the orders it changes stay here.
 */

const sliderTitles = (page: Page) => page.locator("main .slider-list > li .slider-item-title");
const carouselNames = (page: Page) =>
  page.locator("main .carousel-list > li .carousel-name strong");

/** Drags `handle` with the mouse onto `target`'s place, as a person does, in small steps. */
async function drag(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Lifts the item with the space bar, moves it one place down and drops it. Each key waits for
 * dnd-kit's own announcement of the last one, and the arrow for the sensor to listen: an arrow
 * pressed before that (a busy machine) moves nothing, so the drop would save no new order.
 */
async function keyboardDown(handle: Locator, announce: { picked: string; over: string }) {
  const live = handle.page().locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await handle.press("Space");
  await expect(live).toHaveText(fmt(announce.picked, { n: 1 }));
  await keyboardSensorListening(handle.page());
  await handle.press("ArrowDown");
  await expect(live).toHaveText(fmt(announce.over, { n: 2 }));
  await handle.press("Space");
}

for (const { lang, at, t } of LANGS) {
  const s = t.sliders;
  const c = t.carousel;

  test.describe(`slider and carousel dashboards with JavaScript (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("drags a slide into order with the mouse and the keyboard, saved at once", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/sliders"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title);
      const before = await sliderTitles(page).allTextContents();
      expect(before.length).toBeGreaterThanOrEqual(2);

      const first = page.getByRole("button", { name: fmt(s.dragHandle, { title: before[0]! }) });
      await drag(page, first, page.locator("main .slider-list > li").nth(1));
      await expect(page.getByRole("status").filter({ hasText: s.orderSaved })).toBeVisible();
      const dragged = [before[1]!, before[0]!, ...before.slice(2)];
      await expect(sliderTitles(page)).toHaveText(dragged);
      await page.reload();
      await expect(sliderTitles(page)).toHaveText(dragged);

      await keyboardDown(
        page.getByRole("button", { name: fmt(s.dragHandle, { title: dragged[0]! }) }),
        s.announce,
      );
      await expect(page.getByRole("status").filter({ hasText: s.orderSaved })).toBeVisible();
      await page.reload();
      await expect(sliderTitles(page)).toHaveText(before);
    });

    test("deletes a slide after the browser's confirmation", async ({ page }) => {
      // One slide per language: the demo's inactive one in Turkish, then the first in English.
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/sliders"));
      const titles = await sliderTitles(page).allTextContents();
      const victim = lang === "tr" ? sliderTitles(page).nth(3) : sliderTitles(page).first();
      const title = (await victim.textContent())!;
      await victim.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.editTitle);
      let asked = "";
      page.once("dialog", async (dialog) => {
        asked = dialog.message();
        await dialog.dismiss();
      });
      await page.locator("main").getByRole("link", { name: s.delete }).click();
      await expect.poll(() => asked).toBe(s.deleteConfirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.editTitle);
      page.once("dialog", (dialog) => dialog.accept());
      await page.locator("main").getByRole("link", { name: s.delete }).click();
      await expect(
        page.getByRole("status").filter({ hasText: s.toast.sliderDeleted }),
      ).toBeVisible();
      await expect(sliderTitles(page)).toHaveText(titles.filter((t) => t !== title));
    });

    test("adds a carousel product by searching and clicking, and drags it into order", async ({
      page,
    }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/carousel"));
      await expect(page.getByText(c.hint)).toBeVisible();
      const before = await carouselNames(page).allTextContents();

      const term = lang === "tr" ? "Akik" : "Lapis";
      await page.locator("main").getByPlaceholder(c.search, { exact: true }).fill(term);
      const offered = page.locator("main .carousel-matches > li").filter({
        has: page.locator("button", { hasText: c.add }),
      });
      // The search's answer, not the list the page came with: that one is replaced when the
      // answer comes, and a button picked from it would be gone before the click.
      await expect(offered.first().locator(".carousel-name strong")).toContainText(term, {
        ignoreCase: true,
      });
      const name = (await offered.first().locator(".carousel-name strong").textContent())!;
      await page.getByRole("button", { name: fmt(c.addLabel, { name }) }).click();
      await expect(carouselNames(page).last()).toHaveText(name);
      await expect(page.getByRole("status").filter({ hasText: c.saved })).toBeVisible();
      await page.reload();
      await expect(carouselNames(page)).toHaveText([...before, name]);

      // The first one down with the keyboard, then back up with the mouse.
      const all = [...before, name];
      const swapped = [all[1]!, all[0]!, ...all.slice(2)];
      await keyboardDown(
        page.getByRole("button", { name: fmt(c.dragHandle, { name: all[0]! }) }),
        c.announce,
      );
      await expect(carouselNames(page)).toHaveText(swapped);
      await expect(page.getByRole("status").filter({ hasText: c.saved })).toBeVisible();
      await page.reload();
      await expect(carouselNames(page)).toHaveText(swapped);

      await drag(
        page,
        page.getByRole("button", { name: fmt(c.dragHandle, { name: all[0]! }) }),
        page.locator("main .carousel-list > li").first(),
      );
      await expect(carouselNames(page)).toHaveText(all);
      await expect(page.getByRole("status").filter({ hasText: c.saved })).toBeVisible();
      await page.reload();
      await expect(carouselNames(page)).toHaveText(all);

      await page.getByRole("button", { name: fmt(c.removeLabel, { name }) }).click();
      await expect(carouselNames(page)).toHaveText(before);
      await page.reload();
      await expect(carouselNames(page)).toHaveText(before);
    });
  });

  test.describe(`slider and carousel dashboards without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

    test("moves a slide and a carousel product with the up and down buttons", async ({ page }) => {
      await signIn(page, DEMO.admin);
      await page.goto(at("/dashboard/sliders"));
      const before = await sliderTitles(page).allTextContents();
      await page
        .locator("main .slider-list > li")
        .nth(1)
        .getByRole("button", { name: s.moveUp })
        .click();
      await expect(page.getByText(s.toast.sliderMoved)).toBeVisible();
      await expect(sliderTitles(page)).toHaveText([before[1]!, before[0]!, ...before.slice(2)]);
      await page
        .locator("main .slider-list > li")
        .nth(0)
        .getByRole("button", { name: s.moveDown })
        .click();
      await expect(sliderTitles(page)).toHaveText(before);

      await page.goto(at("/dashboard/carousel"));
      const names = await carouselNames(page).allTextContents();
      await page
        .locator("main .carousel-list > li")
        .nth(0)
        .getByRole("button", { name: c.moveDown })
        .click();
      await expect(page.getByText(c.toast.carouselMoved)).toBeVisible();
      await expect(carouselNames(page)).toHaveText([names[1]!, names[0]!, ...names.slice(2)]);
      await page
        .locator("main .carousel-list > li")
        .nth(1)
        .getByRole("button", { name: c.moveUp })
        .click();
      await expect(carouselNames(page)).toHaveText(names);
    });
  });
}
