import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { type Database } from "../../db/client.server";
import { coupons, orderItems, orders, products, refundsDue } from "../../db/schema";
import { ensureCartId, findCouponByCode, loadCart, putInCart, setCartCoupon } from "./cart.server";
import { NOT_PROCESSED } from "~/lib/orders";
import {
  cancelOrder,
  cancelOrderItem,
  changeOrderStatus,
  markCardOrderPaid,
  placeOrder,
  releaseCardOrder,
  releaseExpiredCardOrders,
  holdCardOrderForReview,
  type PlaceOrderInput,
} from "./order.server";
import { listOrders } from "./order-list.server";
import { testDatabase } from "../../tests/helpers/database";

// The order rules on a real (in-memory) PostgreSQL: stock, coupon uses, the card hold.
let database: Database;
const address = {
  firstName: "Ayşe",
  lastName: "Yılmaz",
  phone: "+905551112233",
  email: "ayse@example.com",
  country: "Türkiye",
  city: "İstanbul",
  district: "Kadıköy",
  addressType: "home" as const,
  zipCode: "34710",
  address: "Moda Cad. 1",
};
const buyer = {
  userId: null,
  firstName: "Ayşe",
  lastName: "Yılmaz",
  email: "ayse@example.com",
  phone: "",
};

async function productWithStock(stock: number) {
  const [p] = await database.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(1);
  await database.db.update(products).set({ quantity: stock }).where(eq(products.id, p.id));
  return p;
}

async function cartWith(productId: string, quantity: number) {
  const cartId = await ensureCartId(database.db, {});
  await putInCart(database.db, cartId, productId, quantity, "set");
  return cartId;
}

const order = (cartId: string, over: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  cartId,
  buyer,
  address,
  payment: "Havale",
  currency: "try",
  locale: "tr",
  contractAccepted: true,
  ...over,
});

const paymentOf = (paymentId: string, amount = 1) => ({ paymentId, amount, currency: "TRY" });

const refundsOf = (orderId: string) =>
  database.db
    .select({ paymentId: refundsDue.paymentId, reason: refundsDue.reason })
    .from(refundsDue)
    .where(eq(refundsDue.orderId, orderId));

const stockOf = async (id: string) =>
  (await database.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]
    .q;

beforeAll(async () => {
  database = await testDatabase("demo");
}, 120_000);
afterAll(() => database.close());

describe("orders", () => {
  it("a transfer order takes the stock and empties the cart; a sold-out one changes nothing", async () => {
    const p = await productWithStock(2);
    const cartId = await cartWith(p.id, 2);
    const placed = await placeOrder(database.db, order(cartId));
    expect(placed.ok).toBe(true);
    expect(await stockOf(p.id)).toBe(0);
    expect((await loadCart(database.db, cartId))!.lines).toHaveLength(0);

    await database.db.update(products).set({ quantity: 1 }).where(eq(products.id, p.id));
    const other = await cartWith(p.id, 1);
    await database.db.update(products).set({ quantity: 0 }).where(eq(products.id, p.id));
    expect(await placeOrder(database.db, order(other))).toEqual({
      ok: false,
      error: "soldOut",
      product: { name: p.name, nameEn: expect.any(String) },
    });
  });

  it("clamps the cart to stock and refuses a stale total with the server's total", async () => {
    const p = await productWithStock(3);
    const cartId = await ensureCartId(database.db, {});
    const change = await putInCart(database.db, cartId, p.id, 5, "add");
    expect(change).toEqual({ ok: true, quantity: 3, clampedTo: 3 });
    const refused = await placeOrder(database.db, order(cartId, { clientTotal: 1 }));
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({ error: "totalChanged" });
    expect(await stockOf(p.id)).toBe(3);
  });

  it("a coupon with uses left is consumed once per order; a used-up one is removed", async () => {
    const p = await productWithStock(10);
    await database.db
      .insert(coupons)
      .values({ name: "T", code: "ONCE", dtype: "P", amount: 50, uses: 1, productIds: [p.id] });
    const coupon = (await findCouponByCode(database.db, "once"))!;
    const first = await cartWith(p.id, 1);
    const second = await cartWith(p.id, 1);
    await setCartCoupon(database.db, first, coupon.id);
    await setCartCoupon(database.db, second, coupon.id);
    const a = await placeOrder(database.db, order(first));
    expect(a.ok && a.order.total).toBeGreaterThan(0);
    const b = await placeOrder(database.db, order(second));
    expect(b).toEqual({ ok: false, error: "couponGone", coupon: "ONCE" });
    expect((await loadCart(database.db, second))!.coupon).toBeNull();
  });

  it("a card order holds stock, is hidden until paid, pays once, and releases after 30 minutes", async () => {
    const p = await productWithStock(4);
    const cartId = await cartWith(p.id, 1);
    const placed = await placeOrder(database.db, order(cartId, { payment: "Kredi Kartı" }));
    if (!placed.ok) throw new Error(placed.error);
    expect(placed.order.status).toBe("İşlem Tamamlanmadı");
    expect(await stockOf(p.id)).toBe(3);
    const admin = { id: "00000000-0000-0000-0000-000000000000", role: "ROLE_ADMIN" };
    expect((await listOrders(database.db, admin)).some((o) => o.id === placed.order.id)).toBe(
      false,
    );

    expect(await markCardOrderPaid(database.db, placed.order.id, paymentOf("pay-1"))).toBe("paid");
    expect(await markCardOrderPaid(database.db, placed.order.id, paymentOf("pay-1"))).toBe(
      "alreadyPaid",
    );
    expect(await stockOf(p.id)).toBe(3);
    const listed = (await listOrders(database.db, admin)).find((o) => o.id === placed.order.id);
    expect(listed).toMatchObject({ itemCount: 1, payment: "Kredi Kartı" });
    expect(listed!.imageUrl).toBeTruthy();

    // Backing out of the card page and trying again: the cart still shows what its hold keeps.
    const retried = await cartWith(p.id, 3);
    const attempt = await placeOrder(database.db, order(retried, { payment: "Kredi Kartı" }));
    expect(attempt.ok).toBe(true);
    expect(await stockOf(p.id)).toBe(0);
    expect((await loadCart(database.db, retried))!.lines[0]).toMatchObject({ quantity: 3 });
    const again = await placeOrder(database.db, order(retried, { payment: "Kredi Kartı" }));
    expect(again.ok).toBe(true);
    expect(await stockOf(p.id)).toBe(0);
    expect(await releaseCardOrder(database.db, again.ok ? again.order.id : "")).toBe(1);
    expect(await stockOf(p.id)).toBe(3);

    const abandoned = await cartWith(p.id, 2);
    const unpaid = await placeOrder(database.db, order(abandoned, { payment: "Kredi Kartı" }));
    expect(unpaid.ok).toBe(true);
    expect(await stockOf(p.id)).toBe(1);
    await database.db.execute(
      sql`update ${orders} set created_at = now() - interval '31 minutes' where status = 'İşlem Tamamlanmadı'`,
    );
    expect(await releaseExpiredCardOrders(database.db)).toBe(1);
    expect(await releaseExpiredCardOrders(database.db)).toBe(0);
    expect(await stockOf(p.id)).toBe(3);
  });

  it("a card order held for fraud review keeps its stock past the sweep, until iyzico decides", async () => {
    const p = await productWithStock(4);
    const placed = await placeOrder(
      database.db,
      order(await cartWith(p.id, 2), { payment: "Kredi Kartı" }),
    );
    if (!placed.ok) throw new Error(placed.error);
    expect(await holdCardOrderForReview(database.db, placed.order.id)).toBe(true);
    expect(await holdCardOrderForReview(database.db, placed.order.id)).toBe(false);
    await database.db.execute(
      sql`update ${orders} set created_at = now() - interval '2 days' where id = ${placed.order.id}`,
    );
    await releaseExpiredCardOrders(database.db);
    expect(await stockOf(p.id)).toBe(2);
    // iyzico refuses it after all: the order gives its stock back.
    expect(await releaseCardOrder(database.db, placed.order.id)).toBe(1);
    expect(await stockOf(p.id)).toBe(4);
  });

  it("a released card order paid later takes its stock and coupon use again, or is refunded", async () => {
    const p = await productWithStock(5);
    await database.db
      .insert(coupons)
      .values({ name: "T", code: "TEKSEFER", dtype: "P", amount: 10, uses: 1, productIds: [p.id] });
    const coupon = (await findCouponByCode(database.db, "TEKSEFER"))!;
    const usesLeft = async () =>
      (
        await database.db.select({ u: coupons.uses }).from(coupons).where(eq(coupons.id, coupon.id))
      )[0].u;

    // One shopper's card order with the coupon's only use; its card fails, so it gives both back.
    const first = await cartWith(p.id, 1);
    await setCartCoupon(database.db, first, coupon.id);
    const a = await placeOrder(database.db, order(first, { payment: "Kredi Kartı" }));
    if (!a.ok) throw new Error(a.error);
    expect(await usesLeft()).toBe(0);
    await releaseCardOrder(database.db, a.order.id);
    expect([await usesLeft(), await stockOf(p.id)]).toEqual([1, 5]);

    // Paid after all (an old form): it takes the use and the stock again.
    expect(await markCardOrderPaid(database.db, a.order.id, paymentOf("pay-a"))).toBe("paid");
    expect([await usesLeft(), await stockOf(p.id)]).toEqual([0, 4]);

    // A second order with the coupon, released, while someone else takes the use meanwhile.
    await database.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, coupon.id));
    const second = await cartWith(p.id, 1);
    await setCartCoupon(database.db, second, coupon.id);
    const b = await placeOrder(database.db, order(second, { payment: "Kredi Kartı" }));
    if (!b.ok) throw new Error(b.error);
    await releaseCardOrder(database.db, b.order.id);
    const third = await cartWith(p.id, 1);
    await setCartCoupon(database.db, third, coupon.id);
    expect((await placeOrder(database.db, order(third))).ok).toBe(true);
    expect(await usesLeft()).toBe(0);
    const stock = await stockOf(p.id);

    // Its payment keeps no discount it has no use for: the order closes, the money is booked back.
    expect(await markCardOrderPaid(database.db, b.order.id, paymentOf("pay-b", 9))).toBe("refund");
    expect(await usesLeft()).toBe(0);
    expect(await stockOf(p.id)).toBe(stock);
    const [closed] = await database.db.select().from(orders).where(eq(orders.id, b.order.id));
    expect(closed).toMatchObject({ status: "Canceled", paymentId: "pay-b" });
    expect(await refundsOf(b.order.id)).toEqual([{ paymentId: "pay-b", reason: "couponGone" }]);
    // The same answer again books nothing twice.
    expect(await markCardOrderPaid(database.db, b.order.id, paymentOf("pay-b", 9))).toBe("refund");
    expect(await refundsOf(b.order.id)).toHaveLength(1);

    // A second payment for an order already paid (its older form): booked for refund.
    expect(await markCardOrderPaid(database.db, a.order.id, paymentOf("pay-a2"))).toBe("refund");
    expect(await refundsOf(a.order.id)).toEqual([{ paymentId: "pay-a2", reason: "duplicate" }]);
    const [kept] = await database.db.select().from(orders).where(eq(orders.id, a.order.id));
    expect(kept).toMatchObject({ status: "Not Processed", paymentId: "pay-a" });
  });

  it("refuses an order whose total its columns cannot hold, changing nothing", async () => {
    const p = await productWithStock(3);
    const [before] = await database.db
      .select({ price: products.price, discountPrice: products.discountPrice })
      .from(products)
      .where(eq(products.id, p.id));
    await database.db
      .update(products)
      .set({ price: 9_000_000_000, discountPrice: null })
      .where(eq(products.id, p.id));
    // The other tests take the first active product, whichever the plan reads first: it must
    // not be left at a price no order can hold.
    try {
      const cartId = await cartWith(p.id, 2);
      expect(await placeOrder(database.db, order(cartId))).toEqual({
        ok: false,
        error: "tooLarge",
        max: 9_999_999_999.99,
      });
      expect(await stockOf(p.id)).toBe(3);
      expect((await loadCart(database.db, cartId))!.lines).toHaveLength(1);
    } finally {
      await database.db.update(products).set(before!).where(eq(products.id, p.id));
    }
  });

  it("dates a product's change when it sells out or comes back, not for every sale", async () => {
    const p = await productWithStock(3);
    const long = new Date("2026-01-01T00:00:00Z");
    await database.db.update(products).set({ updatedAt: long }).where(eq(products.id, p.id));
    const updatedAt = async () =>
      (
        await database.db
          .select({ at: products.updatedAt })
          .from(products)
          .where(eq(products.id, p.id))
      )[0].at;

    const first = await placeOrder(database.db, order(await cartWith(p.id, 1)));
    expect(first.ok).toBe(true);
    expect(await updatedAt()).toEqual(long);

    const last = await placeOrder(database.db, order(await cartWith(p.id, 2)));
    if (!last.ok) throw new Error(last.error);
    const soldOut = await updatedAt();
    expect(soldOut.getTime()).toBeGreaterThan(long.getTime());

    await database.db.update(products).set({ updatedAt: long }).where(eq(products.id, p.id));
    const [item] = await database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, last.order.id));
    await cancelOrderItem(database.db, last.order.id, item.id, NOT_PROCESSED);
    expect(await stockOf(p.id)).toBe(2);
    expect((await updatedAt()).getTime()).toBeGreaterThan(long.getTime());
  });

  it("cancelling the last item cancels the order and returns its stock", async () => {
    const p = await productWithStock(5);
    const cartId = await cartWith(p.id, 2);
    const placed = await placeOrder(database.db, order(cartId));
    if (!placed.ok) throw new Error(placed.error);
    expect(await stockOf(p.id)).toBe(3);
    const [item] = await database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.order.id));
    expect(await cancelOrderItem(database.db, placed.order.id, item.id, NOT_PROCESSED)).toEqual({
      orderCancelled: true,
    });
    expect(await stockOf(p.id)).toBe(5);
    // The order is cancelled now: a second cancel was decided from a status it no longer has.
    expect(await cancelOrderItem(database.db, placed.order.id, item.id, NOT_PROCESSED)).toBe(
      "changed",
    );
    expect(await stockOf(p.id)).toBe(5);
  });

  it("writes a status change or a cancel only from the status it was decided from", async () => {
    const p = await productWithStock(5);
    const placed = await placeOrder(database.db, order(await cartWith(p.id, 2)));
    if (!placed.ok) throw new Error(placed.error);
    const id = placed.order.id;
    const statusOf = async () =>
      (await database.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0].s;

    expect(await changeOrderStatus(database.db, id, NOT_PROCESSED, "Shipped")).toBe(true);
    // The buyer's cancel, decided from the page that still said Not Processed, loses.
    expect(await cancelOrder(database.db, id, NOT_PROCESSED)).toBe(false);
    expect(await statusOf()).toBe("Shipped");
    expect(await stockOf(p.id)).toBe(3);
    // Another admin's change decided from Not Processed loses too; one from Shipped wins.
    expect(await changeOrderStatus(database.db, id, NOT_PROCESSED, "Delivered")).toBe(false);
    expect(await cancelOrder(database.db, id, "Shipped")).toBe(true);
    expect(await statusOf()).toBe("Canceled");
    expect(await stockOf(p.id)).toBe(5);
    // Nothing moves a cancelled order again, and its stock went back once.
    expect(await changeOrderStatus(database.db, id, "Canceled", "Shipped")).toBe(false);
    expect(await cancelOrder(database.db, id, "Canceled")).toBe(false);
    expect(await statusOf()).toBe("Canceled");
    expect(await stockOf(p.id)).toBe(5);
  });
});
