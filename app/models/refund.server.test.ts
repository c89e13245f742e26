import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { type Database } from "../../db/client.server";
import { placeTwoLineOrder } from "../../tests/helpers/two-line-order";
import { refunds } from "../../db/schema";
import { cancelOrder, cancelOrderItem, getOrder, markCardOrderPaid } from "./order.server";
import { testDatabase } from "../../tests/helpers/database";
import {
  claimPendingRefunds,
  claimRefundForRetry,
  finishRefund,
  listRefunds,
} from "./refund.server";

// The refund rows on a real (in-memory) PostgreSQL: booked with the cancel, once per line, and
// claimed by one sender at a time.
let database: Database;

beforeAll(async () => {
  database = await testDatabase("demo");
}, 120_000);
afterAll(() => database.close());

/** An order of two lines, paid by card (`pay`) or placed for a bank transfer. */
async function orderOfTwo(pay: string | null) {
  const placed = { order: await placeTwoLineOrder(database.db, pay ? "Kredi Kartı" : "Havale") };
  if (pay) {
    const paid = await markCardOrderPaid(database.db, placed.order.id, {
      paymentId: pay,
      amount: placed.order.total,
      currency: "TRY",
    });
    expect(paid).toBe("paid");
  }
  return (await getOrder(database.db, placed.order.id))!;
}

describe("refunds", () => {
  it("a line cancel books its share; the order's cancel books the rest, each line once", async () => {
    const order = await orderOfTwo("pay-r1");
    const [first, second] = order.items;
    const cut = await cancelOrderItem(database.db, order.id, first!.id, "Not Processed");
    expect(cut).toEqual({ orderCancelled: false });
    expect((await listRefunds(database.db, order.id)).map((r) => r.amount)).toEqual([
      first!.totalPrice,
    ]);
    expect(await cancelOrder(database.db, order.id, "Not Processed")).toBe(true);
    const rows = await listRefunds(database.db, order.id);
    expect(rows.map((r) => [r.orderItemId, r.state]).sort()).toEqual(
      [
        [first!.id, "pending"],
        [second!.id, "pending"],
      ].sort(),
    );
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBeCloseTo(order.total, 2);
    expect(rows.every((r) => r.currency === "TRY")).toBe(true);

    // Claimed once: a second sender gets nothing, and nothing can be retried while it is sent.
    const claimed = await claimPendingRefunds(database.db, order.id);
    expect(claimed.map((r) => r.paymentId)).toEqual(["pay-r1", "pay-r1"]);
    expect(await claimPendingRefunds(database.db, order.id)).toEqual([]);
    expect(await claimRefundForRetry(database.db, order.id, claimed[0]!.id)).toBeNull();

    await finishRefund(database.db, claimed[0]!.id, { ok: true });
    await finishRefund(database.db, claimed[1]!.id, {
      ok: false,
      error: "Banka iade işlemini reddetti",
      failure: "refused",
    });
    expect(await claimRefundForRetry(database.db, order.id, claimed[0]!.id)).toBeNull();
    const retry = await claimRefundForRetry(database.db, order.id, claimed[1]!.id);
    expect(retry?.id).toBe(claimed[1]!.id);
    expect(await claimRefundForRetry(database.db, order.id, claimed[1]!.id)).toBeNull();

    // A sender that died leaves its row 'sending': after a few minutes a retry may take it.
    await database.db
      .update(refunds)
      .set({ updatedAt: sql`now() - interval '4 minutes'` })
      .where(eq(refunds.id, claimed[1]!.id));
    const [stale] = (await listRefunds(database.db, order.id)).filter((r) => r.id === retry!.id);
    expect(stale).toMatchObject({ state: "sending", retryable: true, attempts: 2 });
    expect((await claimRefundForRetry(database.db, order.id, claimed[1]!.id))?.id).toBe(retry!.id);
  });

  it("books nothing when a transfer order is cancelled", async () => {
    const transfer = await orderOfTwo(null);
    expect(await cancelOrder(database.db, transfer.id, "Not Processed")).toBe(true);
    expect(await listRefunds(database.db, transfer.id)).toEqual([]);
  });
});
