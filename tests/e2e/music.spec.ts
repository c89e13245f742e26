import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../helpers/chromium";
import { axeFindings, expectAccessibleWithoutScripts } from "./axe";
import { expect, hydrated, test } from "./fixtures";

/**
 * The music page (/takilarintinisi, issue [12]) in Chromium: with JavaScript, the page's
 * Pause/Play control tells the truth about the audio element whatever the browser's autoplay
 * policy decided, and a pause is remembered; without it, the browser's own player and the title.
 */
const TR = { play: "Müziği çal", pause: "Müziği duraklat" };

test.describe("the music page with JavaScript", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("its control matches the audio and pauses it, and the pause is remembered", async ({
    page,
    errors,
  }) => {
    await page.goto("/takilarintinisi");
    const player = page.locator(".music-player");
    const audio = page.locator("main audio");
    await expect(player).not.toHaveAttribute("data-state", "static");
    // Autoplay allowed or refused: the state shown agrees with the element.
    await expect(async () => {
      const state = await player.getAttribute("data-state");
      const paused = await audio.evaluate((a: HTMLAudioElement) => a.paused);
      expect(state === "playing").toBe(!paused);
    }).toPass();
    const state = await player.getAttribute("data-state");
    const status = page.getByRole("status").filter({ hasText: /müzik|tarayıcı/i });
    if (state === "waiting") {
      await expect(status).toHaveText(
        "Tarayıcınız müziği başlatmak için bir dokunuşunuzu bekliyor.",
      );
    }
    // The control is the first focusable thing in the page's content.
    const first = await page.evaluate(
      () => document.querySelector("main")!.querySelector("button, a, audio")!.className,
    );
    expect(first).toContain("music-toggle");

    if (state !== "playing") await page.getByRole("button", { name: TR.play }).click();
    await expect(player).toHaveAttribute("data-state", "playing");
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
    await expect(status).toHaveText("Müzik çalıyor.");

    await page.getByRole("button", { name: TR.pause }).click();
    await expect(player).toHaveAttribute("data-state", "paused");
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await expect(status).toHaveText("Müzik duraklatıldı.");

    // Remembered: the next visit does not start the music, though the page tried the first time.
    await page.reload();
    await expect(player).toHaveAttribute("data-state", "paused");
    await page.waitForTimeout(1000);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await expect(page.getByRole("button", { name: TR.play })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("English: the title and the control in English", async ({ page }) => {
    await page.goto("/en/takilarintinisi");
    await expect(page.locator("main h1")).toHaveText("The Sound of Our Jewellery");
    await expect(page.getByRole("button", { name: /^(Play|Pause) the music$/ })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe("the music page where the browser allows autoplay", () => {
  // Its own Chromium: the autoplay policy is a launch flag (Playwright's launch options force a
  // worker of their own, with a second server).
  test("plays at once; once paused, the next visit stays silent", async ({ server }) => {
    const browser = await chromium.launch({
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_FLAGS, "--autoplay-policy=no-user-gesture-required"],
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      page.on("console", (m) => {
        if (m.type() === "error") errors.push(m.text());
      });
      const open = async () => {
        await page.goto(server.url + "/takilarintinisi");
        await hydrated(page);
      };
      await open();
      const player = page.locator(".music-player");
      const audio = page.locator("main audio");
      await expect(player).toHaveAttribute("data-state", "playing");
      await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(false);
      await page.getByRole("button", { name: TR.pause }).click();
      await expect(player).toHaveAttribute("data-state", "paused");
      expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);

      // The autoplay attribute is in the page's HTML: the remembered pause has to win over it.
      await page.reload();
      await hydrated(page);
      await expect(player).toHaveAttribute("data-state", "paused");
      await page.waitForTimeout(1500);
      expect(await audio.evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
      await expect(player).toHaveAttribute("data-state", "paused");

      // Play again: the memory is cleared, and the next visit plays by itself.
      await page.getByRole("button", { name: TR.play }).click();
      await expect(player).toHaveAttribute("data-state", "playing");
      await open();
      await expect(player).toHaveAttribute("data-state", "playing");
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

test.describe("the music page without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("has the browser's own player with its controls, and the title", async ({
    page,
    browser,
  }) => {
    for (const [path, title] of [
      ["/takilarintinisi", "Takıların Tınısı"],
      ["/en/takilarintinisi", "The Sound of Our Jewellery"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("main h1")).toHaveText(title);
      const audio = page.locator("main audio");
      await expect(audio).toHaveAttribute("controls", "");
      await expect(audio).toHaveAttribute("src", "/music/takilarin-tinisi.mp3");
      await expect(audio).toBeVisible();
      // Our button needs JavaScript: without it, the browser's controls are the pause control.
      await expect(page.locator(".music-toggle")).toHaveCount(0);
      await expectAccessibleWithoutScripts(page, browser);
    }
  });
});
