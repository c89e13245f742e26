import { returnDesk as en } from "../../app/locales/en/dashboard-returns";
import { returnDesk as tr } from "../../app/locales/tr/dashboard-returns";
import { fmt } from "~/lib/i18n";
import { returnNumber } from "~/lib/returns";
import { atDatabase } from "../helpers/database";
import { insertReturnRequest } from "../helpers/return-fixture";
import { placeTransferOrder } from "../helpers/transfer-order";
import { DEMO, signIn } from "./dashboard";
import { expect, forgive, test } from "./fixtures";

/**
 * The return desk (issue [19] point 2) on a phone, with JavaScript and without, in both
 * languages: an admin finds a transfer order's withdrawal on the desk, approves it with
 * instructions (an empty one is refused first, in the page's language), marks it received and
 * confirms paying the IBAN the shopper gave; the request ends refunded and no page scrolls
 * sideways.
 */
const IBAN = "TR33 0006 1005 1978 6457 8413 26";

for (const js of [false, true]) {
  for (const lang of ["tr", "en"] as const) {
    test.describe(`${js ? "with" : "without"} JavaScript in ${lang}`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });
      const t = lang === "tr" ? tr : en;
      const at = (path: string) => (lang === "en" ? `/en${path}` : path);

      test("an admin walks a withdrawal through the desk to the refund", async ({
        page,
        server,
        errors,
      }) => {
        const products = (await (await fetch(`${server.url}/api/product?limit=100`)).json()) as {
          products: { _id: string; inventory: number }[];
        };
        const product = products.products.find((p) => p.inventory >= 3)!._id;
        const order = await placeTransferOrder(server.url, [{ product, quantity: 1 }], { lang });
        await signIn(page, DEMO.admin);
        expect((await page.request.put(`/api/order/${order.id}/paid`)).status()).toBe(200);
        const { value: request } = await atDatabase(server, (db) =>
          insertReturnRequest(db, { orderId: order.id, iban: IBAN, locale: lang }),
        );
        const number = returnNumber(request.id);
        const shoot = (name: string) =>
          page.screenshot({
            path: test.info().outputPath(`${name}-${lang}-${js ? "js" : "html"}.png`),
            fullPage: true,
          });
        const noSidewaysScroll = async () =>
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
            ),
          ).toBe(false);

        await page.goto(at("/dashboard/returns?state=asked"));
        const row = page.locator(".return-row").filter({ hasText: order.number });
        await expect(row.locator(".return-state")).toHaveText(t.states.asked);
        await expect(row.locator(".return-deadline")).toHaveText(fmt(t.daysLeft, { n: 14 }));
        await noSidewaysScroll();
        await shoot("desk");
        await row.getByRole("link", { name: fmt(t.openLabel, { number }) }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          fmt(t.requestTitle, { number }),
        );
        await expect(page.locator(".return-iban-number")).toHaveText(IBAN);

        // An empty instruction is refused in the page's language (the browser's check is taken
        // off, as an old browser would not make it), and nothing is approved.
        const instructions = page.getByLabel(t.instructionsLabel);
        await instructions.evaluate((el) => el.removeAttribute("required"));
        await instructions.fill("   ");
        await page.getByRole("button", { name: t.approve }).click();
        await expect(page.locator("#return-instructions-error")).toHaveText(t.errors.instructions);
        forgive(errors, 400);
        await page.getByLabel(t.instructionsLabel).fill("Aras Kargo, kod 123456.");
        await page.getByRole("button", { name: t.approve }).click();
        await expect(page.locator(".toast")).toHaveText(t.toast.returnApproved);
        await expect(page.locator(".return-page-facts .return-state")).toHaveText(
          t.states.approved,
        );
        await noSidewaysScroll();
        await shoot("approved");

        await page.getByLabel(t.resellable, { exact: true }).check();
        await page.getByRole("button", { name: t.receive }).click();
        await expect(page.locator(".toast")).toHaveText(t.toast.returnReceived);

        await page.locator(".return-confirm input").check();
        await page.getByRole("button", { name: t.refundTransfer }).click();
        await expect(page.locator(".toast")).toHaveText(t.toast.returnRefunded);
        await expect(page.locator(".return-page-facts .return-state")).toHaveText(
          t.states.refunded,
        );
        await expect(page.locator(".return-steps li")).toHaveCount(3);
        await noSidewaysScroll();
        await shoot("refunded");
      });
    });
  }
}
