import type { RunOptions } from "axe-core";
import { expect, type Browser, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * axe-core's own build, as its README injects it into a page: the version @axe-core/playwright
 * pins (the axe-core beside it in node_modules is Lighthouse's, a newer one with other rules).
 */
const fromAxePlaywright = createRequire(
  createRequire(import.meta.url).resolve("@axe-core/playwright"),
);
const AXE_SOURCE = readFileSync(fromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's default rules (WCAG 2.0 to 2.2 A and AA, and its best practices, every impact; not the
 * experimental ones): what these checks have always run. Only the faults are asked for in full:
 * the elements that pass each rule, which nothing here reads, took a third of axe's time to
 * gather.
 */
const OPTIONS: RunOptions = { resultTypes: ["violations"] };

/**
 * Each element axe-core finds at fault on the page, with the rule it breaks. axe runs in the
 * page itself (axe.run), once injected per document: the shop's pages have no frames, and
 * @axe-core/playwright's way (a partial run per frame, finished in a blank page it opens for
 * each check, and the 500 kB source evaluated twice) took 1.7 to 3 s a check where this takes
 * 0.5 to 0.9 s.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  expect(await page.locator("iframe").count(), "axe is run here on pages without frames").toBe(0);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe
        .run(document, options)
        .then((r) => r.violations),
    OPTIONS,
  );
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
