import { eq, sql } from "drizzle-orm";
import { consentRecords, mailings, mailOutbox } from "../../db/schema";
import { mailings as mailingsEn } from "../../app/locales/en/dashboard-consents";
import { mailings as mailingsTr } from "../../app/locales/tr/dashboard-consents";
import { atDatabase } from "../helpers/database";
import { backOfficeMenu, DEMO, forgive, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * A newsletter (issue [20] point 3) composed, previewed and sent from /dashboard/mailings, with
 * JavaScript on and off, on a phone and a laptop: the Send button pressed twice sends it once,
 * to the consenting address and not to the one that refused.
 */
const TEXTS = { tr: mailingsTr, en: mailingsEn } as const;

for (const js of [true, false]) {
  for (const [width, lang] of [
    [390, "tr"],
    [1280, "en"],
  ] as const) {
    test.describe(`a newsletter ${js ? "with" : "without"} JavaScript at ${width} px (${lang})`, () => {
      test.use({ javaScriptEnabled: js, viewport: { width, height: 844 } });

      test("is previewed with its audience and sent once", async ({ page, server, errors }) => {
        const t = TEXTS[lang];
        const at = (path: string) => (lang === "en" ? `/en${path}` : path);
        const tag = `${js ? "js" : "nojs"}-${width}-${Date.now()}`;
        const yes = `evet.${tag}@example.com`;
        const no = `hayir.${tag}@example.com`;
        const subject = `Kış takıları ${tag}`;
        await atDatabase(server, (db) =>
          db.insert(consentRecords).values([
            {
              email: yes,
              source: "/newsletter",
              textVersion: "email-2026-12",
              given: true,
              lang: "tr",
            },
            {
              email: no,
              source: "/newsletter",
              textVersion: "email-2026-12",
              given: true,
              lang: "tr",
              createdAt: new Date(Date.now() - 60_000),
            },
            {
              email: no,
              source: "/unsubscribe",
              textVersion: "email-2026-12",
              given: false,
              lang: "tr",
            },
          ]),
        );
        await signIn(page, DEMO.admin);
        await page.goto(at("/dashboard"));
        await (await backOfficeMenu(page, lang)).getByRole("link", { name: t.title }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

        // Nothing typed: the message under the field.
        await page.getByRole("button", { name: t.preview }).click();
        await expect(page.locator("#mailing-subject-error")).toHaveText(t.subjectRequired);
        forgive(errors, 400);

        await page.getByLabel(t.subject, { exact: true }).fill(subject);
        await page.getByLabel(t.body, { exact: true }).fill("Merhaba,\n\nKış takılarımız geldi.");
        await page.getByRole("button", { name: t.preview }).click();
        const count = page.locator(".mailing-count");
        await expect(count).toHaveText(/\d/);
        const audience = Number(/\d+/.exec((await count.textContent()) ?? "")?.[0]);
        expect(audience).toBeGreaterThanOrEqual(1);
        await expect(page.locator(".mailing-version")).toContainText("Kış takılarımız geldi.");
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll).toBeLessThanOrEqual(width);
        await page.screenshot({
          path: test.info().outputPath(`preview-${lang}-${width}.png`),
          fullPage: true,
        });

        // Pressed twice: with JavaScript the second press finds the button busy; without, the
        // browser posts the form twice and the second finds it sent.
        await page.getByRole("button", { name: t.send }).dblclick();
        await expect(page.locator(".mailing-notice")).toBeVisible();
        await expect(page.locator(".mailing-entry").first()).toContainText(subject);
        await page.screenshot({
          path: test.info().outputPath(`sent-${lang}-${width}.png`),
          fullPage: true,
        });

        const { value } = await atDatabase(server, async (db) => ({
          rows: await db.select().from(mailings).where(eq(mailings.subject, subject)),
          mails: await db
            .select({ to: mailOutbox.to })
            .from(mailOutbox)
            .where(sql`${mailOutbox.subject} = ${subject}`),
        }));
        expect(value.rows).toHaveLength(1);
        expect(value.rows[0]!.recipients).toBe(audience);
        const to = value.mails.map((m) => m.to);
        expect(to).toHaveLength(audience);
        expect(to).toContain(yes);
        expect(to).not.toContain(no);
      });
    });
  }
}
