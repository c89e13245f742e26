import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../helpers/wait-for";
import { mailOutbox } from "../../db/schema";
import { EMULATOR_KEYS } from "../../app/services/payments.server";
import { webhookSignature } from "../../app/services/iyzico-signature.server";
import {
  startIyzicoEmulator,
  type IyzicoEmulator,
} from "../../app/services/iyzico-emulator.server";
import { payAtIyzico } from "../helpers/card-payment";
import { atDatabase } from "../helpers/database";
import { getJson } from "../helpers/http";
import { DB_KINDS, startServer, type TestServer } from "../helpers/server";

/**
 * iyzico's webhook (merchant notification) as the third way a card payment reaches the shop,
 * beside the shopper's callback and the reconciler (which, at its default pace, does not run
 * within these tests): it pays an order whose shopper never came back, pays once with the
 * callback, is sent again while the shop cannot settle it, and a forged one changes nothing.
 */

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ADDRESS = {
  firstName: "Deniz",
  lastName: "Kaya",
  phone: "0532 444 55 66",
  email: "deniz.webhook@example.com",
  country: "Türkiye",
  city: "İzmir",
  district: "Konak",
  addressType: "home",
  zipCode: "35210",
  address: "Kıbrıs Şehitleri Cad. 9",
};

const json = (method: string, body: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe.each(DB_KINDS)("iyzico's webhook on %s", (kind) => {
  let emulator: IyzicoEmulator;
  let server: TestServer;
  let products: { _id: string; inventory: number }[] = [];
  const api = <T = Json>(path: string, init: RequestInit = {}) =>
    getJson<T>(server.url, path, init);

  /** A card order placed for one product; the shopper is sent to iyzico's card page. */
  async function cardOrder() {
    const product = products.shift()!;
    const cart = await api<{ cartId: string }>(
      "/api/cart/add",
      json("POST", { products: [{ product: product._id, quantity: 1 }] }),
    );
    const cartId = cart.body.cartId;
    const { total } = (await api<{ total: number }>(`/api/cart/${cartId}`)).body;
    const placed = await api<Json>(
      "/api/order/add",
      json("POST", { cartId, total, payment: "Kredi Kartı", address: ADDRESS }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
    return {
      cartId,
      orderId: placed.body.order._id as string,
      token: placed.body.token as string,
      paymentPageUrl: placed.body.paymentPageUrl as string,
    };
  }

  const statusOf = async (orderId: string, cartId: string) =>
    (await api<{ order: { status: string } }>(`/api/order/${orderId}?cartId=${cartId}`)).body.order
      .status;

  /** The confirmations queued for an order: each is one mail to the shopper. */
  const confirmationsOf = async (orderId: string) =>
    (
      await atDatabase(server, (db) =>
        db
          .select({ to: mailOutbox.to })
          .from(mailOutbox)
          .where(like(mailOutbox.text, `%${orderId.slice(-7)}%`)),
      )
    ).value.filter((m) => m.to === ADDRESS.email).length;

  const logLines = (orderId: string, text: string) =>
    server
      .output()
      .split("\n")
      .filter((line) => line.includes(orderId) && line.includes(text)).length;

  beforeAll(async () => {
    emulator = await startIyzicoEmulator({
      ...EMULATOR_KEYS,
      webhook: { delayMs: 0, retryMs: 300 },
    });
    server = await startServer(kind, { IYZICO_BASE_URL: emulator.url, PAGE_CACHE_MS: "0" });
    emulator.setWebhookUrl(`${server.url}/api/payment/webhook`);
    products = (
      await api<{ products: typeof products }>("/api/product?limit=100")
    ).body.products.filter((p) => p.inventory >= 3);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await emulator?.close();
  });

  it("pays an order whose shopper never came back from iyzico, with one confirmation", async () => {
    const { cartId, orderId, token, paymentPageUrl } = await cardOrder();
    await payAtIyzico(paymentPageUrl);
    await waitFor("the webhook to be answered", () => emulator.webhookDeliveries(token).length);
    expect(emulator.webhookDeliveries(token)).toEqual([200]);
    expect(await statusOf(orderId, cartId)).toBe("Not Processed");
    expect(await confirmationsOf(orderId)).toBe(1);
  });

  it("and the shopper's callback arriving as well pays the order once", async () => {
    const { cartId, orderId, token, paymentPageUrl } = await cardOrder();
    await payAtIyzico(paymentPageUrl);
    const callback = await fetch(`${server.url}/api/order/success`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(callback.headers.get("location")).toContain(`/order/success/${orderId}`);
    await waitFor("the webhook to be answered", () => emulator.webhookDeliveries(token).length);
    expect(emulator.webhookDeliveries(token)).toEqual([200]);
    expect(await statusOf(orderId, cartId)).toBe("Not Processed");
    expect(await confirmationsOf(orderId)).toBe(1);
  });

  it("is sent again while the shop cannot settle it, and pays once it can", async () => {
    const { cartId, orderId, token, paymentPageUrl } = await cardOrder();
    // iyzico's retrieve answer arrives unsigned: the shop cannot believe it, and says "later".
    emulator.tamper(token, { signature: "" });
    await payAtIyzico(paymentPageUrl);
    await waitFor("the first webhook to be answered", () => emulator.webhookDeliveries(token)[0]);
    expect(emulator.webhookDeliveries(token)[0]).toBe(503);
    expect(await statusOf(orderId, cartId)).toBe("İşlem Tamamlanmadı");
    emulator.tamper(token, { signature: undefined });
    await waitFor("a webhook to be taken", () => emulator.webhookDeliveries(token).includes(200));
    expect(emulator.webhookDeliveries(token)).toEqual([503, 200]);
    expect(await statusOf(orderId, cartId)).toBe("Not Processed");
    expect(await confirmationsOf(orderId)).toBe(1);
  });

  it("a forged webhook changes nothing and is logged once with the order id", async () => {
    const { cartId, orderId, token } = await cardOrder();
    const notice = {
      paymentConversationId: orderId,
      merchantId: 3382172,
      token,
      status: "SUCCESS",
      iyziReferenceCode: crypto.randomUUID(),
      iyziEventType: "CHECKOUT_FORM_AUTH",
      iyziEventTime: Date.now(),
      iyziPaymentId: 24999999,
    };
    const post = (signature: string) =>
      fetch(`${server.url}/api/payment/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-iyz-signature-v3": signature },
        body: JSON.stringify(notice),
      });
    const forged = await post(webhookSignature("not-the-shops-secret", notice));
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ error: "The signature does not verify." });
    expect(await statusOf(orderId, cartId)).toBe("İşlem Tamamlanmadı");
    expect(logLines(orderId, "signature does not verify")).toBe(1);

    // Signed with the shop's key but about a form nobody paid: iyzico is asked, and says so.
    const unpaid = await post(webhookSignature(EMULATOR_KEYS.secretKey, notice));
    expect(unpaid.status).toBe(503);
    expect(await statusOf(orderId, cartId)).toBe("İşlem Tamamlanmadı");
    expect(await confirmationsOf(orderId)).toBe(0);
  });
});
