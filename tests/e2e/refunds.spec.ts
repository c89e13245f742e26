import { EMULATOR_KEYS } from "../../app/services/payments.server";
import {
  startIyzicoEmulator,
  type IyzicoEmulator,
} from "../../app/services/iyzico-emulator.server";
import { orders as tr } from "../../app/locales/tr/orders";
import { orderRefunds as trRefunds } from "../../app/locales/tr/order-refunds";
import { refundToasts } from "../../app/locales/tr/dashboard-refunds";
import { getPage } from "../helpers/http";
import { startServer, type TestServer } from "../helpers/server";
import { DEMO, signIn } from "./dashboard";
import { expect, test as base } from "./fixtures";

/**
 * Card refunds on a phone, with JavaScript and without: an admin cancels one line of a paid card
 * order in processing (iyzico refuses its refund first; Retry sends it), then the whole order
 * through the status menu, and sees each refund on the order. The server talks to an iyzico
 * emulator the test holds, which tells what it refunded.
 */
const test = base.extend<object, { server: TestServer; emulator: IyzicoEmulator }>({
  emulator: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const emulator = await startIyzicoEmulator({ ...EMULATOR_KEYS });
      await use(emulator);
      await emulator.close();
    },
    { scope: "worker" },
  ],
  server: [
    async ({ emulator }, use) => {
      const server = await startServer("pglite", {
        IYZICO_BASE_URL: emulator.url,
        PAGE_CACHE_MS: "0",
      });
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const ADDRESS = {
  firstName: "Selin",
  lastName: "Aydın",
  phone: "0533 444 55 66",
  email: "selin.iade@example.com",
  country: "Türkiye",
  city: "İzmir",
  district: "Karşıyaka",
  addressType: "home",
  zipCode: "35530",
  address: "Cemal Gürsel Cad. 7",
};

/** iyzico's sandbox card that pays (tests/helpers/card-payment.ts, which is vitest's). */
const CARD_OK = "5528790000000008";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A guest's paid card order of three lines, placed and paid as a client and iyzico would. */
async function paidCardOrder(server: TestServer, emulator: IyzicoEmulator, skip: number) {
  const call = async (path: string, init: RequestInit = {}) =>
    (await fetch(server.url + path, init)).json() as Promise<Json>;
  const post = (body: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const list = await call("/api/product?limit=100");
  const ids = (list.products as Json[])
    .filter((p) => p.inventory >= 3)
    .slice(skip, skip + 3)
    .map((p) => p._id as string);
  const cart = await call(
    "/api/cart/add",
    post({ products: ids.map((product) => ({ product, quantity: 1 })) }),
  );
  const { total } = await call(`/api/cart/${cart.cartId}`);
  const placed = await call(
    "/api/order/add",
    post({ cartId: cart.cartId, total, payment: "Kredi Kartı", address: ADDRESS }),
  );
  const card = await getPage(placed.paymentPageUrl, "");
  const action = card.doc.querySelector("form")!.getAttribute("action")!;
  await fetch(new URL(action, placed.paymentPageUrl), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      cardHolderName: "Selin Aydın",
      cardNumber: CARD_OK,
      expiry: "12/30",
      cvc: "123",
    }).toString(),
  });
  await fetch(`${server.url}/api/order/success`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: placed.token }).toString(),
  });
  const paymentId = emulator.paymentOf(placed.token)!;
  expect(paymentId).toBeTruthy();
  return { id: placed.order._id as string, total: placed.order.total as number, paymentId };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`refunds ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test("an admin cancels a paid line, retries its failed refund, then cancels the order", async ({
      page,
      server,
      emulator,
    }) => {
      const order = await paidCardOrder(server, emulator, javaScriptEnabled ? 0 : 3);
      await signIn(page, DEMO.admin);
      // Taken into processing (the status page is another's test): the buyer could no longer
      // cancel, the admin still cancels a line on the staff order page.
      const status = (to: string) =>
        page.request.post(`/api/order/change/${order.id}?status=${to}`).then((r) => r.status());
      expect(await status("Processing")).toBe(200);
      await page.goto(`/dashboard/orders/${order.id}`);
      const main = page.locator("main");

      // iyzico refuses the first refund of this payment.
      emulator.failRefunds(order.paymentId, 1);
      const line = main.locator(".order-line").first();
      const lineName = (await line.locator(".order-line-name").textContent())!.trim();
      await line.getByText(tr.cancelItem).click();
      await line.getByRole("button", { name: tr.cancelItemYes }).click();
      await expect(page.locator(".toast")).toHaveText(refundToasts.refundFailed);
      const refunds = main.locator(".order-refund");
      await expect(refunds).toHaveCount(1);
      await expect(refunds.first()).toContainText(lineName);
      await expect(refunds.first().locator(".order-refund-state")).toHaveText(
        trRefunds.refundStates.failed,
      );
      await expect(refunds.first().locator(".order-refund-error")).toContainText(
        "Banka iade işlemini reddetti",
      );
      expect(emulator.refundedOf(order.paymentId)).toBe(0);

      await refunds.first().getByRole("button", { name: trRefunds.refundRetry }).click();
      await expect(page.locator(".toast")).toHaveText(refundToasts.refundDone);
      await expect(refunds.first().locator(".order-refund-state")).toHaveText(
        trRefunds.refundStates.done,
      );
      await expect(
        refunds.first().getByRole("button", { name: trRefunds.refundRetry }),
      ).toHaveCount(0);
      expect(emulator.refundsOf(order.paymentId)).toHaveLength(1);

      // Cancelled: the two lines left go back.
      expect(await status("Canceled")).toBe(200);
      await page.reload();
      await expect(refunds).toHaveCount(3);
      await expect(main.locator(".order-refund-state")).toHaveText([
        trRefunds.refundStates.done,
        trRefunds.refundStates.done,
        trRefunds.refundStates.done,
      ]);
      expect(emulator.refundsOf(order.paymentId)).toHaveLength(3);
      expect(emulator.refundedOf(order.paymentId)).toBe(order.total);

      // Nothing sticks out of a phone's screen.
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    });
  });
}
