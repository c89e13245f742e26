import { sql } from "drizzle-orm";
import { rowsOf } from "../../app/models/taxonomy.server";
import { returnDesk } from "../../app/locales/tr/dashboard-returns";
import { orderReturns as tr } from "../../app/locales/tr/order-returns";
import { returnNumber } from "~/lib/returns";
import { atDatabase } from "../helpers/database";
import { placeTransferOrder } from "../helpers/transfer-order";
import { DEMO, signIn } from "./dashboard";
import { expect, test } from "./fixtures";

/**
 * A withdrawal from the shopper's request to the refund (issue [19]), on a phone in Turkish,
 * with JavaScript and without: the member withdraws a paid transfer order's bracelet, giving
 * the account for the refund; the admin approves it, receives it back into stock and confirms
 * the transfer; the member's order page then says the money was refunded.
 */
const IBAN = "TR33 0006 1005 1978 6457 8413 26";

for (const js of [false, true]) {
  test.describe(`a withdrawal to its refund, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: js });

    test("the member asks, the desk refunds, the member sees it", async ({ page, server }) => {
      const { value: product } = await atDatabase(server, async (db) => {
        await db.execute(sql`update products set quantity = 50 where sku = 'ARW102'`);
        return rowsOf<{ id: string; name: string }>(
          await db.execute(sql`select id, name from products where sku = 'ARW102'`),
        )[0]!;
      });
      await signIn(page, DEMO.member);
      const login = await page.request.post("/api/auth/login", { data: DEMO.member });
      const { token } = (await login.json()) as { token: string };
      const order = await placeTransferOrder(server.url, [{ product: product.id, quantity: 1 }], {
        token,
        lang: "tr",
      });
      // Paid and delivered three days ago (the shop's own steps, done before this test).
      await atDatabase(server, (db) =>
        db.execute(sql`update orders set status = 'Delivered', paid_at = now() - interval '6 days',
          delivered_at = now() - interval '3 days' where id = ${order.id}`),
      );
      const stock = async () =>
        (
          await atDatabase(server, async (db) =>
            rowsOf<{ quantity: number }>(
              await db.execute(sql`select quantity from products where id = ${product.id}`),
            ),
          )
        ).value[0]!.quantity;
      const before = await stock();

      // The member asks for the withdrawal, giving where the money goes.
      await page.goto(`/order/${order.id}`);
      await page.getByRole("link", { name: tr.askLink }).click();
      await page.getByLabel(new RegExp(product.name)).check();
      await page.getByLabel(tr.iban).fill(IBAN);
      await page.getByLabel(tr.accountHolder).fill("Elif Demir");
      await page.getByRole("button", { name: tr.submit }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tr.doneTitle);
      const { value: asked } = await atDatabase(server, async (db) =>
        rowsOf<{ id: string }>(
          await db.execute(sql`select id from return_requests where order_id = ${order.id}`),
        ),
      );
      expect(asked).toHaveLength(1);
      const number = returnNumber(asked[0]!.id);
      await expect(page.locator(".return-number")).toContainText(number);

      // The admin walks it through the desk.
      await page.context().clearCookies();
      await signIn(page, DEMO.admin);
      await page.goto("/dashboard/returns?state=asked");
      const row = page.locator(".return-row").filter({ hasText: number });
      await expect(row.locator(".return-state")).toHaveText(returnDesk.states.asked);
      await page.goto(`/dashboard/returns/${asked[0]!.id}`);
      await expect(page.locator(".return-iban-number")).toHaveText(IBAN);
      await page.getByLabel(returnDesk.instructionsLabel).fill("Aras Kargo, anlaşma kodu 4455.");
      await page.getByRole("button", { name: returnDesk.approve }).click();
      await expect(page.locator(".toast")).toHaveText(returnDesk.toast.returnApproved);
      await page.getByLabel(returnDesk.resellable, { exact: true }).check();
      await page.getByRole("button", { name: returnDesk.receive }).click();
      await expect(page.locator(".toast")).toHaveText(returnDesk.toast.returnReceived);
      await page.locator(".return-confirm input").check();
      await page.getByRole("button", { name: returnDesk.refundTransfer }).click();
      await expect(page.locator(".return-page-facts .return-state")).toHaveText(
        returnDesk.states.refunded,
      );
      // Back in stock once, and the money recorded as paid back.
      expect(await stock()).toBe(before + 1);

      // The member sees it refunded on the order page.
      await page.context().clearCookies();
      await signIn(page, DEMO.member);
      await page.goto(`/order/${order.id}`);
      await expect(page.locator(".order-return").first()).toContainText(tr.states.refunded);
    });
  });
}
