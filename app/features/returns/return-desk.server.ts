import type { DbOrTx } from "../../../db/client.server";
import { CARD, orderNumber } from "~/lib/orders";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderDateText } from "~/lib/order-date";
import { returnNumber, type ReturnState } from "~/lib/returns";
import { getOrder } from "~/models/order.server";
import {
  bookReturnRefunds,
  getDeskRequest,
  listDesk,
  markLines,
  moveRequest,
  recordStep,
  releaseLines,
  requestState,
  restock,
  returnRefundStates,
  type DeskRequest,
  type DeskScope,
} from "~/models/return-desk.server";
import type { PublicUser } from "~/models/user.server";
import { pageLink, returnUpdateMail, type ReturnStepMail } from "~/services/mail-templates.server";
import { queueMail, shopName } from "~/services/mail.server";
import { retryRefund, sendDueRefunds } from "~/features/orders/refunds.server";

/**
 * The return desk's operations (issue [19] points 2 and 3), one per step, shared by
 * /dashboard/returns and /api/returns. Each step is a conditional move of the request's state
 * (and version, when the caller names the one it read), its mail to the shopper and its line in
 * the order's history, in one transaction; a card refund's money goes through the refund rows
 * and sender of decision 031, booked in the step's transaction and sent after it.
 */

/** Whose desk: the admin's (every request) or a merchant's (their own); null for anyone else. */
export function deskScopeOf(user: PublicUser | null | undefined): DeskScope | null {
  if (user?.role === "ROLE_ADMIN") return { merchantId: null };
  if (user?.role === "ROLE_MERCHANT" && user.merchantId) return { merchantId: user.merchantId };
  return null;
}

export type DeskRefusal =
  /** Not there, or not this person's. */
  | "notFound"
  /** The step is the admin's (money leaves the shop's account). */
  | "forbidden"
  /** The request changed since the version the step was asked from. */
  | "stale"
  /** The request is not in a state this step starts from. */
  | "wrongState"
  /** A transfer order's refund without the account the shopper gave. */
  | "ibanMissing"
  /** iyzico did not make (all of) the refund: the request stays received, a retry is offered. */
  | "refundFailed"
  /** The refund is being sent by someone else. */
  | "refundBusy"
  /** The receive step did not name every line's resellable. */
  | "linesMissing";

export type DeskOutcome =
  | { ok: true; request: DeskRequest; repeated: boolean }
  | { ok: false; why: DeskRefusal; request: DeskRequest | null };

const refused = (why: DeskRefusal, request: DeskRequest | null = null): DeskOutcome => ({
  ok: false,
  why,
  request,
});

export async function deskList(
  db: DbOrTx,
  user: PublicUser,
  query: { state: ReturnState | null; page: number },
) {
  const scope = deskScopeOf(user);
  if (!scope) return "forbidden" as const;
  return { merchant: scope.merchantId !== null, ...(await listDesk(db, scope, query)) };
}

export async function deskRequest(db: DbOrTx, user: PublicUser, id: string) {
  const scope = deskScopeOf(user);
  return scope ? getDeskRequest(db, scope, id) : null;
}

interface Step {
  db: DbOrTx;
  user: PublicUser;
  id: string;
  /** The request's version the step was asked from (a form's, If-Match); none: any. */
  expected?: number;
  /** The shop's public address, for the mail's links. */
  origin: string;
}

/**
 * Why a move found nothing to move, read again: a version that is not the request's is stale;
 * the step's own target already reached is a repeat (fine, nothing done twice); else the request
 * is in a state the step does not start from.
 */
async function afterMiss(step: Step, scope: DeskScope, target: ReturnState): Promise<DeskOutcome> {
  const now = await getDeskRequest(step.db, scope, step.id);
  if (!now) return refused("notFound");
  if (step.expected !== undefined && step.expected !== now.version) return refused("stale", now);
  if (now.state === target) return { ok: true, request: now, repeated: true };
  return refused("wrongState", now);
}

/** The shopper's mail of a step, written in the step's transaction; sent once it committed. */
async function queueStepMail(
  tx: DbOrTx,
  request: { id: string; orderId: string; locale: string },
  origin: string,
  mail: ReturnStepMail,
) {
  const order = await getOrder(tx, request.orderId);
  const to = order && (order.buyer.email || order.address.email);
  if (!order || !to) return { deliver: () => {} };
  const lang = request.locale === "en" ? "en" : "tr";
  return queueMail(
    tx,
    to,
    returnUpdateMail(lang, {
      shop: await shopName(tx),
      orderId: order.id,
      name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
      number: orderNumber(order.id),
      returnNumber: returnNumber(request.id),
      link: order.userId ? pageLink(origin, lang, `/order/${order.id}`) : null,
      origin,
      ...mail,
    }),
  );
}

/**
 * One step: the move, its history line and its mail together, or nothing. `extra` runs in the
 * same transaction once the move is made (lines released, stock back).
 */
async function takeStep(
  step: Step,
  scope: DeskScope,
  from: ReturnState[],
  target: ReturnState,
  set: Parameters<typeof moveRequest>[5],
  history: (row: NonNullable<Awaited<ReturnType<typeof moveRequest>>>) => Record<string, unknown>,
  mail: (row: NonNullable<Awaited<ReturnType<typeof moveRequest>>>) => ReturnStepMail,
  extra?: (tx: DbOrTx) => Promise<void>,
): Promise<DeskOutcome> {
  const outbox: { deliver: () => void }[] = [];
  const moved = await step.db.transaction(async (tx) => {
    const was = await requestState(tx, step.id);
    const row = await moveRequest(tx, scope, step.id, from, step.expected, {
      ...set,
      state: target,
    });
    if (!row) return false;
    if (extra) await extra(tx);
    await recordStep(tx, {
      writer: { id: step.user.id, email: step.user.email },
      returnId: row.id,
      orderId: row.orderId,
      before: { number: returnNumber(row.id), state: was },
      after: { number: returnNumber(row.id), state: target, ...history(row) },
    });
    outbox.push(await queueStepMail(tx, row, step.origin, mail(row)));
    return true;
  });
  if (!moved) return afterMiss(step, scope, target);
  outbox.forEach((m) => m.deliver());
  const request = await getDeskRequest(step.db, scope, step.id);
  return request ? { ok: true, request, repeated: false } : refused("notFound");
}

const scopeOrNull = (user: PublicUser) => deskScopeOf(user);

/** Approve with the instructions the shopper needs (where to send, how shipping works). */
export function approveReturn(step: Step, instructions: string): Promise<DeskOutcome> {
  const scope = scopeOrNull(step.user);
  if (!scope) return Promise.resolve(refused("notFound"));
  return takeStep(
    step,
    scope,
    ["asked"],
    "approved",
    { instructions, approvedAt: new Date() },
    () => ({ instructions }),
    () => ({ step: "approved", instructions }),
  );
}

/** Refuse, with the reason the shopper reads; the lines may be asked for again. */
export function refuseReturn(step: Step, reason: string): Promise<DeskOutcome> {
  const scope = scopeOrNull(step.user);
  if (!scope) return Promise.resolve(refused("notFound"));
  return takeStep(
    step,
    scope,
    ["asked", "approved"],
    "refused",
    { refusalReason: reason, refusedAt: new Date() },
    () => ({ refusal_reason: reason }),
    () => ({ step: "refused", reason }),
    (tx) => releaseLines(tx, step.id),
  );
}

/**
 * The parcel arrived: each line resellable or not (every line named); the resellable pieces go
 * back on the shelf, once (the move from approved is what makes it once).
 */
export async function receiveReturn(
  step: Step,
  lines: { orderItemId: string; resellable: boolean }[],
): Promise<DeskOutcome> {
  const scope = scopeOrNull(step.user);
  if (!scope) return refused("notFound");
  const request = await getDeskRequest(step.db, scope, step.id);
  if (!request) return refused("notFound");
  const named = new Map(lines.map((l) => [l.orderItemId, l.resellable]));
  if (request.state === "approved" && request.lines.some((l) => !named.has(l.orderItemId)))
    return refused("linesMissing", request);
  const own = request.lines
    .filter((l) => named.has(l.orderItemId))
    .map((l) => ({ orderItemId: l.orderItemId, resellable: named.get(l.orderItemId)! }));
  const lang = request.locale;
  return takeStep(
    step,
    scope,
    ["approved"],
    "received",
    { receivedAt: new Date() },
    () => ({
      resellable: request.lines
        .filter((l) => named.get(l.orderItemId))
        .map((l) => `${l.name} × ${l.quantity}`),
    }),
    (row) => ({ step: "received", due: orderDateText(row.refundDueBy, lang) }),
    async (tx) => {
      await markLines(tx, step.id, own);
      await restock(tx, step.id);
    },
  );
}

/** A card order's refund goes through iyzico; any other is the staff's bank transfer. */
const byCard = (request: DeskRequest) =>
  request.order.payment === CARD && !!request.order.paymentId && !!request.order.paidAt;

const money = (amount: number, request: DeskRequest) =>
  formatMoney(amount, currencyFromCode(request.currency), request.locale);

/**
 * The refund (the admin's): a transfer order's is the admin's word that they paid the recorded
 * IBAN; a card order's books a refund row per line (its paid share, never more than the line
 * cost less what went back for it already) in the step's transaction, sends them through
 * iyzico after it, and the request is refunded once every one of them is done.
 */
export async function refundReturn(step: Step): Promise<DeskOutcome> {
  const scope = scopeOrNull(step.user);
  if (!scope) return refused("notFound");
  const request = await getDeskRequest(step.db, scope, step.id);
  if (!request) return refused("notFound");
  if (step.user.role !== "ROLE_ADMIN") return refused("forbidden", request);
  if (step.expected !== undefined && step.expected !== request.version)
    return refused("stale", request);
  if (request.state === "refunded") return { ok: true, request, repeated: true };
  if (request.state !== "received") return refused("wrongState", request);
  if (!byCard(request)) {
    if (!request.iban) return refused("ibanMissing", request);
    return takeStep(
      step,
      scope,
      ["received"],
      "refunded",
      { refundedAt: new Date() },
      () => ({ amount: request.amount, iban: request.iban }),
      () => ({ step: "refunded", amount: money(request.amount, request), iban: request.iban }),
    );
  }
  // Claimed for this sender: the version moves on, so that a second admin at once is told.
  const claimed = await step.db.transaction(async (tx) => {
    const row = await moveRequest(tx, scope, step.id, ["received"], step.expected, {});
    if (!row) return false;
    await bookReturnRefunds(tx, row, request.order.paymentId!);
    return true;
  });
  if (!claimed) return afterMiss(step, scope, "refunded");
  await sendDueRefunds(step.db, request.orderId);
  return finishCardRefund({ ...step, expected: undefined }, scope);
}

/** An admin's retry of one of the request's failed card refunds, then the request if done. */
export async function retryReturnRefund(step: Step, refundId: string): Promise<DeskOutcome> {
  const scope = scopeOrNull(step.user);
  if (!scope) return refused("notFound");
  const request = await getDeskRequest(step.db, scope, step.id);
  if (!request) return refused("notFound");
  if (step.user.role !== "ROLE_ADMIN") return refused("forbidden", request);
  const mine = (await returnRefundStates(step.db, request.id)).some((r) => r.id === refundId);
  if (!mine) return refused("notFound", request);
  if (request.state === "refunded") return { ok: true, request, repeated: true };
  const outcome = await retryRefund(step.db, request.orderId, refundId);
  if (outcome === "failed") return refused("refundFailed", request);
  return finishCardRefund({ ...step, expected: undefined }, scope);
}

/** The request becomes refunded once all its card refunds are done: mailed with their sum. */
async function finishCardRefund(step: Step, scope: DeskScope): Promise<DeskOutcome> {
  const rows = await returnRefundStates(step.db, step.id);
  const current = await getDeskRequest(step.db, scope, step.id);
  if (!current) return refused("notFound");
  if (rows.some((r) => r.state === "failed")) return refused("refundFailed", current);
  if (rows.some((r) => r.state !== "done")) return refused("refundBusy", current);
  const cents = rows.reduce((sum, r) => sum + Math.round(r.amount * 100), 0);
  const amount = cents / 100;
  return takeStep(
    step,
    scope,
    ["received"],
    "refunded",
    { refundedAt: new Date() },
    () => ({ amount }),
    () => ({ step: "refunded", amount: money(amount, current), iban: null }),
  );
}
