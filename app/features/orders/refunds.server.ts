import type { DbOrTx } from "../../../db/client.server";
import {
  claimPendingRefunds,
  claimRefundForRetry,
  ordersWithForgottenRefunds,
  finishRefund,
  getRefund,
  listRefunds,
  recordRefundAttempt,
  refundOrderId,
  refundsCancelWholePayment,
  type ClaimedRefund,
  type RefundView,
} from "~/models/refund.server";
import {
  cancelPayment,
  PaymentError,
  refundPayment,
  refundsMade,
} from "~/services/payments.server";
import { log } from "~/log/log.server";
import { queueShopNotices } from "./shop-notices.server";

/**
 * Sending card refunds to iyzico (decision 031). A cancel books the refunds in its transaction;
 * after its commit the canceller sends them here. Each row is claimed first (a conditional update
 * from pending, or from failed for a retry), so two admins, or a click and a retry, never send one
 * refund twice; iyzico's answer finishes it done or failed. A retry first asks iyzico what of
 * it was made already. A whole order cancelled the day it was paid is given back by iyzico's
 * cancel instead (no charge and no refund on the card statement); refused, it is refunded. Every
 * attempt is recorded for the admin.
 */

const failureText = (error: PaymentError) =>
  error.code ? `${error.message} (${error.code})` : error.message;

export interface RefundOutcome {
  done: number;
  failed: number;
}

async function send(db: DbOrTx, refund: ClaimedRefund): Promise<boolean> {
  let missing = refund.amount;
  try {
    if (refund.attempts > 1) missing = await stillToRefund(refund);
    if (missing > 0)
      await refundPayment({
        paymentId: refund.paymentId,
        price: missing,
        currency: refund.currency,
        refundId: refund.id,
        locale: refund.locale,
      });
    await recordRefundAttempt(db, refund.id, {
      how: missing > 0 ? "refund" : "report",
      amount: missing > 0 ? missing : refund.amount,
      outcome: "done",
      message: null,
    });
    await finishRefund(db, refund.id, { ok: true });
    return true;
  } catch (error) {
    if (!(error instanceof PaymentError)) {
      // Not iyzico's answer (our database, a bug): the row stays claimed and becomes retryable
      // once stale, rather than being told failed while the money may be on its way.
      log.error({ err: error, refundId: refund.id }, "refund: unexpected error");
      throw error;
    }
    const error_ = failureText(error);
    await recordRefundAttempt(db, refund.id, {
      how: "refund",
      amount: missing,
      outcome: error.kind,
      message: error_,
    });
    await finishRefund(db, refund.id, { ok: false, error: error_, failure: error.kind });
    await tellRefundFailed(db, refund, missing, error_);
    log.warn(
      { refundId: refund.id, orderId: refund.orderId, kind: error.kind, error: error_ },
      "refund failed",
    );
    return false;
  }
}

/**
 * The shop hears of a refund that failed the first time (decision 077); an admin's retry that
 * fails again is seen by that admin. A mail that cannot be written never hides the refund's fate.
 */
async function tellRefundFailed(
  db: DbOrTx,
  refund: ClaimedRefund,
  amount: number,
  reason: string,
): Promise<void> {
  if (refund.attempts > 1) return;
  try {
    const mail = await queueShopNotices(db, refund.orderId, "shopRefundFailed", {
      amount,
      reason,
    });
    mail.deliver();
  } catch (error) {
    log.error({ err: error, refundId: refund.id }, "refund: could not write the shop's mail");
  }
}

/**
 * A retry may follow an attempt whose answer never came, or did not verify, while iyzico made
 * the refund: iyzico's report says what of this refund (its conversationId is the row's id) went
 * through, and only the rest is sent.
 */
async function stillToRefund(refund: ClaimedRefund): Promise<number> {
  const made = await refundsMade(refund.orderId, refund.paymentId, refund.locale);
  // A cancel (whose answer never came) gave back the whole payment, this refund included.
  if (made.cancelledBy !== null) {
    log.warn(
      { refundId: refund.id, orderId: refund.orderId },
      "refund: iyzico had cancelled the whole payment already; nothing is sent",
    );
    return 0;
  }
  const already = made.byRefund.get(refund.id) ?? 0;
  const missing = Math.round((refund.amount - already) * 100) / 100;
  if (already > 0)
    log.warn(
      { refundId: refund.id, orderId: refund.orderId, already, missing },
      "refund: iyzico had made it (in part) already; only what is missing is sent",
    );
  return Math.max(missing, 0);
}

/**
 * The whole payment back by iyzico's cancel, for every claimed refund at once: "refused" when
 * iyzico will not (the banks' day has ended: each is then refunded), else what became of them.
 */
async function cancelWhole(
  db: DbOrTx,
  claimed: ClaimedRefund[],
): Promise<RefundOutcome | "refused"> {
  const [first] = claimed;
  const total = claimed.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
  let result: { ok: true } | { ok: false; error: PaymentError };
  try {
    await cancelPayment({
      paymentId: first!.paymentId,
      cancelId: first!.id,
      amount: total,
      locale: first!.locale,
    });
    result = { ok: true };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    result = { ok: false, error };
  }
  for (const refund of claimed) {
    const attempt = { how: "cancel" as const, amount: refund.amount };
    if (result.ok) {
      await recordRefundAttempt(db, refund.id, { ...attempt, outcome: "done", message: null });
      await finishRefund(db, refund.id, { ok: true });
      continue;
    }
    const message = failureText(result.error);
    await recordRefundAttempt(db, refund.id, { ...attempt, outcome: result.error.kind, message });
    // Unknown outcome: failed, so that a retry asks iyzico's report before sending anything.
    if (result.error.kind === "unreachable") {
      await finishRefund(db, refund.id, { ok: false, error: message, failure: "unreachable" });
      await tellRefundFailed(db, refund, refund.amount, message);
    }
  }
  log.info(
    { orderId: first!.orderId, outcome: result.ok ? "done" : result.error.kind },
    "refund: the whole payment cancelled at iyzico, the day it was taken",
  );
  if (result.ok) return { done: claimed.length, failed: 0 };
  if (result.error.kind === "unreachable") return { done: 0, failed: claimed.length };
  return "refused";
}

/** Sends the order's refunds nobody is sending yet (after a cancel's commit). */
export async function sendDueRefunds(db: DbOrTx, orderId: string): Promise<RefundOutcome> {
  const claimed = await claimPendingRefunds(db, orderId);
  if (await refundsCancelWholePayment(db, orderId, claimed)) {
    const cancelled = await cancelWhole(db, claimed);
    if (cancelled !== "refused") return cancelled;
  }
  const outcome: RefundOutcome = { done: 0, failed: 0 };
  for (const refund of claimed) {
    if (await send(db, refund)) outcome.done++;
    else outcome.failed++;
  }
  return outcome;
}

/**
 * The sweep's part (app/edge/lifecycle.server.ts): refunds a cancel booked but whose sender never
 * sent them (the process stopped) go out now, claimed as any sender claims them.
 */
export async function sendForgottenRefunds(db: DbOrTx): Promise<RefundOutcome> {
  const outcome: RefundOutcome = { done: 0, failed: 0 };
  for (const orderId of await ordersWithForgottenRefunds(db)) {
    const sent = await sendDueRefunds(db, orderId);
    outcome.done += sent.done;
    outcome.failed += sent.failed;
  }
  return outcome;
}

export type RetryResult = "done" | "failed" | "busy" | "notFound";

/**
 * An admin's retry of a failed refund (or one its sender dropped): "busy" when it is done, being
 * sent by someone else, or not yet due for a retry.
 */
export async function retryRefund(
  db: DbOrTx,
  orderId: string,
  refundId: string,
): Promise<RetryResult> {
  const claimed = await claimRefundForRetry(db, orderId, refundId);
  if (!claimed) return (await getRefund(db, orderId, refundId)) ? "busy" : "notFound";
  return (await send(db, claimed)) ? "done" : "failed";
}

/**
 * An admin's retry of a refund named only by its id (/api): the order it belongs to and what
 * became of it; "notFound" for anyone else or a refund that does not exist.
 */
export async function retryRefundAs(
  db: DbOrTx,
  user: { role: string } | null,
  refundId: string,
): Promise<{ orderId: string; outcome: RetryResult }> {
  const orderId = user?.role === "ROLE_ADMIN" ? await refundOrderId(db, refundId) : null;
  if (!orderId) return { orderId: "", outcome: "notFound" };
  return { orderId, outcome: await retryRefund(db, orderId, refundId) };
}

/**
 * The refunds of an order as this viewer may see them: all for the admin and the buyer, those
 * of the viewer's own lines for a merchant (`order.items` is already narrowed to them). The
 * error text and the right to retry are the admin's.
 */
export async function refundsForViewer(
  db: DbOrTx,
  order: { id: string; items: { id: string }[] },
  rights: { admin: boolean; buyer: boolean },
): Promise<RefundView[]> {
  const all = rights.admin || rights.buyer;
  const rows = await listRefunds(db, order.id, all ? undefined : order.items.map((i) => i.id));
  return rights.admin
    ? rows
    : rows.map((r) => ({ ...r, lastError: null, failure: null, retryable: false, history: [] }));
}
