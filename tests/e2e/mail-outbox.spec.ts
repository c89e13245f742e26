import { dashboard as t } from "../../app/locales/tr/dashboard";
import { outbox } from "../../app/locales/tr/dashboard-mail";
import { forms } from "../../app/locales/tr/forms";
import { axeFindings } from "./axe";
import { DEMO, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * Mail you can see (issue [18] point 6, decision 077): on a shop without SMTP_URL (the test
 * server, as the demo) the admin approves a seller, is told the link is on the outbox page, opens
 * the mail there and follows its sign-up link; with JavaScript and without, on a phone and wide.
 */
for (const js of [true, false]) {
  for (const width of [390, 1280]) {
    test.describe(`${js ? "with" : "without"} JavaScript at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled: js });

      test("the admin follows an approved seller's sign-up link from the outbox page", async ({
        page,
      }) => {
        const name = `Outbox ${js ? "JS" : "HTML"} ${width}`;
        const email = `outbox.${js ? "js" : "html"}.${width}@example.com`;
        const asked = await page.request.post("/api/merchant/seller-request", {
          data: {
            name,
            email,
            phoneNumber: "5551234567",
            brand: `${name} Atölye`,
            business: "El yapımı gümüş takılar.",
          },
        });
        expect(asked.status()).toBe(201);

        await signIn(page, DEMO.admin);
        await page.goto("/dashboard/merchants");
        const request = page.locator(".merchant-request").filter({ hasText: name });
        await request.getByRole("button", { name: t.merchants.approve }).click();
        await expect(page.locator(".toast")).toHaveText(t.merchants.toast.requestApprovedNoSmtp);

        // The approved request says where the link is, and leads there.
        await request.getByRole("link", { name: t.merchants.mailPage }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(outbox.title);
        const entry = page.locator(".mail-entry").filter({ hasText: email });
        await expect(entry.locator(".mail-kind")).toHaveText(outbox.kinds.merchantInvitation);
        await expect(entry.locator(".mail-state")).toHaveText(outbox.states.sent);
        if (js) expect(await axeFindings(page)).toEqual([]);
        await entry.locator(".mail-subject a").click();

        // The mail as it was sent, its link shown whole (no mail server: nothing to mask).
        await expect(page.locator(".mail-headers .mail-to")).toHaveText(email);
        await expect(page.locator("iframe.mail-frame")).toBeVisible();
        await expect(page.locator(".mail-text")).toContainText("/merchant-signup/");
        await page.locator(".mail-links a", { hasText: "/merchant-signup/" }).click();
        const signup = page.locator("main form");
        await expect(signup.getByLabel(forms.email, { exact: true })).toHaveValue(email);

        // Nothing on the pages is wider than the screen.
        for (const path of ["/dashboard/mail", "/en/dashboard/mail"]) {
          await page.goto(path);
          const wide = await page.evaluate(
            () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
          );
          expect(wide, path).toBe(false);
        }
      });
    });
  }
}
