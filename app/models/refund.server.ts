import { and, asc, eq, gt, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { orderItems, orders, refundAttempts, refunds } from "../../db/schema";
import { CARD, ITEM_CANCELLED } from "~/lib/orders";
import { istanbulDay } from "~/lib/order-date";
import { isUuid } from "~/lib/uuid";

/**
 * Card refunds (decision 031): booked with the cancel that causes them, one per order line (the
 * unique index on the line is what makes "never twice" hold), then claimed by one sender at a
 * time with a conditional update and finished with iyzico's answer.
 */

export type RefundState = "pending" | "sending" | "done" | "failed";
/** iyzico said no, or did not answer (then the money may have gone back all the same). */
export type RefundFailure = "refused" | "unreachable";

/**
 * One time the shop asked iyzico for a refund's money: by a refund, by cancelling the whole
 * payment the day it was taken, or by finding in iyzico's report that it was made already.
 */
export interface RefundAttempt {
  how: "refund" | "cancel" | "report";
  amount: number;
  outcome: "done" | RefundFailure;
  message: string | null;
  at: Date;
}

/**
 * A row left pending or sending this long was dropped by its sender (the process died between
 * the cancel's commit and iyzico's answer): a retry may claim it. Longer than iyzico's timeout.
 */
export const REFUND_STALE_MS = 3 * 60 * 1000;

export interface RefundView {
  id: string;
  orderItemId: string;
  itemName: string;
  amount: number;
  currency: "TRY" | "USD";
  state: RefundState;
  lastError: string | null;
  failure: RefundFailure | null;
  attempts: number;
  createdAt: Date;
  updatedAt: Date;
  refundedAt: Date | null;
  /** Failed, or dropped by its sender: an admin may send it again. */
  retryable: boolean;
  /** Every attempt, oldest first: the admin's to read. */
  history: RefundAttempt[];
}

/**
 * Inside a cancel's transaction: the refund rows of the order's cancelled lines (of `itemIds`
 * when given), if it is a card order iyzico was paid for. A line refunded before keeps its row.
 */
export async function bookLineRefunds(tx: DbOrTx, orderId: string, itemIds?: string[]) {
  const [order] = await tx
    .select({ paymentId: orders.paymentId, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.payment, CARD), isNotNull(orders.paidAt)));
  if (!order?.paymentId) return;
  const lines = await tx
    .select({ id: orderItems.id, amount: orderItems.totalPrice })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.status, ITEM_CANCELLED),
        gt(orderItems.totalPrice, 0),
        itemIds ? inArray(orderItems.id, itemIds) : undefined,
      ),
    );
  if (lines.length === 0) return;
  await tx
    .insert(refunds)
    .values(
      lines.map((line) => ({
        orderId,
        orderItemId: line.id,
        amount: line.amount,
        currency: order.currency,
        paymentId: order.paymentId!,
      })),
    )
    .onConflictDoNothing({ target: refunds.orderItemId });
}

const stale = sql`${refunds.updatedAt} < now() - make_interval(secs => ${REFUND_STALE_MS / 1000}::float8)`;
/** Failed, or pending/sending and dropped: what a retry may claim. */
const retryableNow = or(
  eq(refunds.state, "failed"),
  and(inArray(refunds.state, ["pending", "sending"]), stale),
) as SQL;

export interface ClaimedRefund {
  id: string;
  orderId: string;
  amount: number;
  currency: "TRY" | "USD";
  paymentId: string;
  locale: "tr" | "en";
  /** This one included: more than 1 is a retry, after an answer that may have been lost. */
  attempts: number;
}

async function claim(db: DbOrTx, where: SQL): Promise<ClaimedRefund[]> {
  const claimed = await db
    .update(refunds)
    .set({
      state: "sending",
      attempts: sql`${refunds.attempts} + 1`,
      sentAt: new Date(),
      updatedAt: new Date(),
    })
    .where(where)
    .returning({
      id: refunds.id,
      orderId: refunds.orderId,
      amount: refunds.amount,
      currency: refunds.currency,
      paymentId: refunds.paymentId,
      attempts: refunds.attempts,
    });
  if (claimed.length === 0) return [];
  const [order] = await db
    .select({ locale: orders.locale })
    .from(orders)
    .where(eq(orders.id, claimed[0].orderId));
  const locale = order?.locale === "en" ? "en" : "tr";
  return claimed.map((r) => ({ ...r, locale }));
}

/**
 * The order's refunds nobody is sending yet, claimed for this sender: a conditional update, so
 * of two callers each row goes to one.
 */
export function claimPendingRefunds(db: DbOrTx, orderId: string): Promise<ClaimedRefund[]> {
  if (!isUuid(orderId)) return Promise.resolve([]);
  return claim(db, and(eq(refunds.orderId, orderId), eq(refunds.state, "pending"))!);
}

/**
 * Orders with refunds booked and never claimed for REFUND_STALE_MS: their canceller stopped
 * between the cancel's commit and sending them. The sweep sends these; a refund that was sent
 * (sending, failed) waits for a person, since iyzico may have paid it back already.
 */
export async function ordersWithForgottenRefunds(db: DbOrTx, limit = 20): Promise<string[]> {
  const rows = await db
    .selectDistinct({ orderId: refunds.orderId })
    .from(refunds)
    .where(and(eq(refunds.state, "pending"), stale))
    .limit(limit);
  return rows.map((r) => r.orderId);
}

/** A retry: the refund if it failed or was dropped, claimed for this sender; null otherwise. */
export async function claimRefundForRetry(
  db: DbOrTx,
  orderId: string,
  refundId: string,
): Promise<ClaimedRefund | null> {
  if (!isUuid(orderId) || !isUuid(refundId)) return null;
  const [row] = await claim(
    db,
    and(eq(refunds.id, refundId), eq(refunds.orderId, orderId), retryableNow)!,
  );
  return row ?? null;
}

/** iyzico's answer to a claimed refund: done, or failed with the text to show. */
export async function finishRefund(
  db: DbOrTx,
  refundId: string,
  outcome: { ok: true } | { ok: false; error: string; failure: RefundFailure },
) {
  await db
    .update(refunds)
    .set(
      outcome.ok
        ? {
            state: "done",
            lastError: null,
            failure: null,
            refundedAt: new Date(),
            updatedAt: new Date(),
          }
        : {
            state: "failed",
            lastError: outcome.error.slice(0, 1000),
            failure: outcome.failure,
            updatedAt: new Date(),
          },
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.state, "sending")));
}

export async function recordRefundAttempt(
  db: DbOrTx,
  refundId: string,
  attempt: Omit<RefundAttempt, "at">,
) {
  await db.insert(refundAttempts).values({
    refundId,
    how: attempt.how,
    amount: attempt.amount,
    outcome: attempt.outcome,
    message: attempt.message?.slice(0, 1000) ?? null,
  });
}

/**
 * Whether `claimed`, first attempts all, give back the whole of the order's card payment on the
 * day it was taken (Istanbul's day, the banks'): then iyzico's cancel does it, and the card
 * statement shows neither charge nor refund. Any other refund of the order rules it out.
 */
export async function refundsCancelWholePayment(
  db: DbOrTx,
  orderId: string,
  claimed: { amount: number; attempts: number }[],
  now = new Date(),
): Promise<boolean> {
  if (claimed.length === 0 || claimed.some((r) => r.attempts !== 1)) return false;
  const [order] = await db
    .select({ total: orders.total, paidAt: orders.paidAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [{ rows }] = await db
    .select({ rows: sql<number>`count(*)::int` })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  if (!order?.paidAt || Number(rows) !== claimed.length) return false;
  const cents = claimed.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  return (
    cents === Math.round(Number(order.total) * 100) &&
    istanbulDay(order.paidAt) === istanbulDay(now)
  );
}

/** One refund of an order, to tell a retry that lost from one that does not exist. */
export async function getRefund(db: DbOrTx, orderId: string, refundId: string) {
  if (!isUuid(orderId) || !isUuid(refundId)) return null;
  const [row] = await db
    .select({ id: refunds.id, state: refunds.state })
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  return row ?? null;
}

/** The order's refunds, oldest first (of `itemIds` only when given: a merchant's lines). */
export async function listRefunds(
  db: DbOrTx,
  orderId: string,
  itemIds?: string[],
): Promise<RefundView[]> {
  if (!isUuid(orderId) || (itemIds && itemIds.length === 0)) return [];
  const rows = await db
    .select({
      id: refunds.id,
      orderItemId: refunds.orderItemId,
      itemName: orderItems.name,
      amount: refunds.amount,
      currency: refunds.currency,
      state: refunds.state,
      lastError: refunds.lastError,
      failure: refunds.failure,
      attempts: refunds.attempts,
      createdAt: refunds.createdAt,
      updatedAt: refunds.updatedAt,
      refundedAt: refunds.refundedAt,
      retryable: sql<boolean>`${retryableNow}`,
    })
    .from(refunds)
    .innerJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .where(
      and(
        eq(refunds.orderId, orderId),
        itemIds ? inArray(refunds.orderItemId, itemIds) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(orderItems.name), asc(refunds.id));
  const history = rows.length
    ? await db
        .select({
          refundId: refundAttempts.refundId,
          how: refundAttempts.how,
          amount: refundAttempts.amount,
          outcome: refundAttempts.outcome,
          message: refundAttempts.message,
          at: refundAttempts.at,
        })
        .from(refundAttempts)
        .where(
          inArray(
            refundAttempts.refundId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(refundAttempts.at), asc(refundAttempts.id))
    : [];
  return rows.map((r) => ({
    ...r,
    state: r.state as RefundState,
    failure: r.failure as RefundFailure | null,
    retryable: !!r.retryable,
    history: history
      .filter((a) => a.refundId === r.id)
      .map(({ refundId: _, ...a }) => a as RefundAttempt),
  }));
}

/** The order a refund belongs to (the /api retry names only the refund). */
export async function refundOrderId(db: DbOrTx, refundId: string): Promise<string | null> {
  if (!isUuid(refundId)) return null;
  const [row] = await db
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  return row?.orderId ?? null;
}
