import { timingSafeEqual } from "node:crypto";
import type { IyzicoEmulator } from "./iyzico-emulator.server";
import { staticOriginOf } from "./iyzico-emulator/origins";
import {
  responseSignature,
  retrieveSignatureFields,
  webhookSignature,
  type WebhookNotice,
} from "./iyzico-signature.server";

/**
 * Card payments (DESIGN.md §6): the only module that talks to iyzico, through the real iyzipay
 * client. With IYZICO_API_KEY and IYZICO_SECRET_KEY it talks to IYZICO_BASE_URL (iyzico's sandbox by
 * default); without keys it talks to the local emulator, started in-process, or the one already
 * running at IYZICO_BASE_URL (several app processes sharing one emulator in tests).
 */
export interface CheckoutBasketItem {
  id: string;
  name: string;
  category1: string;
  category2: string;
  /** In the order currency, > 0. */
  price: number;
}

export interface CheckoutInit {
  /** Sent as basketId and conversationId. */
  orderId: string;
  /** The exact sum of the basket items' prices. */
  price: number;
  currency: "TRY" | "USD";
  locale: "tr" | "en";
  callbackUrl: string;
  buyer: {
    id: string;
    name: string;
    surname: string;
    email: string;
    gsmNumber: string;
    ip: string;
    registrationDate?: Date;
    lastLoginDate?: Date;
  };
  address: { contactName: string; city: string; country: string; address: string; zipCode: string };
  items: CheckoutBasketItem[];
}

/**
 * Where a checkout form's payment stands, from iyzico's retrieve answer (docs.iyzico.com, checkout
 * form retrieve): the card charged and approved by iyzico's fraud check (fraudStatus 1); charged
 * but held for review (0: iyzico decides later); refused, by the bank (paymentStatus FAILURE) or
 * by the fraud check (-1, iyzico gives the money back); or not finished yet (no payment yet, or
 * 3-D Secure under way: INIT_THREEDS, CALLBACK_THREEDS...), worth asking again.
 */
export type PaymentState = "paid" | "review" | "refused" | "open";

function paymentState(answer: IyzicoAnswer): PaymentState {
  if (answer.status !== "success") return "open";
  if (answer.paymentStatus === "FAILURE") return "refused";
  if (answer.paymentStatus !== "SUCCESS") return "open";
  const fraud = Number(answer.fraudStatus);
  if (fraud === 1) return "paid";
  if (fraud === -1) return "refused";
  // 0, or missing where iyzico documents it: charged, not approved.
  return "review";
}

export interface RetrievedPayment {
  /** iyzico's response signature matches (a failure answer carries none, so it is never verified). */
  verified: boolean;
  /** What iyzico says of the payment; only worth anything together with `verified`. */
  state: PaymentState;
  /** `state` is "paid": charged and approved. */
  paid: boolean;
  paymentId: string | null;
  paidPrice: number;
  price: number;
  currency: string;
  basketId: string;
  conversationId: string;
  errorMessage: string | null;
}

/**
 * iyzico said no ("refused": a request it rejects, a bad signature), or could not be asked
 * ("unreachable": down, too slow, an answer that is not iyzico's). The second is worth retrying
 * as it is, so the order keeps what it holds.
 */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly kind: "refused" | "unreachable" = "refused",
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

/** The keys the emulator and the shop share when no real keys are configured. */
export const EMULATOR_KEYS = {
  apiKey: "local-emulator-api-key",
  secretKey: "local-emulator-secret-key",
} as const;

const SANDBOX_URL = "https://sandbox-api.iyzipay.com";
/**
 * A hung iyzico must not hold a checkout request: iyzipay has no timeout of its own. Its
 * initialise and retrieve calls take well under a second when iyzico is well; IYZICO_TIMEOUT_MS
 * for tests that play a slow iyzico.
 */
const callTimeoutMs = () => Number(process.env.IYZICO_TIMEOUT_MS) || 15_000;

type IyzicoAnswer = Record<string, unknown>;
type Callback = (error: Error | null, answer: IyzicoAnswer) => void;
/** The part of the client used here (its published types name locales in capitals, wrongly). */
interface IyzipayClient {
  checkoutFormInitialize: { create(request: object, callback: Callback): void };
  checkoutForm: { retrieve(request: object, callback: Callback): void };
  refundV2: { create(request: object, callback: Callback): void };
  cancel: { create(request: object, callback: Callback): void };
  reportingTransactionDetails: { retrieve(request: object, callback: Callback): void };
}

interface Payments {
  mode: "iyzico" | "emulator";
  url: string;
  secretKey: string;
  client: () => Promise<IyzipayClient>;
  emulator?: IyzicoEmulator;
}

// Kept on globalThis so that Vite's dev reloads reuse the running emulator instead of starting more.
const g = globalThis as typeof globalThis & {
  __shopPayments?: { ready: Promise<Payments>; current?: Payments };
};

async function connect(): Promise<Payments> {
  const apiKey = process.env.IYZICO_API_KEY;
  const secretKey = process.env.IYZICO_SECRET_KEY;
  const baseUrl = process.env.IYZICO_BASE_URL?.replace(/\/+$/, "");
  if (apiKey || secretKey) {
    if (!apiKey || !secretKey)
      throw new Error(
        "Set both IYZICO_API_KEY and IYZICO_SECRET_KEY, or neither (local emulator).",
      );
    const url = baseUrl || SANDBOX_URL;
    return { mode: "iyzico", url, secretKey, client: client(url, apiKey, secretKey) };
  }
  const { apiKey: localKey, secretKey: localSecret } = EMULATOR_KEYS;
  if (baseUrl) {
    return {
      mode: "emulator",
      url: baseUrl,
      secretKey: localSecret,
      client: client(baseUrl, localKey, localSecret),
    };
  }
  // Loaded only here: with keys (always in production) the emulator's code is never read.
  const { startIyzicoEmulator } = await import("./iyzico-emulator.server");
  const emulator = await startIyzicoEmulator({
    ...EMULATOR_KEYS,
    port: Number(process.env.IYZICO_EMULATOR_PORT ?? 0),
    // As iyzico's merchant panel would be set: its notifications need an address it can reach.
    webhook: process.env.PUBLIC_URL ? { url: webhookUrl(process.env.PUBLIC_URL) } : undefined,
  });
  return {
    mode: "emulator",
    url: emulator.url,
    secretKey: localSecret,
    client: client(emulator.url, localKey, localSecret),
    emulator,
  };
}

/**
 * The iyzipay client, made at the first payment call: making it loads iyzipay's request stack
 * (postman-request, its cookie jar and the public suffix list), 0.2 s of CPU at every start.
 */
function client(uri: string, apiKey: string, secretKey: string): () => Promise<IyzipayClient> {
  let made: Promise<IyzipayClient> | undefined;
  return () =>
    (made ??= import("iyzipay").then(
      ({ default: Iyzipay }) => new Iyzipay({ uri, apiKey, secretKey }) as unknown as IyzipayClient,
    ));
}

/** Called once at server start; later calls (and the first payment, if it comes first) reuse it. */
export async function startPayments(): Promise<{ mode: "iyzico" | "emulator"; url: string }> {
  if (!g.__shopPayments) {
    const holder: { ready: Promise<Payments>; current?: Payments } = { ready: connect() };
    g.__shopPayments = holder;
    holder.ready.then(
      (payments) => (holder.current = payments),
      () => {
        if (g.__shopPayments === holder) g.__shopPayments = undefined;
      },
    );
  }
  const { mode, url } = await g.__shopPayments.ready;
  return { mode, url };
}

export async function stopPayments(): Promise<void> {
  const holder = g.__shopPayments;
  if (!holder) return;
  g.__shopPayments = undefined;
  const payments = await holder.ready.catch(() => undefined);
  await payments?.emulator?.close();
}

async function payments(): Promise<Payments> {
  await startPayments();
  return g.__shopPayments!.ready;
}

/** The origins a page with the checkout form must allow, per CSP directive. */
export interface PaymentSources {
  script: string[];
  style: string[];
  font: string[];
  img: string[];
  connect: string[];
  frame: string[];
  /** Without JavaScript the payment step's form answers with a redirect to the hosted page. */
  formAction: string[];
}

const NO_SOURCES: PaymentSources = {
  script: [],
  style: [],
  font: [],
  img: [],
  connect: [],
  frame: [],
  formAction: [],
};

/**
 * What iyzico's checkout form loads, and from where (docs.iyzico.com, checkout form): its content
 * adds a stylesheet and a script from the static host, which bring the form's fonts and card
 * pictures; the form talks to the API and the merchant gateway (iyziInit's baseUrl and
 * merchantGatewayBaseUrl) and shows iyzico's pages (3-D Secure, the hosted page) in frames from
 * the API and cpp hosts; without JavaScript the shop redirects a form's post to the hosted page
 * on the cpp host. Each with a "sandbox-" twin. The local emulator plays the same with its
 * two origins (iyzico-emulator/origins.ts). docs/operations.md lists what only a live sandbox
 * payment can confirm.
 */
export function paymentSources(): PaymentSources {
  const url =
    g.__shopPayments?.current?.url ??
    (process.env.IYZICO_API_KEY
      ? process.env.IYZICO_BASE_URL || SANDBOX_URL
      : process.env.IYZICO_BASE_URL);
  if (!url) return NO_SOURCES;
  const { origin, hostname } = new URL(url);
  const iyzico = /^(sandbox-)?api\.iyzipay\.com$/.exec(hostname);
  if (!iyzico) {
    const files = [staticOriginOf(origin)];
    return {
      ...{ script: files, style: files, font: files, img: files },
      ...{ connect: [], frame: [origin], formAction: [origin] },
    };
  }
  const sandbox = !!iyzico[1];
  const host = (name: string) => `https://${sandbox ? "sandbox-" : ""}${name}.iyzipay.com`;
  const files = [host("static")];
  return {
    script: files,
    style: files,
    font: files,
    img: files,
    connect: [host("api"), sandbox ? host("merchantgw") : "https://merchant-gateway.iyzipay.com"],
    frame: [host("api"), host("cpp")],
    formAction: [host("cpp")],
  };
}

function call(send: (callback: Callback) => void): Promise<IyzicoAnswer> {
  const unreachable = (message: string) => new PaymentError(message, undefined, "unreachable");
  return new Promise((resolve, reject) => {
    // The request itself runs on (iyzipay cannot abort it); its late answer is ignored.
    const timer = setTimeout(
      () => reject(unreachable("iyzico did not answer in time")),
      callTimeoutMs(),
    );
    const done: Callback = (error, answer) => {
      clearTimeout(timer);
      if (error) reject(unreachable(`iyzico could not be reached: ${error.message}`));
      // A proxy's error page in iyzico's place, not iyzico's JSON.
      else if (!answer || typeof answer !== "object")
        reject(unreachable("iyzico gave an unreadable answer"));
      else resolve(answer);
    };
    try {
      send(done);
    } catch (error) {
      clearTimeout(timer);
      reject(error);
    }
  });
}

function sameHex(a: unknown, b: string): boolean {
  if (typeof a !== "string" || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

const money = (amount: number) => amount.toFixed(2);

/** A money-back answer (refund, cancel) about this request: its conversationId, payment, amount. */
function answersRequest(
  answer: IyzicoAnswer,
  conversationId: string,
  paymentId: string,
  amount: number,
): boolean {
  return (
    text(answer.conversationId) === conversationId &&
    text(answer.paymentId) === paymentId &&
    Math.round(Number(answer.price) * 100) === Math.round(amount * 100)
  );
}
const text = (value: unknown) =>
  typeof value === "string" ? value : value == null ? "" : String(value);

/** iyzico's date format for the buyer's dates: 'YYYY-MM-DD HH:mm:ss'. */
function iyzicoDate(date: Date | undefined): string | undefined {
  return date?.toISOString().slice(0, 19).replace("T", " ");
}

export async function initializeCheckout(
  init: CheckoutInit,
): Promise<{ token: string; checkoutFormContent: string; paymentPageUrl: string }> {
  const { client, secretKey } = await payments();
  const { buyer, address } = init;
  const request = {
    locale: init.locale,
    conversationId: init.orderId,
    price: money(init.price),
    paidPrice: money(init.price),
    currency: init.currency,
    basketId: init.orderId,
    paymentGroup: "PRODUCT",
    callbackUrl: init.callbackUrl,
    enabledInstallments: [1],
    buyer: {
      id: buyer.id,
      name: buyer.name,
      surname: buyer.surname,
      // The shop does not ask for a national id; iyzico documents this value for such merchants.
      identityNumber: "11111111111",
      email: buyer.email,
      gsmNumber: buyer.gsmNumber,
      registrationDate: iyzicoDate(buyer.registrationDate),
      lastLoginDate: iyzicoDate(buyer.lastLoginDate),
      registrationAddress: address.address,
      city: address.city,
      country: address.country,
      zipCode: address.zipCode,
      ip: buyer.ip,
    },
    shippingAddress: address,
    billingAddress: address,
    basketItems: init.items.map((item) => ({
      id: item.id,
      name: item.name,
      category1: item.category1,
      category2: item.category2,
      itemType: "PHYSICAL",
      price: money(item.price),
    })),
  };
  const iyzipay = await client();
  const answer = await call((done) => iyzipay.checkoutFormInitialize.create(request, done));
  if (answer.status !== "success" || typeof answer.token !== "string") {
    throw new PaymentError(
      text(answer.errorMessage) || "iyzico refused the checkout",
      text(answer.errorCode) || undefined,
    );
  }
  if (
    answer.signature !== undefined &&
    !sameHex(answer.signature, responseSignature(secretKey, [answer.conversationId, answer.token]))
  ) {
    throw new PaymentError("iyzico's answer failed its signature check");
  }
  return {
    token: answer.token,
    checkoutFormContent: text(answer.checkoutFormContent),
    paymentPageUrl: text(answer.paymentPageUrl),
  };
}

/**
 * What iyzico says of a checkout form, asked by its token. The request carries the order's id as
 * its conversationId, as the form's did and as iyzico's own samples send it: iyzico answers and
 * signs the request's conversationId, so the signature never rests on what iyzico would put there
 * unasked.
 */
export async function retrieveCheckout(
  token: string,
  locale: "tr" | "en",
  orderId: string,
): Promise<RetrievedPayment> {
  const { client, secretKey } = await payments();
  const iyzipay = await client();
  const answer = await call((done) =>
    iyzipay.checkoutForm.retrieve({ locale, token, conversationId: orderId }, done),
  );
  // The token and the conversationId are signed: an answer about another checkout does not verify.
  const verified =
    answer.token === token &&
    answer.conversationId === orderId &&
    sameHex(answer.signature, responseSignature(secretKey, retrieveSignatureFields(answer)));
  const state = paymentState(answer);
  return {
    verified,
    state,
    paid: state === "paid",
    paymentId: answer.paymentId == null ? null : text(answer.paymentId),
    paidPrice: Number(answer.paidPrice ?? 0),
    price: Number(answer.price ?? 0),
    currency: text(answer.currency),
    basketId: text(answer.basketId),
    conversationId: text(answer.conversationId),
    errorMessage: answer.errorMessage == null ? null : text(answer.errorMessage),
  };
}

export interface RefundRequest {
  /** iyzico's id of the payment (the order's paymentId). */
  paymentId: string;
  /** In the payment's currency, > 0: iyzico refuses more than what is left of the payment. */
  price: number;
  currency: "TRY" | "USD";
  /** Sent as conversationId: the shop's refund row, so iyzico's records name it. */
  refundId: string;
  locale: "tr" | "en";
  ip?: string;
}

/**
 * Gives `price` of a card payment back through iyzico's refund call (refundV2.create). Resolves
 * when iyzico says it is done; throws PaymentError "refused" with iyzico's message when iyzico
 * says no, "unreachable" when it could not be asked or did not answer in time (then whether the
 * money went back is unknown until iyzico is asked again).
 */
export async function refundPayment(
  refund: RefundRequest,
): Promise<{ price: number; currency: string; paymentId: string }> {
  const { client, secretKey } = await payments();
  const request = {
    locale: refund.locale,
    conversationId: refund.refundId,
    paymentId: refund.paymentId,
    price: money(refund.price),
    currency: refund.currency,
    ip: refund.ip ?? "127.0.0.1",
  };
  const iyzipay = await client();
  const answer = await call((done) => iyzipay.refundV2.create(request, done));
  if (answer.status !== "success") {
    throw new PaymentError(
      text(answer.errorMessage) || "iyzico refused the refund",
      text(answer.errorCode) || undefined,
    );
  }
  // A success about another payment or amount, or one not signed as iyzico signs a refund's
  // (paymentId, conversationId: iyzipay's refund sample), is not this refund's answer: what
  // iyzico did is unknown, so it is told as unreachable (ask before sending again), never as a
  // plain refusal.
  if (
    !sameHex(
      answer.signature,
      responseSignature(secretKey, [answer.paymentId, answer.conversationId]),
    ) ||
    !answersRequest(answer, refund.refundId, refund.paymentId, refund.price)
  ) {
    throw new PaymentError(
      "iyzico's refund answer does not match the refund asked for",
      undefined,
      "unreachable",
    );
  }
  return {
    price: Number(answer.price),
    currency: text(answer.currency),
    paymentId: text(answer.paymentId),
  };
}

/**
 * Cancels a whole card payment through iyzico's cancel call (cancel.create): possible only the
 * day it was taken, before the banks' day end, and before any refund; the card statement then
 * shows neither the charge nor a refund. Throws PaymentError as refundPayment does: "refused"
 * when iyzico says no (too late: refund instead), "unreachable" when the outcome is unknown.
 * iyzico signs no cancel answer (docs/operations.md): the answer must name this payment, echo
 * the conversationId asked with, and give back all of it.
 */
export async function cancelPayment(cancel: {
  paymentId: string;
  /** Sent as conversationId; the reporting service lists the cancel under it. */
  cancelId: string;
  amount: number;
  locale: "tr" | "en";
  ip?: string;
}): Promise<void> {
  const { client } = await payments();
  const iyzipay = await client();
  const answer = await call((done) =>
    iyzipay.cancel.create(
      {
        locale: cancel.locale,
        conversationId: cancel.cancelId,
        paymentId: cancel.paymentId,
        ip: cancel.ip ?? "127.0.0.1",
      },
      done,
    ),
  );
  if (answer.status !== "success") {
    throw new PaymentError(
      text(answer.errorMessage) || "iyzico refused the cancel",
      text(answer.errorCode) || undefined,
    );
  }
  if (!answersRequest(answer, cancel.cancelId, cancel.paymentId, cancel.amount)) {
    throw new PaymentError(
      "iyzico's cancel answer does not match the cancel asked for",
      undefined,
      "unreachable",
    );
  }
}

/**
 * What iyzico has refunded of a payment, asked of its reporting service (GET
 * /v2/reporting/payment/details, by the payment's conversationId: the order's id, as the checkout
 * form was started with). Refunds are listed per basket item; an amount-based refund spread over
 * several items carries its conversationId (the shop's refund row) on each part. Before a refund
 * whose earlier answer never came is sent again: what went through is not sent twice.
 * Unreachable (PaymentError) when iyzico cannot say.
 */
export async function refundsMade(
  orderId: string,
  paymentId: string,
  locale: "tr" | "en",
): Promise<{ byRefund: Map<string, number>; total: number; cancelledBy: string | null }> {
  const { client } = await payments();
  const iyzipay = await client();
  const answer = await call((done) =>
    iyzipay.reportingTransactionDetails.retrieve(
      { locale, conversationId: orderId, paymentConversationId: orderId },
      done,
    ),
  );
  const payment = Array.isArray(answer.payments)
    ? (answer.payments as IyzicoAnswer[]).find((p) => text(p.paymentId) === paymentId)
    : undefined;
  if (answer.status !== "success" || !payment) {
    throw new PaymentError(
      text(answer.errorMessage) || "iyzico's report does not list the payment",
      text(answer.errorCode) || undefined,
      "unreachable",
    );
  }
  const byRefund = new Map<string, number>();
  let cents = 0;
  const items = Array.isArray(payment.itemTransactions)
    ? (payment.itemTransactions as IyzicoAnswer[])
    : [];
  for (const item of items) {
    for (const r of Array.isArray(item.refunds) ? (item.refunds as IyzicoAnswer[]) : []) {
      // 1: the refund went through (docs/operations.md lists this for the first live refund).
      if (Number(r.refundStatus) !== 1) continue;
      const part = Math.round(Number(r.refundPrice) * 100);
      cents += part;
      const id = text(r.refundConversationId);
      if (id) byRefund.set(id, (byRefund.get(id) ?? 0) + part);
    }
  }
  // A cancel gives back the whole payment; 1: it went through, as a refund's refundStatus.
  const cancel = (Array.isArray(payment.cancels) ? (payment.cancels as IyzicoAnswer[]) : []).find(
    (c) => Number(c.cancelStatus ?? 1) === 1,
  );
  return {
    byRefund: new Map([...byRefund].map(([id, c]) => [id, c / 100])),
    total: cents / 100,
    cancelledBy: cancel ? text(cancel.cancelConversationId) : null,
  };
}

/** Where iyzico's merchant notifications go: set in iyzico's merchant panel, docs/operations.md. */
export function webhookUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/api/payment/webhook`;
}

/** An iyzico webhook's X-IYZ-SIGNATURE-V3 is iyzico's, made with the shop's secret key. */
export async function webhookVerified(
  notice: WebhookNotice,
  signature: string | null,
): Promise<boolean> {
  const { secretKey } = await payments();
  return sameHex(signature, webhookSignature(secretKey, notice));
}
