import type { DbOrTx } from "../../db/client.server";
import type { Lang } from "~/lib/i18n";
import type { Currency } from "~/lib/money";
import { CARD, INCOMPLETE, type DeliveryAddress, type Payment } from "~/lib/orders";
import {
  findOrderByPaymentToken,
  getOrder,
  issueGuestAccess,
  markCardOrderPaid,
  placeOrder,
  releaseCardOrder,
  setPaymentToken,
  type PlaceOrderResult,
} from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import { initializeCheckout, PaymentError, retrieveCheckout } from "~/services/payments.server";
import { buyerFor } from "./checkout-address.server";
import { checkoutInitOf, orderCollections } from "./checkout-iyzico.server";
import { sendOrderConfirmation } from "./checkout-mail.server";
import { log } from "~/server/log.server";

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

export const callbackUrl = (origin: string) => `${origin}/api/order/success`;

export async function checkout(
  db: DbOrTx,
  input: {
    cartId: string;
    user: PublicUser | null;
    address: DeliveryAddress;
    payment: Payment;
    currency: Currency;
    lang: Lang;
    contractAccepted: boolean;
    clientTotal?: number | null;
    place: RequestPlace;
  },
): Promise<CheckoutResult> {
  const placed = await placeOrder(db, {
    cartId: input.cartId,
    buyer: buyerFor(input.user, input.address),
    address: input.address,
    payment: input.payment,
    currency: input.currency,
    locale: input.lang,
    contractAccepted: input.contractAccepted,
    clientTotal: input.clientTotal,
  });
  if (!placed.ok) return placed;
  if (input.payment !== CARD) {
    await sendOrderConfirmation(db, placed.order.id, {
      origin: input.place.origin,
      lang: input.lang,
    });
    return { ...placed, card: null };
  }
  const card = await startCardPayment(db, placed.order.id, {
    place: input.place,
    lang: input.lang,
    user: input.user,
  });
  if (!card.ok) return card;
  return { ...placed, card: card.form };
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
  { ok: true; orderId: string; lang: Lang; guestKey: string | null } | { ok: false; lang: Lang };

/**
 * iyzico posted a token back. Nothing in the request is believed: the payment is retrieved from
 * iyzico by its token (a signed answer), and must be paid, for this order, in full, in its
 * currency. The paid transition happens once; only that one sends the confirmation. A payment
 * iyzico says failed gives the order's stock back; anything unclear is left to the 30-minute sweep.
 */
export async function handlePaymentCallback(
  db: DbOrTx,
  token: string,
  origin: string,
): Promise<CallbackResult> {
  const order = token ? await findOrderByPaymentToken(db, token) : null;
  if (!order) return { ok: false, lang: "tr" };
  const lang: Lang = order.locale === "en" ? "en" : "tr";
  let payment;
  try {
    payment = await retrieveCheckout(token, lang);
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    log.error({ orderId: order.id, reason: error.message }, "card payment could not be read");
    return { ok: false, lang };
  }
  if (!payment.verified) {
    log.error({ orderId: order.id }, "unverified payment answer");
    return { ok: false, lang };
  }
  if (!payment.paid) {
    await releaseCardOrder(db, order.id);
    return { ok: false, lang };
  }
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
    return { ok: false, lang };
  }
  const outcome = await markCardOrderPaid(db, order.id, payment.paymentId);
  if (outcome === "paid") {
    const detail = await getOrder(db, order.id);
    // One key for the e-mail and for the page the shopper lands on: a second would undo the first.
    const guestKey = detail && !detail.userId ? await issueGuestAccess(db, order.id) : null;
    await sendOrderConfirmation(db, order.id, { origin, lang, guestKey });
    return { ok: true, orderId: order.id, lang, guestKey };
  }
  if (outcome === "alreadyPaid") return { ok: true, orderId: order.id, lang, guestKey: null };
  return { ok: false, lang };
}
