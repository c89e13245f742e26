/**
 * The rules of returns and withdrawal (issue [19]), one source for the shopper's page, the return
 * desk, the /api and the mails. Days are calendar days unless the name says business days.
 */

/** What the shopper asks: a withdrawal (no reason) or a return under the returns policy. */
export const RETURN_KINDS = ["withdrawal", "return"] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Where a request is; refunded and refused are final. */
export const RETURN_STATES = ["asked", "approved", "received", "refunded", "refused"] as const;
export type ReturnState = (typeof RETURN_STATES)[number];
export const OPEN_RETURN_STATES: readonly ReturnState[] = ["asked", "approved", "received"];

/** A return's reason, from a list (the shopper's page names each in words). */
export const RETURN_REASONS = [
  "damaged",
  "wrongItem",
  "notAsDescribed",
  "sizeOrFit",
  "changedMind",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** The right of withdrawal: 14 days from delivery, no reason needed (distance-selling contract). */
export const WITHDRAWAL_DAYS = 14;
/** The returns policy's window (the returns page): 15 business days from delivery. */
export const RETURN_WINDOW_BUSINESS_DAYS = 15;
/** The seller refunds within 14 days of the notice reaching it. */
export const REFUND_DEADLINE_DAYS = 14;
/** Photos a return may carry, each within the upload limit of its route. */
export const RETURN_PHOTOS_MAX = 3;

const DAY = 24 * 60 * 60 * 1000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY);
}

/** `days` business days after `from` (Saturdays and Sundays skipped; public holidays are not). */
export function addBusinessDays(from: Date, days: number): Date {
  const at = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    at.setTime(at.getTime() + DAY);
    const weekday = at.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/** The last moment of each window for an order delivered at `deliveredAt`. */
export function returnWindows(deliveredAt: Date) {
  return {
    withdrawalUntil: addDays(deliveredAt, WITHDRAWAL_DAYS),
    returnUntil: addBusinessDays(deliveredAt, RETURN_WINDOW_BUSINESS_DAYS),
  };
}

/**
 * The product type whose pieces are withdrawn or returned only with their hygiene seal intact:
 * the regulation's exception covers opened protective packaging, so the shopper confirms it.
 */
export const EARRINGS_TYPE_SLUG = "earrings";

/** The number a shopper sees for a request ("R" and the id's last 7 characters). */
export function returnNumber(id: string): string {
  return `R${id.slice(-7).toUpperCase()}`;
}

export function isReturnReason(value: unknown): value is ReturnReason {
  return (RETURN_REASONS as readonly unknown[]).includes(value);
}

export function isReturnKind(value: unknown): value is ReturnKind {
  return (RETURN_KINDS as readonly unknown[]).includes(value);
}

/**
 * Days from `now` to the refund deadline, a day begun counting whole (14 on the notice's day):
 * 0 or less once it is overdue, its opposite the days begun since.
 */
export function daysLeft(refundDueBy: Date, now = new Date()): number {
  return Math.ceil((refundDueBy.getTime() - now.getTime()) / DAY);
}
