import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";

/** WCAG 2.0 and 2.1 A and AA, and axe's best practices, every impact. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * Each element axe-core finds at fault on the page, with the rule it breaks. Only the faults are
 * asked for in full: the elements that pass each rule, which nothing here reads, took a third of
 * axe's time to gather.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${v.help}`),
  );
}

/**
 * axe is JavaScript: it cannot run in a page that has none. The page exactly as a browser without
 * JavaScript drew it is copied, its scripts removed, into a scripted tab at the same address (so
 * that its images and links resolve the same), and checked there.
 */
export async function expectAccessibleWithoutScripts(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const url = page.url();
  // Explicitly on: Playwright Test hands the file's options (JavaScript off) to new contexts too.
  const context = await browser.newContext({
    viewport: page.viewportSize(),
    javaScriptEnabled: true,
  });
  try {
    const copy = await context.newPage();
    await copy.route(
      (u) => u.href === url,
      (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(url);
    expect(await copy.locator("script").count()).toBe(0);
    expect(await axeFindings(copy)).toEqual([]);
  } finally {
    await context.close();
  }
}
