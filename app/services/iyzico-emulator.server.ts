import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { AddressInfo } from "node:net";
import { hmacHex, responseSignature, retrieveSignatureFields } from "./iyzico-signature.server";
import { cardPage, errorPage, returnPage, type EmulatorLocale } from "./iyzico-emulator/pages";
import { staticOriginOf } from "./iyzico-emulator/origins";
import { STATIC_PATHS, staticFile } from "./iyzico-emulator/static-host";
import {
  initializeRefusal,
  refundRefusal,
  retrieveRefusal,
} from "./iyzico-emulator/request-checks";
import { webhookSender, type WebhookDelivery } from "./iyzico-emulator/webhooks";
import { istanbulDay } from "../lib/order-date";

/**
 * A local stand-in for iyzico's checkout form (DESIGN.md §6), so that development and tests run the
 * real iyzipay client and the real browser flow without the network: initialise and retrieve with
 * IYZWSv2 authentication checked and signed answers, and a hosted card page that posts the token
 * back to the shop's callbackUrl. State lives in memory, one process.
 */
export interface EmulatorOptions {
  apiKey: string;
  secretKey: string;
  port?: number;
  host?: string;
  /** Clock in ms, so tests can let a token expire without waiting 30 minutes. */
  now?: () => number;
  /**
   * iyzico's merchant notifications (iyzico-emulator/webhooks.ts): the URL set in the merchant
   * panel, a certificate authority for an https one, and how long after a payment attempt (iyzico:
   * 10-15 s) and between retries (15 minutes) they go out.
   */
  webhook?: { url?: string; ca?: string; delayMs?: number; retryMs?: number };
}

export type RefundFault = "refuse" | "hang" | "lose";

/** What `tamper` may falsify in later retrieve answers; `resign` signs the lie with the secret key. */
export type TamperChanges = Partial<{
  paidPrice: number;
  currency: string;
  basketId: string;
  signature: string;
  resign: boolean;
}>;

export interface IyzicoEmulator {
  /** The API and the hosted card pages. */
  url: string;
  /** The form's script, styles, font and pictures (iyzico's static host). */
  staticUrl: string;
  close(): Promise<void>;
  /** Test-only: the next retrieve answers for `token` carry these changes. */
  tamper(token: string, changes: TamperChanges): void;
  /**
   * Test-only: the next `times` refunds of `paymentId` are refused (iyzico's bank refusal); with
   * `hang`, never answered (an iyzico that does not answer in time); with `lose`, made but never
   * answered (the answer lost on its way back).
   */
  failRefunds(paymentId: string, times: number, how?: RefundFault): void;
  /** Test-only: the next `times` refunds of `paymentId` go through, answered with a bad signature. */
  forgeRefundSignatures(paymentId: string, times: number): void;
  /** Test-only: the refunds iyzico made of `paymentId`, in order. */
  refundsOf(paymentId: string): { price: number; conversationId?: string }[];
  /** Test-only: how much of `paymentId` was refunded in all. */
  refundedOf(paymentId: string): number;
  /** Test-only: the paymentId of the payment made on the card page of `token`, once paid. */
  paymentOf(token: string): string | undefined;
  /**
   * Test-only: iyzico's fraud team decides on a payment it held for review (fraudStatus 0):
   * approved (1), or refused (-1, the money goes back to the card).
   */
  decideReview(token: string, approved: boolean): void;
  /** Test-only: the merchant panel's notification URL (and the CA its certificate needs). */
  setWebhookUrl(url: string, ca?: string): void;
  /** Test-only: the shop's answer to each notification about `token` (about any, without). */
  webhookDeliveries(token?: string): WebhookDelivery[];
}

const INITIALIZE_PATH = "/payment/iyzipos/checkoutform/initialize/auth/ecom";
const RETRIEVE_PATH = "/payment/iyzipos/checkoutform/auth/ecom/detail";
const REFUND_PATH = "/v2/payment/refund";
const CANCEL_PATH = "/payment/cancel";
const REPORTING_PATH = "/v2/reporting/payment/details";
const TOKEN_LIFETIME_S = 1800;
const MAX_BODY_BYTES = 1_000_000;

interface Outcome {
  paymentStatus: "SUCCESS" | "FAILURE";
  /** iyzico's fraud check on a taken payment: 1 approved, 0 held for review, -1 refused. */
  fraudStatus?: 1 | 0 | -1;
  paymentId?: string;
  errorCode?: string;
  errorGroup?: string;
  errorMessage?: string;
  lastFourDigits: string;
}

interface Session {
  token: string;
  conversationId?: string;
  items: { id: string; cents: number }[];
  basketId: string;
  price: number;
  paidPrice: number;
  currency: string;
  locale: EmulatorLocale;
  callbackUrl: string;
  createdAt: number;
  outcome?: Outcome;
  tamper?: TamperChanges;
}

type Answer = Record<string, unknown>;

/** A payment the card page took, as the refund call and the reporting service know it. */
interface TakenPayment {
  paymentId: string;
  /** The checkout form's conversationId: the reporting service finds payments by it. */
  conversationId?: string;
  basketId: string;
  paidCents: number;
  currency: string;
  fraudStatus: 1 | 0 | -1;
  /** The basket's items, each with what it was paid: iyzico books refunds per item. */
  items: { id: string; cents: number }[];
  refunds: { cents: number; conversationId?: string }[];
  /** A same-day cancel gave the whole payment back; nothing is left to refund or cancel. */
  cancelled?: { conversationId?: string };
  /** When the card was charged: a cancel is the same day's (before the banks' day end). */
  takenAt: number;
  /** Refunds (and cancels) still to refuse (or leave unanswered) before one goes through. */
  failing: { times: number; how: RefundFault };
  /** Refunds still to answer with a signature that does not verify. */
  forged: number;
}

// Texts and codes as iyzico documents them (docs.iyzico.com, error codes).
const ERRORS = {
  noApiKey: { code: "1001", tr: "Api bilgileri bulunamadı", en: "API info not found" },
  badSignature: { code: "1000", tr: "Geçersiz imza", en: "Invalid signature" },
  badRequest: { code: "11", tr: "Geçersiz istek", en: "Invalid request" },
  unknownToken: { code: "5", tr: "Token bulunamadı", en: "Token not found" },
  notCompleted: {
    code: "5002",
    tr: "Ödeme formu henüz tamamlanmadı",
    en: "The checkout form has not been completed yet",
  },
  unknownPayment: { code: "5110", tr: "Ödeme bulunamadı", en: "Payment not found" },
  refundCurrency: {
    code: "5100",
    tr: "Para birimi ödemenin para birimi ile aynı olmalıdır",
    en: "Currency must be the same as the payment's currency",
  },
  refundTooMuch: {
    code: "5101",
    tr: "İade tutarı, iade edilebilir tutardan büyük olamaz",
    en: "Refund amount cannot be greater than the refundable amount",
  },
  // The emulator's own texts: iyzico documents no code for these two refusals.
  cancelAfterRefund: {
    code: "5120",
    tr: "İade veya iptal edilmiş ödeme iptal edilemez",
    en: "A refunded or cancelled payment cannot be cancelled",
  },
  cancelTooLate: {
    code: "5121",
    tr: "Ödeme yalnızca alındığı gün iptal edilebilir, iade yapınız",
    en: "A payment can only be cancelled the day it was taken; refund it",
  },
  refundRefused: {
    code: "10093",
    tr: "Banka iade işlemini reddetti",
    en: "The bank declined the refund",
  },
} as const;

const CARD_FAILURES: Record<string, { code: string; group: string; tr: string; en: string }> = {
  "4111111111111129": {
    code: "10051",
    group: "NOT_SUFFICIENT_FUNDS",
    tr: "Kart limiti yetersiz, yetersiz bakiye",
    en: "Not sufficient funds",
  },
  "4129111111111111": {
    code: "10005",
    group: "DO_NOT_HONOUR",
    tr: "İşlem onaylanmadı",
    en: "Do not honour",
  },
};
const SUCCESS_CARD = "5528790000000008";
/**
 * The emulator's own cards for iyzico's fraud check, which has no test cards of its own: the
 * payment is taken and held for review (fraudStatus 0), or taken and refused (-1).
 */
const FRAUD_CARDS: Record<string, 0 | -1> = {
  "4000000000000010": 0,
  "4000000000000028": -1,
};
const INVALID_CARD = {
  code: "12",
  group: "INVALID_CARD",
  tr: "Kart numarası geçersizdir",
  en: "Invalid card number",
};

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function toCents(value: unknown): number | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  if (typeof value === "string" && !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) : null;
}

/** What went back to the card: the refunds, or all of it after a cancel. */
function returnedCents(p: { paidCents: number; refunds: { cents: number }[]; cancelled?: object }) {
  return p.cancelled ? p.paidCents : p.refunds.reduce((sum, r) => sum + r.cents, 0);
}

function localeOf(value: unknown): EmulatorLocale {
  return value === "en" ? "en" : "tr";
}

export async function startIyzicoEmulator(options: EmulatorOptions): Promise<IyzicoEmulator> {
  const { apiKey, secretKey } = options;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const payments = new Map<string, TakenPayment>();
  let lastPaymentId = 24_000_000;
  let baseUrl = "";
  let staticUrl = "";
  const webhooks = webhookSender({ secretKey, ...options.webhook }, now);

  /** The conversationId a request sent, which iyzico echoes in its answer. */
  const conversationIdOf = (body: Answer) =>
    typeof body.conversationId === "string" ? body.conversationId : undefined;

  const failure = (
    locale: EmulatorLocale,
    error: { code: string; tr: string; en: string },
    conversationId?: unknown,
  ): Answer => ({
    status: "failure",
    errorCode: error.code,
    errorMessage: error[locale],
    locale,
    systemTime: now(),
    ...(typeof conversationId === "string" ? { conversationId } : {}),
  });

  /** The IYZWSv2 check, as iyzico computes it: HMAC(secret, randomKey + path + body). */
  function authFailure(req: IncomingMessage, path: string, rawBody: string) {
    const match = /^IYZWSv2 (\S+)$/.exec(req.headers.authorization ?? "");
    if (!match) return ERRORS.noApiKey;
    const params = new Map<string, string>();
    for (const part of Buffer.from(match[1], "base64").toString("utf8").split("&")) {
      const at = part.indexOf(":");
      if (at > 0) params.set(part.slice(0, at), part.slice(at + 1));
    }
    if (!sameText(params.get("apiKey") ?? "", apiKey)) return ERRORS.noApiKey;
    const randomKey = req.headers["x-iyzi-rnd"];
    if (typeof randomKey !== "string" || params.get("randomKey") !== randomKey)
      return ERRORS.badSignature;
    const expected = hmacHex(secretKey, randomKey + path + rawBody);
    return sameText(params.get("signature") ?? "", expected) ? null : ERRORS.badSignature;
  }

  function initialize(body: Answer): Answer {
    const locale = localeOf(body.locale);
    // Every field iyzico requires, as iyzico refuses it (iyzico-emulator/request-checks.ts).
    const refused = initializeRefusal(body);
    if (refused) return failure(locale, refused, body.conversationId);
    // Readable now: the amounts, the texts and the basket were checked above.
    const price = toCents(body.price)!;
    const paidPrice = toCents(body.paidPrice)!;
    const currency = String(body.currency);
    const callbackUrl = String(body.callbackUrl);
    const items = body.basketItems as Answer[];
    const itemCents = items.map((item) => toCents(item.price)!);

    const token = randomUUID();
    const conversationId = conversationIdOf(body);
    sessions.set(token, {
      token,
      conversationId,
      items: items.map((item, i) => ({ id: String(item.id), cents: itemCents[i]! })),
      // Optional for iyzico; one not sent is signed as an empty value.
      basketId: body.basketId == null ? "" : String(body.basketId),
      price: price / 100,
      paidPrice: paidPrice / 100,
      currency,
      locale,
      callbackUrl,
      createdAt: now(),
    });
    return {
      status: "success",
      locale,
      systemTime: now(),
      conversationId,
      token,
      checkoutFormContent: checkoutFormContent({
        token,
        price: paidPrice / 100,
        currency,
        locale,
        baseUrl,
        staticUrl,
      }),
      tokenExpireTime: TOKEN_LIFETIME_S,
      paymentPageUrl: `${baseUrl}/checkout/${token}`,
      signature: responseSignature(secretKey, [conversationId, token]),
    };
  }

  function retrieve(body: Answer): Answer {
    const locale = localeOf(body.locale);
    const refused = retrieveRefusal(body);
    if (refused) return failure(locale, refused, body.conversationId);
    const session = typeof body.token === "string" ? sessions.get(body.token) : undefined;
    if (!session) return failure(locale, ERRORS.unknownToken, body.conversationId);
    // iyzico answers (and signs) the conversationId of the request it answers, not the form's.
    const conversationId = conversationIdOf(body);
    // An unfinished form: iyzico answers a failure without a payment status.
    if (!session.outcome)
      return { ...failure(locale, ERRORS.notCompleted, conversationId), token: session.token };

    const { outcome } = session;
    const answer: Answer = {
      status: "success",
      locale,
      systemTime: now(),
      conversationId,
      price: session.price,
      paidPrice: session.paidPrice,
      installment: 1,
      paymentId: outcome.paymentId,
      fraudStatus: outcome.fraudStatus,
      errorCode: outcome.errorCode,
      errorMessage: outcome.errorMessage,
      errorGroup: outcome.errorGroup,
      cardType: "CREDIT_CARD",
      lastFourDigits: outcome.lastFourDigits,
      basketId: session.basketId,
      currency: session.currency,
      token: session.token,
      callbackUrl: session.callbackUrl,
      paymentStatus: outcome.paymentStatus,
    };
    answer.signature = responseSignature(secretKey, retrieveSignatureFields(answer));
    const lie = session.tamper;
    if (lie) {
      for (const key of ["paidPrice", "currency", "basketId"] as const)
        if (lie[key] !== undefined) answer[key] = lie[key];
      if (lie.resign)
        answer.signature = responseSignature(secretKey, retrieveSignatureFields(answer));
      if (lie.signature !== undefined) answer.signature = lie.signature;
    }
    return answer;
  }

  /** refundV2.create: a part or all of what is left of a payment goes back to the card. */
  function refund(body: Answer): Answer | "hang" {
    const locale = localeOf(body.locale);
    const fail = (e: { code: string; tr: string; en: string }) =>
      failure(locale, e, body.conversationId);
    const refused = refundRefusal(body);
    if (refused) return fail(refused);
    const paymentId = String(body.paymentId);
    const cents = toCents(body.price)!;
    const payment = payments.get(paymentId);
    if (!payment) return fail(ERRORS.unknownPayment);
    if (body.currency !== payment.currency) return fail(ERRORS.refundCurrency);
    if (cents > payment.paidCents - returnedCents(payment)) return fail(ERRORS.refundTooMuch);
    const conversationId = conversationIdOf(body);
    if (payment.failing.times > 0) {
      payment.failing.times--;
      if (payment.failing.how === "hang") return "hang";
      if (payment.failing.how === "lose") {
        payment.refunds.push({ cents, conversationId });
        return "hang";
      }
      return fail(ERRORS.refundRefused);
    }
    payment.refunds.push({ cents, conversationId });
    return {
      status: "success",
      locale,
      systemTime: now(),
      conversationId,
      paymentId,
      price: cents / 100,
      currency: payment.currency,
      authCode: String(100_000 + Math.floor(Math.random() * 900_000)),
      hostReference: randomUUID(),
      refundHostReference: randomUUID(),
      retryable: false,
      // As iyzipay's own refund sample verifies it.
      signature: responseSignature(secretKey, [
        paymentId,
        payment.forged-- > 0 ? "forged" : conversationId,
      ]),
    };
  }

  /**
   * cancel.create (docs.iyzico.com, refund and cancel): the whole payment, the day it was taken
   * (before the banks' day end), never after a refund. iyzico documents no signature on this
   * answer, and none of its clients checks one. The day ends at midnight, Istanbul time, here.
   */
  function cancel(body: Answer): Answer | "hang" {
    const locale = localeOf(body.locale);
    const fail = (e: { code: string; tr: string; en: string }) =>
      failure(locale, e, body.conversationId);
    for (const field of ["paymentId", "ip"])
      if (body[field] == null || body[field] === "")
        return fail({
          code: "24",
          tr: `${field} gönderilmesi zorunludur`,
          en: `${field} is mandatory`,
        });
    const payment = payments.get(String(body.paymentId));
    if (!payment) return fail(ERRORS.unknownPayment);
    if (payment.cancelled || payment.refunds.length > 0) return fail(ERRORS.cancelAfterRefund);
    if (istanbulDay(payment.takenAt) !== istanbulDay(now())) return fail(ERRORS.cancelTooLate);
    const conversationId = conversationIdOf(body);
    if (payment.failing.times > 0) {
      payment.failing.times--;
      if (payment.failing.how === "hang") return "hang";
      if (payment.failing.how === "lose") {
        payment.cancelled = { conversationId };
        return "hang";
      }
      return fail(ERRORS.refundRefused);
    }
    payment.cancelled = { conversationId };
    return {
      status: "success",
      locale,
      systemTime: now(),
      conversationId,
      paymentId: payment.paymentId,
      price: payment.paidCents / 100,
      currency: payment.currency,
      authCode: String(100_000 + Math.floor(Math.random() * 900_000)),
      hostReference: randomUUID(),
      cancelHostReference: randomUUID(),
    };
  }

  /**
   * The reporting service's payment details (GET /v2/reporting/payment/details): the payments of
   * a conversationId, each with its refunds per basket item. iyzico books an amount-based refund
   * over the items in turn; a refund carries the conversationId it was asked with.
   */
  function reporting(query: URLSearchParams): Answer {
    const locale = localeOf(query.get("locale"));
    const wanted = query.get("paymentConversationId");
    if (!wanted)
      return failure(locale, {
        code: "24",
        tr: "paymentConversationId gönderilmesi zorunludur",
        en: "paymentConversationId is mandatory",
      });
    const found = [...payments.values()].filter((p) => p.conversationId === wanted);
    return {
      status: "success",
      locale,
      systemTime: now(),
      conversationId: query.get("conversationId") ?? undefined,
      payments: found.map((p) => {
        const refunded = p.cancelled ? 0 : returnedCents(p);
        return {
          paymentId: Number(p.paymentId),
          paymentStatus: 1,
          paymentRefundStatus:
            refunded === 0
              ? "NOT_REFUNDED"
              : refunded >= p.paidCents
                ? "TOTALLY_REFUNDED"
                : "PARTIALLY_REFUNDED",
          price: p.paidCents / 100,
          paidPrice: p.paidCents / 100,
          paymentConversationId: p.conversationId,
          fraudStatus: p.fraudStatus,
          basketId: p.basketId,
          currency: p.currency,
          cancels: p.cancelled
            ? [
                {
                  cancelConversationId: p.cancelled.conversationId,
                  price: p.paidCents / 100,
                  currencyCode: p.currency,
                  cancelStatus: 1,
                },
              ]
            : [],
          itemTransactions: itemRefunds(p),
        };
      }),
    };
  }

  /** Each refund spread over the items in turn, each item up to what is left of it. */
  function itemRefunds(p: TakenPayment) {
    const left = p.items.map((item) => item.cents);
    const refundsOf = p.items.map(
      () =>
        [] as {
          refundTxId: number;
          refundConversationId?: string;
          refundPrice: number;
          refundStatus: number;
          currencyCode: string;
        }[],
    );
    let refundTxId = 0;
    for (const r of p.refunds) {
      let rest = r.cents;
      for (let i = 0; i < left.length && rest > 0; i++) {
        const part = Math.min(rest, left[i]!);
        if (part === 0) continue;
        left[i]! -= part;
        rest -= part;
        refundsOf[i]!.push({
          refundTxId: ++refundTxId,
          refundConversationId: r.conversationId,
          refundPrice: part / 100,
          refundStatus: 1,
          currencyCode: p.currency,
        });
      }
    }
    return p.items.map((item, i) => ({
      itemId: item.id,
      paymentTransactionId: Number(p.paymentId) * 100 + i,
      transactionStatus: 2,
      price: item.cents / 100,
      paidPrice: item.cents / 100,
      refunds: refundsOf[i],
    }));
  }

  function pay(session: Session, form: URLSearchParams): Outcome {
    const number = (form.get("cardNumber") ?? "").replace(/[\s-]/g, "");
    const lastFourDigits = number.slice(-4);
    if (number === SUCCESS_CARD || number in FRAUD_CARDS) {
      const paymentId = String(++lastPaymentId);
      const fraudStatus = FRAUD_CARDS[number] ?? 1;
      const paidCents = Math.round(session.paidPrice * 100);
      payments.set(paymentId, {
        paymentId,
        conversationId: session.conversationId,
        basketId: session.basketId,
        fraudStatus,
        items: session.items,
        paidCents,
        currency: session.currency,
        // A payment the fraud check refuses goes back to the card at once.
        refunds: fraudStatus === -1 ? [{ cents: paidCents }] : [],
        failing: { times: 0, how: "refuse" },
        forged: 0,
        takenAt: now(),
      });
      return { paymentStatus: "SUCCESS", fraudStatus, paymentId, lastFourDigits };
    }
    const failure = CARD_FAILURES[number] ?? INVALID_CARD;
    return {
      paymentStatus: "FAILURE",
      errorCode: failure.code,
      errorGroup: failure.group,
      errorMessage: failure[session.locale],
      lastFourDigits,
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", baseUrl);
    // The static files only at the static origin, as iyzico's are: a page that loads them from the
    // API's origin, whose CSP would then be wrong for iyzico, finds nothing.
    const file = staticFile(url.pathname);
    if (file && req.method === "GET") {
      const atStatic = `http://${req.headers.host}` === staticUrl;
      if (atStatic) return sendFile(res, file);
    }
    const raw = req.method === "POST" ? await readBody(req) : "";

    if (
      req.method === "POST" &&
      (url.pathname === INITIALIZE_PATH ||
        url.pathname === RETRIEVE_PATH ||
        url.pathname === REFUND_PATH ||
        url.pathname === CANCEL_PATH)
    ) {
      let body: Answer;
      try {
        body = JSON.parse(raw) as Answer;
      } catch {
        return sendJson(res, failure("tr", ERRORS.badRequest));
      }
      const locale = localeOf(body.locale);
      const denied = authFailure(req, url.pathname, raw);
      if (denied) return sendJson(res, failure(locale, denied, body.conversationId));
      if (url.pathname === REFUND_PATH || url.pathname === CANCEL_PATH) {
        const answer = url.pathname === REFUND_PATH ? refund(body) : cancel(body);
        // An iyzico that never answers: the connection is left open until the emulator closes.
        if (answer === "hang") return;
        return sendJson(res, answer);
      }
      return sendJson(res, url.pathname === INITIALIZE_PATH ? initialize(body) : retrieve(body));
    }

    if (req.method === "GET" && url.pathname === REPORTING_PATH) {
      const locale = localeOf(url.searchParams.get("locale"));
      // iyzipay signs a GET over the path and an empty JSON body, whatever the query says.
      const denied = authFailure(req, url.pathname, raw || "{}");
      if (denied) return sendJson(res, failure(locale, denied));
      return sendJson(res, reporting(url.searchParams));
    }

    const page = /^\/checkout\/([\w-]+)$/.exec(url.pathname);
    if (page && (req.method === "GET" || req.method === "POST")) {
      const session = sessions.get(page[1]);
      if (!session)
        return sendHtml(res, 404, errorPage(localeOf(url.searchParams.get("lang")), "unknown"));
      if (session.outcome) return sendHtml(res, 409, errorPage(session.locale, "used"));
      if (now() - session.createdAt > TOKEN_LIFETIME_S * 1000)
        return sendHtml(res, 410, errorPage(session.locale, "expired"));
      if (req.method === "GET") {
        const embedded = url.searchParams.get("embedded") === "1";
        return sendHtml(
          res,
          200,
          cardPage({
            locale: session.locale,
            action: `/checkout/${session.token}`,
            // Inside the shop's iframe the result must leave the frame: a form posted to _top by the
            // visitor's own click may navigate the shop's window, a script in the frame may not.
            target: embedded ? "_top" : "_self",
            price: session.paidPrice,
            currency: session.currency,
          }),
        );
      }
      session.outcome = pay(session, new URLSearchParams(raw));
      webhooks.notify({
        paymentConversationId: session.conversationId,
        token: session.token,
        status: session.outcome.paymentStatus,
        iyziPaymentId: session.outcome.paymentId ? Number(session.outcome.paymentId) : undefined,
      });
      return sendHtml(
        res,
        200,
        returnPage({
          locale: session.locale,
          callbackUrl: session.callbackUrl,
          token: session.token,
          errorMessage: session.outcome.errorMessage ?? null,
        }),
      );
    }
    sendJson(res, { status: "failure", errorCode: "404", errorMessage: "Not found" }, 404);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, { status: "failure", errorMessage: String(error) }, 500);
      else res.destroy();
    });
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  staticUrl = staticOriginOf(baseUrl);

  return {
    url: baseUrl,
    staticUrl,
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    tamper(token, changes) {
      const session = sessions.get(token);
      if (!session) throw new Error(`No checkout session for token ${token}`);
      session.tamper = { ...session.tamper, ...changes };
    },
    failRefunds(paymentId, times, how = "refuse") {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      payment.failing = { times, how };
    },
    forgeRefundSignatures(paymentId, times) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`No payment ${paymentId}`);
      payment.forged = times;
    },
    refundsOf(paymentId) {
      return (payments.get(paymentId)?.refunds ?? []).map((r) => ({
        price: r.cents / 100,
        conversationId: r.conversationId,
      }));
    },
    paymentOf(token) {
      return sessions.get(token)?.outcome?.paymentId;
    },
    decideReview(token, approved) {
      const outcome = sessions.get(token)?.outcome;
      if (outcome?.fraudStatus !== 0) throw new Error(`No payment held for review on ${token}`);
      outcome.fraudStatus = approved ? 1 : -1;
      const payment = payments.get(outcome.paymentId!)!;
      if (!approved) payment.refunds.push({ cents: payment.paidCents });
    },
    setWebhookUrl: (url, ca) => webhooks.setUrl(url, ca),
    webhookDeliveries: (token) => webhooks.deliveriesOf(token),
    refundedOf(paymentId) {
      const payment = payments.get(paymentId);
      return payment ? returnedCents(payment) / 100 : 0;
    },
  };
}

/**
 * The script the shop puts in its page, shaped as iyzico's checkoutFormContent is (docs.iyzico.com,
 * checkout form initialise): it declares `iyziInit` unless the page has one already, and adds the
 * form's stylesheet and script from the static host; that script renders the form into
 * #iyzipay-checkout-form. Like iyzico's, it does nothing in a page where `iyziInit` is left over
 * from an earlier form.
 */
function checkoutFormContent(form: {
  token: string;
  price: number;
  currency: string;
  locale: EmulatorLocale;
  baseUrl: string;
  staticUrl: string;
}): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  const version = Date.now();
  const css = `${form.staticUrl}${STATIC_PATHS.css}?v=${version}`;
  const js = `${form.staticUrl}${STATIC_PATHS.js}?v=${version}`;
  return (
    `<script type="text/javascript">if (typeof iyziInit == 'undefined') {var iyziInit = {` +
    `currency:${json(form.currency)},token:${json(form.token)},price:${form.price.toFixed(2)},` +
    `locale:${json(form.locale)},baseUrl:${json(form.baseUrl)},isSandbox:true,` +
    `createTag:function(){var iyziCSSTag = document.createElement('link');` +
    `iyziCSSTag.setAttribute('rel','stylesheet');iyziCSSTag.setAttribute('type','text/css');` +
    `iyziCSSTag.setAttribute('href',${json(css)});document.head.appendChild(iyziCSSTag);` +
    `var iyziJSTag = document.createElement('script');iyziJSTag.setAttribute('src',${json(js)});` +
    `document.head.appendChild(iyziJSTag);}};iyziInit.createTag();}</script>`
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error("Request body too large"));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, body: Answer, status = 200) {
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(JSON.stringify(body));
}

function sendFile(res: ServerResponse, file: { type: string; body: string | Buffer }) {
  res.writeHead(200, {
    "Content-Type": file.type,
    "Cache-Control": "public, max-age=3600",
    // Fonts and module scripts are fetched in CORS mode from another origin.
    "Access-Control-Allow-Origin": "*",
  });
  res.end(file.body);
}

function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(html);
}
