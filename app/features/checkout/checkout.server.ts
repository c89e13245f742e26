import type { DbOrTx } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import type { Currency } from "~/lib/money";
import { CARD, INCOMPLETE, type DeliveryAddress, type Payment } from "~/lib/orders";
import {
  bookRefund,
  findOrderByPaymentToken,
  getOrder,
  holdCardOrderForReview,
  issueGuestAccess,
  markCardOrderPaid,
  placeOrder,
  releaseCardOrder,
  setPaymentToken,
  settlePaymentToken,
  unsettledPaymentTokens,
  type PlaceOrderResult,
} from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import {
  initializeCheckout,
  PaymentError,
  retrieveCheckout,
  type RetrievedPayment,
} from "~/services/payments.server";
import { buyerFor } from "./delivery-address.server";
import { checkoutInitOf, orderCollections } from "./iyzico-basket.server";
import { queueOrderConfirmation } from "./confirmation-mail.server";
import { queueShopNotices } from "~/features/orders/shop-notices.server";
import { writeOrderDocuments } from "./order-documents.server";
import { log } from "~/log/log.server";

/**
 * Checkout's rules, shared by /payment and /api/order/*: placing an order, starting and
 * restarting its card payment, and taking the provider's word on it in the callback.
 */

export interface CardForm {
  token: string;
  checkoutFormContent: string;
  paymentPageUrl: string;
}

/** Where the shopper is, for the card provider: the shop's address and the client's. */
export interface RequestPlace {
  /** The shop's public origin (publicOrigin: PUBLIC_URL's, or the request's). */
  origin: string;
  ip: string;
}

export type CheckoutResult =
  | { ok: true; order: Extract<PlaceOrderResult, { ok: true }>["order"]; card: CardForm | null }
  | Exclude<PlaceOrderResult, { ok: true }>
  | { ok: false; error: "payment"; message: string };

const callbackUrl = (origin: string) => `${origin}/api/order/success`;

export async function checkout(
  db: DbOrTx,
  input: {
    cartId: string;
    user: PublicUser | null;
    address: DeliveryAddress;
    /** Null: the order waits for its payment choice (placeOrder), with no form and no mail yet. */
    payment: Payment | null;
    currency: Currency;
    lang: Lang;
    contractAccepted: boolean;
    clientTotal?: number | null;
    place: RequestPlace;
  },
): Promise<CheckoutResult> {
  const card = input.payment === CARD;
  // What to start once the order's transaction has committed.
  const afterCommit: (() => void)[] = [];
  const placed = await placeOrder(db, {
    cartId: input.cartId,
    buyer: buyerFor(input.user, input.address),
    address: input.address,
    payment: input.payment,
    currency: input.currency,
    locale: input.lang,
    contractAccepted: input.contractAccepted,
    clientTotal: input.clientTotal,
    // The documents the buyer accepts are kept as they were accepted. A transfer order is placed
    // now: its confirmation (and a guest's key) commit with it. A card order's wait for the paid
    // callback. An order whose payment is not chosen yet accepted nothing and is confirmed never:
    // the order placed with its payment replaces it.
    onPlaced: async (tx, orderId) => {
      if (!input.payment) return;
      await writeOrderDocuments(tx, orderId, input.lang);
      if (card) return;
      const mail = await queueOrderConfirmation(tx, orderId, {
        origin: input.place.origin,
        lang: input.lang,
      });
      // A transfer order is new to the shop now; a card order once it is paid.
      const notices = await queueShopNotices(tx, orderId, "shopNewOrder");
      afterCommit.push(mail.deliver, notices.deliver);
    },
  });
  if (!placed.ok) return placed;
  afterCommit.forEach((run) => run());
  if (!card) return { ...placed, card: null };
  const form = await startCardPayment(db, placed.order.id, {
    place: input.place,
    lang: input.lang,
    user: input.user,
  });
  if (!form.ok) return form;
  return { ...placed, card: form.form };
}

/**
 * Asks iyzico for a checkout form for an unpaid card order and remembers its token. A refusal
 * or an unreachable provider gives back what the order held: the shopper may try again at once.
 */
export async function startCardPayment(
  db: DbOrTx,
  orderId: string,
  ctx: { place: RequestPlace; lang: Lang; user: PublicUser | null },
): Promise<{ ok: true; form: CardForm } | { ok: false; error: "payment"; message: string }> {
  const order = await getOrder(db, orderId);
  if (!order || order.payment !== CARD || order.status !== INCOMPLETE || order.paidAt) {
    return { ok: false, error: "payment", message: "The order is not waiting for a card payment." };
  }
  try {
    const init = checkoutInitOf(order, {
      callbackUrl: callbackUrl(ctx.place.origin),
      ip: ctx.place.ip,
      locale: ctx.lang,
      collections: await orderCollections(db, order),
      registrationDate: ctx.user?.createdAt,
    });
    const form = await initializeCheckout(init);
    await setPaymentToken(db, order.id, form.token);
    return { ok: true, form };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    log.error({ orderId: order.id, reason: error.message }, "card payment could not start");
    // iyzico down or slow: the order keeps its stock for the shopper's retry, which replaces it
    // in one transaction (placeOrder) or asks iyzico again for it (/api/order/check); left
    // alone, the 30-minute sweep gives it back. A refusal gives it back now.
    if (error.kind === "refused") await releaseCardOrder(db, order.id);
    return { ok: false, error: "payment", message: error.message };
  }
}

export type CallbackResult =
  | { ok: true; orderId: string; lang: Lang; guestKey: string | null }
  | {
      ok: false;
      lang: Lang;
      refund?: boolean;
      review?: boolean;
      /** iyzico could not say (unreachable, unsigned, not finished): worth asking again later. */
      pending?: boolean;
    };

/**
 * iyzico posted a token back (its page, by the shopper's browser; or its webhook,
 * payment-webhook.server.ts). Nothing in the request is believed: the payment is retrieved from
 * iyzico by its token (a signed answer), and must be paid, for this order, in full, in its
 * currency. Any form the order ever had counts (a replaced form can still be paid). The paid
 * transition happens once; only that one queues the confirmation. A payment iyzico says failed
 * gives the order's stock back; anything unclear is left to the reconciler and the sweep.
 */
export async function handlePaymentCallback(
  db: DbOrTx,
  token: string,
  origin: string,
): Promise<CallbackResult> {
  const order = token ? await findOrderByPaymentToken(db, token) : null;
  if (!order) {
    if (token) log.warn("card payment callback for a token the shop never issued");
    return { ok: false, lang: "tr" };
  }
  const lang: Lang = order.locale === "en" ? "en" : "tr";
  let payment;
  try {
    payment = await retrieveCheckout(token, lang, order.id);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    log.error({ orderId: order.id, reason: error.message }, "card payment could not be read");
    return { ok: false, lang, pending: true };
  }
  if (!payment.verified) {
    log.error({ orderId: order.id }, "unverified payment answer");
    return { ok: false, lang, pending: true };
  }
  switch (payment.state) {
    case "paid":
      return takePayment(db, order, token, payment, { origin, lang });
    case "review":
      await holdForReview(db, order.id, token);
      return { ok: false, lang, review: true };
    case "refused":
      await refuse(db, order.id, token);
      return { ok: false, lang };
    case "open":
      // A post before the payment was finished (a replayed or early callback): the reconciler
      // asks again.
      log.warn({ orderId: order.id }, "card payment callback before the payment was finished");
      return { ok: false, lang, pending: true };
  }
}

/** iyzico holds the payment for fraud review: the order keeps its stock; the token stays asked. */
async function holdForReview(db: DbOrTx, orderId: string, token: string) {
  if (await holdCardOrderForReview(db, orderId))
    log.warn({ orderId, token }, "card payment held by iyzico for fraud review");
}

/** The bank or iyzico's fraud check refused the payment: the order gives back what it held. */
async function refuse(db: DbOrTx, orderId: string, token: string) {
  await settlePaymentToken(db, token);
  await releaseCardOrder(db, orderId);
}

/**
 * A verified, paid answer from iyzico, from the callback or the reconciler: the order is paid
 * (and its confirmation queued in that transaction), or the money is booked for refund and
 * logged. Never dropped.
 */
async function takePayment(
  db: DbOrTx,
  order: { id: string; total: number; currency: string },
  token: string,
  payment: RetrievedPayment,
  ctx: { origin: string; lang: Lang },
): Promise<CallbackResult> {
  const { lang } = ctx;
  const taken = {
    paymentId: payment.paymentId ?? `token:${token}`,
    amount: payment.paidPrice,
    currency: payment.currency,
  };
  const matches =
    payment.basketId === order.id &&
    Math.abs(payment.paidPrice - order.total) < 0.005 &&
    payment.currency === order.currency;
  if (!matches || !payment.paymentId) {
    log.error(
      {
        orderId: order.id,
        paymentId: payment.paymentId,
        paid: `${payment.paidPrice} ${payment.currency}`,
        basketId: payment.basketId,
      },
      "payment does not match its order",
    );
    await bookRefund(db, order.id, taken, "mismatch");
    await settlePaymentToken(db, token);
    return { ok: false, lang };
  }
  const paid: { guestKey: string | null; deliver: () => void }[] = [];
  const outcome = await markCardOrderPaid(db, order.id, taken, async (tx) => {
    const detail = await getOrder(tx, order.id);
    // One key for the e-mail and for the page the shopper lands on: a second would undo the first.
    const guestKey = detail && !detail.userId ? await issueGuestAccess(tx, order.id) : null;
    const mail = await queueOrderConfirmation(tx, order.id, { ...ctx, guestKey });
    const notices = await queueShopNotices(tx, order.id, "shopNewOrder");
    paid.push({
      guestKey,
      deliver: () => {
        mail.deliver();
        notices.deliver();
      },
    });
  });
  // Settled after the paid transition: if this write is lost, the reconciler asks once more and
  // hears "already paid".
  await settlePaymentToken(db, token);
  if (outcome === "paid") {
    paid[0]?.deliver();
    return { ok: true, orderId: order.id, lang, guestKey: paid[0]?.guestKey ?? null };
  }
  if (outcome === "alreadyPaid") {
    // A replayed callback, or the webhook after the callback: nothing changes.
    log.info({ orderId: order.id, token }, "card payment already taken: nothing changed");
    return { ok: true, orderId: order.id, lang, guestKey: null };
  }
  return { ok: false, lang, refund: outcome === "refund" };
}

/**
 * How long after its start iyzico may still finish a form: its token lives 30 minutes
 * (tokenExpireTime 1800), a 3-D Secure step begun just before may end a little later.
 */
const FORM_LIFETIME_MS = 35 * 60 * 1000;

/**
 * Card payments whose callback never arrived (a phone that lost its connection on the way back,
 * a callback answered 503 while the database was away): each unsettled form older than `after`
 * is asked about at iyzico until iyzico's answer is final. Paid: taken as the callback would
 * have. Refused: the order gives its stock back. Held for review: asked again on every run, however
 * long it takes. Not finished (the shopper still on the form or the 3-D Secure page): asked
 * again until the form has expired. Each decision is logged. Runs from the periodic job; safe
 * to run on every process at once (the paid transition is one).
 */
export async function reconcileCardPayments(
  db: DbOrTx,
  origin: string,
  opts: { after?: number; now?: Date; limit?: number } = {},
): Promise<{ asked: number; paid: number }> {
  const now = opts.now ?? new Date();
  const tokens = await unsettledPaymentTokens(db, {
    from: new Date(now.getTime() - 24 * 60 * 60 * 1000),
    to: new Date(now.getTime() - (opts.after ?? 2 * 60 * 1000)),
    limit: opts.limit ?? 50,
  });
  let paid = 0;
  for (const { token, createdAt } of tokens) {
    const order = await findOrderByPaymentToken(db, token);
    if (!order) continue;
    const lang: Lang = order.locale === "en" ? "en" : "tr";
    const expired = now.getTime() - createdAt.getTime() > FORM_LIFETIME_MS;
    const decided = (decision: string) =>
      log.info({ orderId: order.id, token, decision }, "reconcile: card payment");
    let payment: RetrievedPayment;
    try {
      payment = await retrieveCheckout(token, lang, order.id);
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      // iyzico unreachable: asked again on the next run.
      log.warn(
        { orderId: order.id, reason: error.message },
        "reconcile: payment could not be read",
      );
      continue;
    }
    // An answer without a valid signature says nothing (iyzico signs none of its "form not
    // finished" answers): asked again, until the form has expired.
    const state = payment.verified ? payment.state : "open";
    if (state === "paid") {
      const result = await takePayment(db, order, token, payment, { origin, lang });
      if (result.ok) paid++;
      log.warn({ orderId: order.id, outcome: result.ok }, "reconcile: a paid callback never came");
    } else if (state === "review") {
      await holdForReview(db, order.id, token);
      decided("held for review: asked again");
    } else if (state === "refused") {
      await refuse(db, order.id, token);
      decided("refused: released");
    } else if (expired) {
      await settlePaymentToken(db, token);
      decided("not paid before the form expired: no longer asked");
    } else decided("not finished: asked again");
  }
  return { asked: tokens.length, paid };
}
