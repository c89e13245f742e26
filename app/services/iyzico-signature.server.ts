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
