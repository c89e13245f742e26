import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** WCAG 2.0 and 2.1 A and AA, and axe's best practices, every impact. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Each element axe-core finds at fault on the page, with the rule it breaks. */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}) at ${n.target.join(" ")}: ${v.help}`),
  );
}
