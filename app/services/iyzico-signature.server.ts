import { createHmac } from "node:crypto";

/**
 * iyzico's signatures, which the shop's client checks and the local emulator makes: the one
 * definition for both, so that the emulator (loaded only when it runs) is not needed to verify.
 */

export function hmacHex(secretKey: string, data: string): string {
  return createHmac("sha256", secretKey).update(data).digest("hex");
}

/** iyzico's response signature: hex HMAC-SHA256 over the values joined with ':' (null → ''). */
export function responseSignature(secretKey: string, values: unknown[]): string {
  return hmacHex(secretKey, values.map((v) => (v == null ? "" : String(v))).join(":"));
}

/** The retrieve answer's signed fields, in the order iyzico documents. */
export function retrieveSignatureFields(a: Record<string, unknown>): unknown[] {
  return [
    a.paymentStatus,
    a.paymentId,
    a.currency,
    a.basketId,
    a.conversationId,
    a.paidPrice,
    a.price,
    a.token,
  ];
}

/** What an HPP-format webhook (checkout form, pay with iyzico) carries, as iyzico sends it. */
export interface WebhookNotice {
  iyziEventType?: unknown;
  iyziPaymentId?: unknown;
  token?: unknown;
  paymentConversationId?: unknown;
  status?: unknown;
}

/**
 * The X-IYZ-SIGNATURE-V3 of an HPP-format webhook (docs.iyzico.com, webhook; iyzipay-php's
 * samples/webhook_Signature_Validation.php): hex HMAC-SHA256 over secretKey, iyziEventType,
 * iyziPaymentId, token, paymentConversationId and status, joined with nothing.
 */
export function webhookSignature(secretKey: string, notice: WebhookNotice): string {
  const values = [
    notice.iyziEventType,
    notice.iyziPaymentId,
    notice.token,
    notice.paymentConversationId,
    notice.status,
  ];
  return hmacHex(secretKey, secretKey + values.map((v) => (v == null ? "" : String(v))).join(""));
}
