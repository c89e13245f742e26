import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { webhookSignature } from "../iyzico-signature.server";

/**
 * iyzico's merchant notifications (docs.iyzico.com, webhook), as the emulator sends them: an
 * HPP-format JSON post to the URL set in the merchant panel, signed in X-IYZ-SIGNATURE-V3, the
 * first some seconds after the payment attempt (iyzico: 10-15 s), then again every `retryMs`
 * (iyzico: 15 minutes) until the shop answers 2xx, three attempts at most.
 */
export interface WebhookSettings {
  secretKey: string;
  /** The merchant panel's notification URL; none: nothing is sent. */
  url?: string;
  /** A certificate authority to trust for an https URL (a test's own certificate). */
  ca?: string;
  delayMs?: number;
  retryMs?: number;
}

export interface CheckoutNotice {
  paymentConversationId?: string;
  token: string;
  status: "SUCCESS" | "FAILURE";
  iyziPaymentId?: number;
}

/** One attempt: the shop's HTTP status, or "unreachable". */
export type WebhookDelivery = number | "unreachable";

const ATTEMPTS = 3;
const MERCHANT_ID = 3382172;

export function webhookSender(settings: WebhookSettings, now: () => number) {
  let { url, ca } = settings;
  const delayMs = settings.delayMs ?? 15_000;
  const retryMs = settings.retryMs ?? 15 * 60_000;
  const deliveries = new Map<string, WebhookDelivery[]>();
  const timers = new Set<NodeJS.Timeout>();

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  async function deliver(target: string, notice: CheckoutNotice, attempt: number) {
    const body = {
      paymentConversationId: notice.paymentConversationId,
      merchantId: MERCHANT_ID,
      token: notice.token,
      status: notice.status,
      iyziReferenceCode: crypto.randomUUID(),
      iyziEventType: "CHECKOUT_FORM_AUTH",
      iyziEventTime: now(),
      ...(notice.iyziPaymentId === undefined ? {} : { iyziPaymentId: notice.iyziPaymentId }),
    };
    const status = await post(target, JSON.stringify(body), {
      "X-IYZ-SIGNATURE-V3": webhookSignature(settings.secretKey, body),
      ca,
    });
    const list = deliveries.get(notice.token) ?? [];
    list.push(status);
    deliveries.set(notice.token, list);
    const answered = typeof status === "number" && status >= 200 && status < 300;
    if (!answered && attempt < ATTEMPTS)
      later(retryMs, () => void deliver(target, notice, attempt + 1));
  }

  return {
    /** A payment attempt ended on the card page: its notification goes out in `delayMs`. */
    notify(notice: CheckoutNotice) {
      const target = url;
      if (target) later(delayMs, () => void deliver(target, notice, 1));
    },
    /** Test-only: the merchant panel's notification URL changes. */
    setUrl(next: string, nextCa?: string) {
      url = next;
      ca = nextCa;
    },
    /** Test-only: what the shop answered to each notification of `token` (of all, without). */
    deliveriesOf(token?: string): WebhookDelivery[] {
      if (token === undefined) return [...deliveries.values()].flat();
      return [...(deliveries.get(token) ?? [])];
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

function post(
  target: string,
  body: string,
  opts: { "X-IYZ-SIGNATURE-V3": string; ca?: string },
): Promise<WebhookDelivery> {
  const url = new URL(target);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          "X-IYZ-SIGNATURE-V3": opts["X-IYZ-SIGNATURE-V3"],
        },
        ...(opts.ca ? { ca: opts.ca } : {}),
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve("unreachable"));
    req.end(body);
  });
}
