/**
 * What a mail in the outbox is about (mail_outbox.kind): the outbox page names it in words and
 * filters by it. A shopper's mails first, then the shop's own (issue [18] point 5).
 */
export const MAIL_KINDS = [
  "orderPlaced",
  "orderStatus",
  "orderPaid",
  "orderParcel",
  "passwordReset",
  "welcome",
  "merchantInvitation",
  "backInStock",
  "returnUpdate",
  "accountClosed",
  /** A newsletter or campaign (issue [20] point 3): commercial, to consenting addresses only. */
  "newsletter",
  "shopNewOrder",
  "shopPaymentReceived",
  "shopCancellation",
  "shopRefundFailed",
  "shopLowStock",
  "shopReturnRequested",
  "other",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export function isMailKind(value: unknown): value is MailKind {
  return typeof value === "string" && (MAIL_KINDS as readonly string[]).includes(value);
}

/** Where a mail is: delivered, still to be tried, or tried and refused (with its error). */
export const MAIL_STATES = ["sent", "waiting", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

export function mailState(row: { sentAt: Date | null; lastError: string | null }): MailState {
  if (row.sentAt) return "sent";
  return row.lastError ? "failed" : "waiting";
}

/** What stands in the place of a secret (a token, a key) when mail really goes out. */
export const SECRET_MASK = "••••••";

/** The text with each of the mail's secrets replaced by the mask. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(SECRET_MASK);
  return out;
}
