import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { type Database } from "../../../db/client.server";
import { refunds } from "../../../db/schema";
import { cancelOrder, markCardOrderPaid } from "~/models/order.server";
import { startIyzicoEmulator, type IyzicoEmulator } from "~/services/iyzico-emulator.server";
import {
  EMULATOR_KEYS,
  initializeCheckout,
  startPayments,
  stopPayments,
} from "~/services/payments.server";
import { placeTwoLineOrder } from "../../../tests/helpers/two-line-order";
import { sendForgottenRefunds } from "./refunds.server";
import { testDatabase } from "../../../tests/helpers/database";

/**
 * The sweep's refunds: a cancel books a paid card order's refunds and its sender sends them after
 * the commit. When the process stops in between, the booked refunds would wait for nobody: the
 * sweep sends them, through the real client and the emulator, once.
 */

let database: Database;
let emulator: IyzicoEmulator;
const savedBaseUrl = process.env.IYZICO_BASE_URL;

beforeAll(async () => {
  database = await testDatabase("demo");
  emulator = await startIyzicoEmulator({ ...EMULATOR_KEYS });
  process.env.IYZICO_BASE_URL = emulator.url;
  await startPayments();
}, 120_000);
afterAll(async () => {
  await stopPayments();
  await emulator?.close();
  if (savedBaseUrl === undefined) delete process.env.IYZICO_BASE_URL;
  else process.env.IYZICO_BASE_URL = savedBaseUrl;
  await database?.close();
});

/** A card order of two lines that iyzico was paid for (its emulator took the card). */
async function paidCardOrder() {
  const placed = { order: await placeTwoLineOrder(database.db, "Kredi Kartı") };
  const { id, total } = placed.order;
  const form = await initializeCheckout({
    orderId: id,
    price: total,
    currency: "TRY",
    locale: "tr",
    callbackUrl: "http://127.0.0.1:9/api/order/success",
    buyer: {
      id: "guest",
      name: "Ece",
      surname: "Tan",
      email: "ece@example.com",
      gsmNumber: "+905551112233",
      ip: "127.0.0.1",
    },
    address: {
      contactName: "Ece Tan",
      city: "İzmir",
      country: "Türkiye",
      address: "Kazımdirik 1",
      zipCode: "35040",
    },
    items: [{ id, name: "Sipariş", category1: "Takı", category2: "Takı", price: total }],
  });
  const card = new URLSearchParams({
    cardHolderName: "Ece Tan",
    cardNumber: "5528790000000008",
    expiry: "12/30",
    cvc: "123",
  });
  expect((await fetch(form.paymentPageUrl, { method: "POST", body: card })).status).toBe(200);
  const paymentId = emulator.paymentOf(form.token)!;
  const paid = await markCardOrderPaid(database.db, id, {
    paymentId,
    amount: total,
    currency: "TRY",
  });
  expect(paid).toBe("paid");
  return { id, total, paymentId };
}

const statesOf = async (orderId: string) =>
  (
    await database.db
      .select({ state: refunds.state })
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
  ).map((r) => r.state);

describe("refunds nobody sent", () => {
  it("go out with the sweep once they are old enough, each once", async () => {
    const order = await paidCardOrder();
    // The cancel commits its refunds; its sender stops before sending them.
    expect(await cancelOrder(database.db, order.id, "Not Processed")).toBe(true);
    expect(await statesOf(order.id)).toEqual(["pending", "pending"]);

    // Just booked: its own sender may be sending them this moment, so the sweep leaves them.
    expect(await sendForgottenRefunds(database.db)).toEqual({ done: 0, failed: 0 });
    expect(await statesOf(order.id)).toEqual(["pending", "pending"]);
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);

    // Minutes later, still pending: the sweep sends them.
    await database.db.execute(
      sql`update refunds set updated_at = now() - interval '10 minutes' where order_id = ${order.id}`,
    );
    expect(await sendForgottenRefunds(database.db)).toEqual({ done: 2, failed: 0 });
    expect(await statesOf(order.id)).toEqual(["done", "done"]);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);

    // Sent is sent: the next sweep has nothing more for iyzico.
    await database.db.execute(
      sql`update refunds set updated_at = now() - interval '10 minutes' where order_id = ${order.id}`,
    );
    expect(await sendForgottenRefunds(database.db)).toEqual({ done: 0, failed: 0 });
    // The whole order, the day it was paid: one cancel at iyzico, no refund beside it.
    expect(emulator.refundsOf(order.paymentId)).toEqual([]);
    expect(emulator.refundedOf(order.paymentId)).toBe(order.total);
  });
});
