import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { coupons, orderItems, orders, paymentTokens, products, refundsDue } from "../../db/schema";
import { includedTax, priceCart, sumAmounts } from "~/lib/cart-pricing";
import { currencyCode, MAX_AMOUNT, type Currency } from "~/lib/money";
import {
  CANCELED,
  CARD_HOLD_MS,
  INCOMPLETE,
  ITEM_CANCELLED,
  NOT_PROCESSED,
  PAYMENT_NOT_CHOSEN,
  TRANSFER,
  type DeliveryAddress,
  type OrderStatus,
  type Payment,
} from "~/lib/orders";
import { isUuid } from "~/lib/uuid";
import { clearCart, loadCart, setCartCoupon } from "./cart.server";
import { readSettings } from "./settings.server";
import { bookLineRefunds } from "./refund.server";
import { log } from "~/log/log.server";

/**
 * Orders: placing one (stock and coupon uses taken atomically in one transaction), the card
 * payment's outcome, cancelling, and reading them back.
 */

export interface Buyer {
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface PlaceOrderInput {
  cartId: string;
  buyer: Buyer;
  address: DeliveryAddress;
  /**
   * Null: an order made before its payment is chosen (/api/order/add without `payment`). It
   * waits as an unpaid card order does (INCOMPLETE, its stock and coupon use held, the cart
   * kept) until the order placed with the payment replaces it, or the sweep releases it. No
   * contract is accepted for it: that comes with the payment.
   */
  payment: Payment | null;
  currency: Currency;
  locale: "tr" | "en";
  /** Required with a payment. */
  contractAccepted: boolean;
  /** The total a client says it expects (/api/order/add): a different server total refuses the order. */
  clientTotal?: number | null;
  /**
   * Runs inside the order's transaction once it is written: what must exist with the order (its
   * confirmation's outbox row, a guest's key) commits with it or not at all.
   */
  onPlaced?: (tx: DbOrTx, orderId: string) => Promise<void>;
}

export type PlaceOrderResult =
  | { ok: true; order: { id: string; total: number; currency: "TRY" | "USD"; status: string } }
  | { ok: false; error: "empty" }
  | { ok: false; error: "contract" }
  | { ok: false; error: "couponGone"; coupon: string }
  | { ok: false; error: "soldOut"; product: { name: string; nameEn: string } }
  | { ok: false; error: "totalChanged"; total: number }
  | { ok: false; error: "tooLarge"; max: number };

/** Thrown inside the transaction to roll it back with an answer for the shopper. */
class Refusal extends Error {
  constructor(readonly result: Exclude<PlaceOrderResult, { ok: true }>) {
    super(result.error);
  }
}

export async function placeOrder(db: DbOrTx, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  if (input.payment && !input.contractAccepted) return { ok: false, error: "contract" };
  try {
    return await db.transaction(async (tx) => {
      // The cart row is locked first: two submits of one cart run one after the other.
      let cart = await loadCart(tx, input.cartId, { lock: true });
      // A new attempt replaces an earlier unfinished order of this cart (an unpaid card order, one
      // waiting for its payment choice), which gives back what it held in this transaction.
      if (cart && (await releaseUnpaidCardOrders(tx, eq(orders.cartId, cart.id))) > 0) {
        cart = await loadCart(tx, cart.id);
      }
      if (!cart || cart.lines.length + cart.soldOut.length === 0) {
        throw new Refusal({ ok: false, error: "empty" });
      }
      const [gone] = cart.soldOut;
      if (gone) {
        throw new Refusal({
          ok: false,
          error: "soldOut",
          product: { name: gone.name, nameEn: gone.nameEn },
        });
      }

      const settings = await readSettings(tx);
      const pricing = priceCart({
        lines: cart.lines,
        coupon: cart.coupon,
        currency: input.currency,
        exchangeRate: settings.exchangeRate,
        vatRate: settings.vatRate,
        now: new Date(),
      });
      // More than an order's amounts can hold (12 digits): refused, not a database error.
      if (pricing.subtotal > MAX_AMOUNT) {
        throw new Refusal({ ok: false, error: "tooLarge", max: MAX_AMOUNT });
      }
      if (cart.coupon && pricing.couponProblem) {
        throw new Refusal({ ok: false, error: "couponGone", coupon: cart.coupon.code });
      }
      if (input.clientTotal != null && Math.abs(input.clientTotal - pricing.total) > 0.001) {
        throw new Refusal({ ok: false, error: "totalChanged", total: pricing.total });
      }
      // A coupon that takes nothing off this cart is not spent on it.
      const coupon = cart.coupon && pricing.discount > 0 ? cart.coupon : null;
      if (coupon && !(await takeCouponUse(tx, coupon.id))) {
        throw new Refusal({ ok: false, error: "couponGone", coupon: coupon.code });
      }
      // Stock, in product-id order so that concurrent orders never wait on each other in a circle.
      const byId = [...cart.lines].sort((a, b) => a.product.id.localeCompare(b.product.id));
      for (const line of byId) {
        const held = await reserve(tx, line.product.id, line.quantity);
        if (!held) {
          throw new Refusal({
            ok: false,
            error: "soldOut",
            product: { name: line.product.name, nameEn: line.product.nameEn },
          });
        }
      }

      // Placed now: a transfer order. Waiting for its payment: a card order, one not chosen yet.
      const placed = input.payment === TRANSFER;
      const [order] = await tx
        .insert(orders)
        .values({
          cartId: cart.id,
          userId: input.buyer.userId,
          status: placed ? NOT_PROCESSED : INCOMPLETE,
          payment: input.payment ?? PAYMENT_NOT_CHOSEN,
          currency: currencyCode(input.currency),
          subtotal: pricing.subtotal,
          discount: pricing.discount,
          total: pricing.total,
          totalTax: pricing.tax,
          vatRate: pricing.vatRate,
          couponId: coupon?.id ?? null,
          shippingAddress: input.address,
          buyer: input.buyer,
          locale: input.locale,
          contractAcceptedAt: input.payment ? new Date() : null,
        })
        .returning({
          id: orders.id,
          total: orders.total,
          currency: orders.currency,
          status: orders.status,
        });
      await tx.insert(orderItems).values(
        cart.lines.map(({ product, quantity }, i) => ({
          orderId: order.id,
          productId: product.id,
          name: product.name,
          slug: product.slug,
          imageUrl: product.imageUrl,
          quantity,
          unitPrice: pricing.lines[i].unitPrice,
          // What this line costs inside the order's total (its share of the coupon and rounding).
          totalPrice: pricing.lines[i].payable,
        })),
      );
      // A transfer order is placed now; a waiting order keeps the cart until it is paid or replaced.
      if (placed) await clearCart(tx, cart.id);
      await input.onPlaced?.(tx, order.id);
      return { ok: true as const, order };
    });
  } catch (error) {
    if (error instanceof Refusal) {
      // A coupon that no longer applies leaves the cart, so the shopper sees the real total.
      if (error.result.error === "couponGone") await setCartCoupon(db, input.cartId, null);
      return error.result;
    }
    throw error;
  }
}

/**
 * A product's `updated_at` (the sitemap's lastmod, the API's `updated`) moves when what its page
 * says about stock changes: in stock to sold out or back. Other stock moves leave it.
 */
const touchWhenSoldOutIs = (soldOut: SQL) =>
  sql`case when (${products.quantity} <= 0) <> (${soldOut}) then now() else ${products.updatedAt} end`;

/**
 * One use of a coupon, taken under the coupon row's lock while it is active, inside its dates and
 * has a use left: 3 uses left give exactly 3 orders, however many ask at once.
 */
async function takeCouponUse(tx: DbOrTx, couponId: string): Promise<boolean> {
  const taken = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} - 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`${coupons.uses} > 0`,
        eq(coupons.isActive, true),
        sql`(${coupons.startDate} is null or ${coupons.startDate} <= now())`,
        sql`(${coupons.endDate} is null or ${coupons.endDate} >= now())`,
      ),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/** `quantity = quantity - n where quantity >= n`: the row lock makes it exact under any load. */
async function reserve(tx: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} - ${quantity}`,
      updatedAt: touchWhenSoldOutIs(sql`${products.quantity} - ${quantity} <= 0`),
    })
    .where(and(eq(products.id, productId), sql`${products.quantity} >= ${quantity}`))
    .returning({ id: products.id });
  return rows.length > 0;
}

async function giveBackStock(tx: DbOrTx, items: { productId: string | null; quantity: number }[]) {
  const sorted = items
    .filter((i): i is { productId: string; quantity: number } => !!i.productId)
    .sort((a, b) => a.productId.localeCompare(b.productId));
  for (const item of sorted) {
    await tx
      .update(products)
      .set({
        quantity: sql`${products.quantity} + ${item.quantity}`,
        updatedAt: touchWhenSoldOutIs(sql`${products.quantity} + ${item.quantity} <= 0`),
      })
      .where(eq(products.id, item.productId));
  }
}

/**
 * Unpaid waiting orders matching `where` (card orders, and orders whose payment is not chosen
 * yet: every INCOMPLETE one) give back their stock and coupon use, once: `released_at` is set by
 * the same conditional update that picks them.
 */
async function releaseUnpaidCardOrders(tx: DbOrTx, where: SQL) {
  const released = await tx
    .update(orders)
    .set({ releasedAt: new Date(), updatedAt: new Date() })
    .where(
      and(where, eq(orders.status, INCOMPLETE), isNull(orders.releasedAt), isNull(orders.paidAt)),
    )
    .returning({ id: orders.id, couponId: orders.couponId });
  for (const order of released) {
    const items = await tx
      .select({ productId: orderItems.productId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    await giveBackStock(tx, items);
    if (order.couponId) {
      await tx
        .update(coupons)
        .set({ uses: sql`${coupons.uses} + 1` })
        .where(eq(coupons.id, order.couponId));
    }
  }
  return released.length;
}

/**
 * The sweep: waiting orders left unpaid for 30 minutes (card orders, and orders whose payment was
 * never chosen) give their stock back.
 */
export function releaseExpiredCardOrders(db: DbOrTx, now = new Date()): Promise<number> {
  return db.transaction((tx) =>
    releaseUnpaidCardOrders(
      tx,
      and(
        lt(orders.createdAt, new Date(now.getTime() - CARD_HOLD_MS)),
        // Charged and held for iyzico's fraud review: iyzico's answer settles it, not the clock.
        isNull(orders.paymentReviewAt),
      )!,
    ),
  );
}

/**
 * iyzico took the payment but holds it for fraud review: the order keeps its stock, unconfirmed,
 * until iyzico's later answer (the reconciler keeps asking). Once per order.
 */
export async function holdCardOrderForReview(db: DbOrTx, orderId: string): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ paymentReviewAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, INCOMPLETE),
        isNull(orders.paidAt),
        isNull(orders.paymentReviewAt),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** A failed card payment gives back at once what its order held. */
export function releaseCardOrder(db: DbOrTx, orderId: string): Promise<number> {
  return db.transaction((tx) => releaseUnpaidCardOrders(tx, eq(orders.id, orderId)));
}

/** Remembers a checkout form's token for its order; every token an order had stays known. */
export async function setPaymentToken(db: DbOrTx, orderId: string, token: string) {
  await db.insert(paymentTokens).values({ token, orderId }).onConflictDoNothing();
}

/** The order a checkout form token was issued for, whichever of its forms that was. */
export async function findOrderByPaymentToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      id: orders.id,
      total: orders.total,
      currency: orders.currency,
      status: orders.status,
      paidAt: orders.paidAt,
      releasedAt: orders.releasedAt,
      locale: orders.locale,
      cartId: orders.cartId,
    })
    .from(paymentTokens)
    .innerJoin(orders, eq(orders.id, paymentTokens.orderId))
    .where(eq(paymentTokens.token, token));
  return row ?? null;
}

/**
 * Forms whose outcome the shop has not taken yet, issued between `from` and `to`: the
 * callbacks that never came, or came while the database was away; and, however old, those whose
 * payment iyzico holds for review.
 */
export async function unsettledPaymentTokens(
  db: DbOrTx,
  window: { from: Date; to: Date; limit: number },
) {
  return db
    .select({ token: paymentTokens.token, createdAt: paymentTokens.createdAt })
    .from(paymentTokens)
    .innerJoin(orders, eq(orders.id, paymentTokens.orderId))
    .where(
      and(
        isNull(paymentTokens.settledAt),
        lt(paymentTokens.createdAt, window.to),
        or(gt(paymentTokens.createdAt, window.from), isNotNull(orders.paymentReviewAt)),
      ),
    )
    .orderBy(asc(paymentTokens.createdAt))
    .limit(window.limit);
}

/** iyzico's word on a form was taken: paid (confirmed or refunded), failed or expired. */
export async function settlePaymentToken(db: DbOrTx, token: string) {
  await db
    .update(paymentTokens)
    .set({ settledAt: new Date() })
    .where(and(eq(paymentTokens.token, token), isNull(paymentTokens.settledAt)));
}

export type PaidResult = "paid" | "alreadyPaid" | "refund" | "notFound";

export type RefundReason = "soldOut" | "couponGone" | "duplicate" | "mismatch";

/** A payment iyzico took, as the shop books it. */
export interface TakenPayment {
  paymentId: string;
  amount: number;
  currency: string;
}

/**
 * The provider confirmed a payment: the one transition from 'İşlem Tamamlanmadı' to 'Not
 * Processed', whoever asks and however often. An order whose hold was released (a failed card,
 * a new attempt, the sweep) takes its stock and its coupon use again in the same transaction; if
 * either is gone the order is cancelled and the payment booked for refund. A second payment for
 * an order already paid (an older form kept open) is booked for refund too. `onPaid` runs inside
 * the paid transition's transaction: what must happen with it (the confirmation's outbox row,
 * a guest's key) commits with it or not at all.
 */
export async function markCardOrderPaid(
  db: DbOrTx,
  orderId: string,
  payment: TakenPayment,
  onPaid?: (tx: DbOrTx) => Promise<void>,
): Promise<PaidResult> {
  try {
    return await db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          status: orders.status,
          paidAt: orders.paidAt,
          paymentId: orders.paymentId,
          releasedAt: orders.releasedAt,
          cartId: orders.cartId,
          couponId: orders.couponId,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for("update");
      if (!order) return "notFound";
      if (order.paidAt) {
        if (order.paymentId !== payment.paymentId) throw new RefundDue("duplicate");
        // A replay: the same answer as the first time.
        return order.status === CANCELED ? "refund" : "alreadyPaid";
      }
      if (order.releasedAt) {
        const items = await tx
          .select({ productId: orderItems.productId, quantity: orderItems.quantity })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(asc(orderItems.productId));
        for (const item of items) {
          if (!item.productId || !(await reserve(tx, item.productId, item.quantity))) {
            // Rolls back the stock taken for the lines before; the order is cancelled below.
            throw new RefundDue("soldOut");
          }
        }
        if (order.couponId && !(await takeCouponUse(tx, order.couponId))) {
          throw new RefundDue("couponGone");
        }
      }
      await tx
        .update(orders)
        .set({
          status: NOT_PROCESSED,
          paidAt: new Date(),
          paymentId: payment.paymentId,
          releasedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId));
      if (order.cartId) await clearCart(tx, order.cartId);
      await onPaid?.(tx);
      return "paid" as const;
    });
  } catch (error) {
    if (!(error instanceof RefundDue)) throw error;
    await bookRefund(db, orderId, payment, error.reason);
    return "refund";
  }
}

class RefundDue extends Error {
  constructor(readonly reason: RefundReason) {
    super(reason);
  }
}

/**
 * Money taken that the order cannot keep: booked once per payment, logged for a person, and an
 * order that never got its goods back on the shelf is closed (nothing of it ships).
 */
export async function bookRefund(
  db: DbOrTx,
  orderId: string,
  payment: TakenPayment,
  reason: RefundReason,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (reason === "soldOut" || reason === "couponGone") {
      const closed = await tx
        .update(orders)
        .set({
          status: CANCELED,
          paidAt: new Date(),
          paymentId: payment.paymentId,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, orderId), isNull(orders.paidAt)))
        .returning({ id: orders.id });
      if (closed.length > 0) {
        await tx
          .update(orderItems)
          .set({ status: ITEM_CANCELLED })
          .where(eq(orderItems.orderId, orderId));
      }
    }
    await tx
      .insert(refundsDue)
      .values({
        orderId,
        paymentId: payment.paymentId,
        amount: payment.amount,
        currency: payment.currency,
        reason,
      })
      .onConflictDoNothing();
  });
  log.error(
    { orderId, paymentId: payment.paymentId, amount: payment.amount, reason },
    "payment taken that its order cannot keep: refund it",
  );
}

// ---------------------------------------------------------------- guest access

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new secret link key for a guest's order (only its hash is kept). */
export async function issueGuestAccess(db: DbOrTx, orderId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .update(orders)
    .set({ guestAccessToken: hashToken(token) })
    .where(eq(orders.id, orderId));
  return token;
}

// ---------------------------------------------------------------- reading

export interface OrderDetail {
  id: string;
  cartId: string | null;
  userId: string | null;
  createdAt: Date;
  status: string;
  payment: string;
  currency: "TRY" | "USD";
  subtotal: number;
  discount: number;
  total: number;
  totalTax: number;
  /** The KDV rate the order was placed with (decision 070), in percent. */
  vatRate: number;
  paidAt: Date | null;
  /** When it was set Delivered; null while it is not (issue [19]: the return windows count from it). */
  deliveredAt: Date | null;
  /** The language the order was placed in: its e-mails speak it. */
  locale: "tr" | "en";
  /** Raised by every change of the order (decision 067): staff change its status at one. */
  version: number;
  address: DeliveryAddress;
  buyer: Buyer;
  items: {
    id: string;
    productId: string | null;
    name: string;
    slug: string;
    imageUrl: string | null;
    quantity: number;
    unitPrice: number;
    totalPrice: number;
    status: string;
    merchantId: string | null;
    /** The parcel the line left in (issue [18]); null while not shipped. */
    shipmentId: string | null;
    /** The return the line is in (issue [19]); null while in none. */
    returnId: string | null;
  }[];
}

export interface OrderViewer {
  user: { id: string; role: string; merchantId?: string | null } | null;
  /** The guest cart of the browser: a guest sees the orders placed from it. */
  cartId?: string | null;
  /** The key of an e-mailed link. */
  accessToken?: string | null;
}

/** One order with its lines, or null when it does not exist. Hidden unpaid card orders included. */
export async function getOrder(
  db: DbOrTx,
  id: string,
): Promise<(OrderDetail & { guestAccessToken: string | null }) | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) return null;
  const items = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      slug: orderItems.slug,
      imageUrl: orderItems.imageUrl,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      status: orderItems.status,
      shipmentId: orderItems.shipmentId,
      returnId: orderItems.returnId,
      merchantId: sql<
        string | null
      >`(select b.merchant_id from products p join brands b on b.id = p.brand_id where p.id = ${sql.raw(`"order_items"."product_id"`)})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  return {
    id: row.id,
    cartId: row.cartId,
    userId: row.userId,
    createdAt: row.createdAt,
    status: row.status,
    payment: row.payment,
    currency: row.currency,
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    totalTax: row.totalTax,
    vatRate: row.vatRate,
    paidAt: row.paidAt,
    deliveredAt: row.deliveredAt,
    locale: row.locale === "en" ? "en" : "tr",
    version: row.version,
    address: row.shippingAddress as DeliveryAddress,
    buyer: row.buyer as Buyer,
    guestAccessToken: row.guestAccessToken,
    items,
  };
}

/**
 * Who may open an order: its member, an admin, a merchant for orders holding their products,
 * and a guest with the e-mailed key or the browser whose cart placed it.
 */
function canSeeOrder(
  order: {
    userId: string | null;
    cartId: string | null;
    guestAccessToken: string | null;
    items: { merchantId: string | null }[];
  },
  viewer: OrderViewer,
): boolean {
  const { user } = viewer;
  if (user?.role === "ROLE_ADMIN") return true;
  if (user && order.userId === user.id) return true;
  if (user?.role === "ROLE_MERCHANT" && user.merchantId) {
    if (order.items.some((i) => i.merchantId === user.merchantId)) return true;
  }
  if (order.userId) return false;
  if (viewer.accessToken && order.guestAccessToken === hashToken(viewer.accessToken)) return true;
  return !!viewer.cartId && viewer.cartId === order.cartId;
}

/** An order's view for one viewer: a merchant sees only the lines of their own products. */
export async function getOrderFor(
  db: DbOrTx,
  id: string,
  viewer: OrderViewer,
): Promise<OrderDetail | null> {
  const order = await getOrder(db, id);
  if (!order || !canSeeOrder(order, viewer)) return null;
  const { guestAccessToken: _hidden, ...detail } = order;
  void _hidden;
  const user = viewer.user;
  if (user?.role === "ROLE_MERCHANT" && order.userId !== user.id) {
    const items = detail.items.filter((i) => i.merchantId === user.merchantId);
    // Each line holds its share of the order's total (coupon and rounding included), so the
    // merchant's part is their lines' sum; the rest of the order is other shops' business.
    const total = sumAmounts(items.map((i) => i.totalPrice));
    return {
      ...detail,
      items,
      subtotal: total,
      discount: 0,
      total,
      totalTax: includedTax(total, detail.vatRate),
    };
  }
  return detail;
}

// ---------------------------------------------------------------- changes

/**
 * Whether the order is still at the version a staff change was asked from (decision 067), locked
 * for the rest of the transaction; always when no version was named.
 */
export async function orderAtVersion(tx: DbOrTx, id: string, expected?: number): Promise<boolean> {
  if (expected === undefined) return true;
  const [row] = await tx
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.id, id))
    .for("update");
  return row?.version === expected;
}

/**
 * An admin's status change; any status may follow any other (spec 001 §4). It is written only if
 * the order still has the status `from` that it was decided from: of two changes racing on one
 * order (a buyer's cancel, another admin), exactly one wins and the other is told it lost.
 */
export async function changeOrderStatus(
  db: DbOrTx,
  id: string,
  from: string,
  to: OrderStatus,
): Promise<boolean> {
  if (!isUuid(id) || from === INCOMPLETE || from === CANCELED) return false;
  const now = new Date();
  const rows = await db
    .update(orders)
    // The days of withdrawal and return count from delivery (issue [19]); leaving Delivered stops them.
    .set({ status: to, updatedAt: now, deliveredAt: to === "Delivered" ? now : null })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * A transfer order's money arrived: its `paidAt` is set once, while it awaits it (a transfer
 * order, not paid, not cancelled). False for any other order, so that two admins marking it at
 * once mark it once.
 */
export async function markTransferPaid(db: DbOrTx, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(orders)
    .set({ paidAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.payment, TRANSFER),
        isNull(orders.paidAt),
        ne(orders.status, CANCELED),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Cancels an order still in status `from` (the one the cancel was decided from) and gives back
 * the stock of its lines not cancelled before; a paid card order's refunds are booked with it. False when its status moved on meanwhile: the
 * conditional update is the decision, so the stock moves once whoever races it.
 */
export async function cancelOrder(db: DbOrTx, id: string, from: string): Promise<boolean> {
  if (!isUuid(id) || from === INCOMPLETE || from === CANCELED) return false;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: CANCELED, updatedAt: new Date() })
      .where(and(eq(orders.id, id), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!order) return false;
    const items = await tx
      .update(orderItems)
      .set({ status: ITEM_CANCELLED })
      .where(and(eq(orderItems.orderId, id), ne(orderItems.status, ITEM_CANCELLED)))
      .returning({ productId: orderItems.productId, quantity: orderItems.quantity });
    await giveBackStock(tx, items);
    // A paid card order's money goes back for every line not refunded yet (sent after commit).
    await bookLineRefunds(tx, id);
    return true;
  });
}

/**
 * Cancels one line of an order still in status `from` and gives back its stock; the last line
 * standing cancels the order. "changed" when the order's status moved on meanwhile (decided under
 * the order's row lock), null when the line is not in that order (or already cancelled).
 */
export async function cancelOrderItem(
  db: DbOrTx,
  orderId: string,
  itemId: string,
  from: string,
): Promise<{ orderCancelled: boolean } | "changed" | null> {
  if (!isUuid(orderId) || !isUuid(itemId)) return null;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return null;
    if (order.status !== from || from === CANCELED || from === INCOMPLETE) return "changed";
    const [item] = await tx
      .update(orderItems)
      .set({ status: ITEM_CANCELLED })
      .where(
        and(
          eq(orderItems.id, itemId),
          eq(orderItems.orderId, orderId),
          ne(orderItems.status, ITEM_CANCELLED),
        ),
      )
      .returning({ productId: orderItems.productId, quantity: orderItems.quantity });
    if (!item) return null;
    await giveBackStock(tx, [item]);
    await bookLineRefunds(tx, orderId, [itemId]);
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, orderId), ne(orderItems.status, ITEM_CANCELLED)));
    const orderCancelled = left.n === 0;
    if (orderCancelled) {
      await tx
        .update(orders)
        .set({ status: CANCELED, updatedAt: new Date() })
        .where(eq(orders.id, orderId));
    }
    return { orderCancelled };
  });
}
