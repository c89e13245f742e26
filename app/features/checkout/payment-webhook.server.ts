import type { DbOrTx } from "../../../db/client.server";
import { log } from "~/log/log.server";
import { webhookVerified } from "~/services/payments.server";
import { handlePaymentCallback } from "./checkout.server";

/**
 * What the shop answers iyzico's webhook: iyzico sends it again (every 15 minutes, three times in
 * all) until it hears 2xx, so "later" is for what another try may settle.
 */
export type WebhookOutcome = "settled" | "ignored" | "forged" | "later";

/**
 * iyzico's merchant notification (docs.iyzico.com, webhook; HPP format for the checkout form): a
 * third way a card payment reaches the shop, beside the shopper's callback and the reconciler.
 * Its X-IYZ-SIGNATURE-V3 proves it is iyzico's; even then, only its token is used: the payment is
 * asked of iyzico and taken exactly as the callback takes it, so the three ways may arrive in any
 * order, and more than once, and the order is paid once.
 */
export async function handlePaymentWebhook(
  db: DbOrTx,
  notice: Record<string, unknown>,
  signature: string | null,
  origin: string,
): Promise<WebhookOutcome> {
  const orderId =
    typeof notice.paymentConversationId === "string" ? notice.paymentConversationId : undefined;
  if (!(await webhookVerified(notice, signature))) {
    log.warn({ orderId }, "payment webhook: signature does not verify, ignored");
    return "forged";
  }
  // Refund retries and direct API payments are not the shop's: it takes payments by the form only.
  if (notice.iyziEventType !== "CHECKOUT_FORM_AUTH" || typeof notice.token !== "string") {
    log.info({ orderId, event: notice.iyziEventType }, "payment webhook: not a checkout form");
    return "ignored";
  }
  const result = await handlePaymentCallback(db, notice.token, origin);
  return !result.ok && result.pending ? "later" : "settled";
}
