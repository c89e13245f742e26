import type { TestServer } from "../helpers/server";
import { en } from "../../app/locales/en";
import { tr } from "../../app/locales/tr";
import { toast as enToast } from "../../app/locales/en/toast";
import { toast as trToast } from "../../app/locales/tr/toast";
import { dashboard as enDashboard } from "../../app/locales/en/dashboard";
import { dashboard as trDashboard } from "../../app/locales/tr/dashboard";
import { placeTransferOrder } from "../helpers/transfer-order";
import { DEMO, LANGS, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * The admin on an order's page on a phone, with JavaScript and without, in both languages: a
 * transfer's money marked arrived, then the status moved on.
 */

/** A guest's bank-transfer order of one piece of the first product listed, placed over /api. */
async function placeOneTransfer(server: TestServer): Promise<string> {
  const list = await (await fetch(`${server.url}/api/product/list?limit=20`)).json();
  return (await placeTransferOrder(server.url, [{ product: list.products[0]._id, quantity: 1 }]))
    .id;
}

for (const js of [true, false]) {
  for (const lang of ["tr", "en"] as const) {
    const t = lang === "tr" ? { ...tr, toast: trToast } : { ...en, toast: enToast };
    const o = LANGS[lang === "tr" ? 0 : 1].t.orderPage;
    const at = (path: string) => (lang === "en" ? `/en${path}` : path);
    const d = lang === "tr" ? trDashboard : enDashboard;
    test.describe(`the admin runs an order ${js ? "with" : "without"} JavaScript (${lang})`, () => {
      test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

      test("marks the transfer paid, then moves the order on", async ({ page, server }) => {
        const id = await placeOneTransfer(server);
        await signIn(page, DEMO.admin);
        // The staff's order page (issue [18]); the status change below is the status page's
        // (h-ship rewrites that part).
        await page.goto(at(`/dashboard/orders/${id}`));
        const payment = page.locator(".order-fact-payment .payment-state");
        await expect(payment).toHaveText(t.orders.paymentStates.awaitingTransfer);

        await page.getByRole("button", { name: o.markPaid }).click();
        await expect(page.locator(".toast")).toHaveText(t.toast.orderMarkedPaid);
        await expect(payment).toHaveText(t.orders.paymentStates.paidByTransfer);
        await expect(page.getByRole("button", { name: o.markPaid })).toHaveCount(0);

        // The status is changed on its own page, which says what will happen and asks to
        // confirm (decision 076); Shipped goes through the ship form (order-shipping.spec.ts).
        await page.goto(at(`/dashboard/orders/${id}/status`));
        await page.getByLabel(d.orderStatus.choose).selectOption("Processing");
        await page.getByRole("button", { name: d.orderStatus.show }).click();
        await expect(page.locator(".status-effects")).toContainText(
          d.orderStatus.mail.split(" (")[0]!,
        );
        await page.getByRole("button", { name: d.orderStatus.confirm }).click();
        await expect(page.locator(".toast")).toHaveText(t.toast.orderStatusChanged);
        await expect(page.locator(".order-fact-status .order-status")).toHaveText(
          t.orders.statuses.Processing,
        );
        // Paid stays paid whatever the status.
        await page.goto(at(`/order/${id}`));
        await expect(payment).toHaveText(t.orders.paymentStates.paidByTransfer);
      });
    });
  }
}
