import { z } from "zod";
import type { CouponRefusal } from "~/features/coupons/coupons.server";
import { dashboardMessages } from "~/locales/dashboard";
import type { Coupon } from "~/models/coupon-admin.server";
import { CouponSchema, type CouponInput } from "~/schemas/coupon";
import { apiError, ok } from "./answers.server";
import { firstIssue } from "./body.server";
import { couponShape } from "./cart.server";
import { staleAnswer, withEtag } from "./versions.server";

/**
 * The dashboard's coupon calls (spec 001 §7's generic resource: the body wrapped under
 * `coupon`), in English: `field: message` for a mistake, 404 for an id that names none.
 */
const errors = dashboardMessages.en.coupons.errors;

const REFUSED: Record<CouponRefusal, [number, string]> = {
  forbidden: [403, "Forbidden"],
  missing: [404, "Coupon not found."],
  codeTaken: [400, `code: ${errors.codeTaken}`],
  percentMax: [400, `amount: ${errors.percentMax}`],
  endBeforeStart: [400, `endDate: ${errors.endBeforeStart}`],
};

/** `{ coupon: {...} }` over `base` (a PUT changes what it names), checked whole. */
export function couponBody(body: unknown, base: Record<string, unknown> = {}): CouponInput {
  const wrapped = z.object({ coupon: z.record(z.unknown()) }).safeParse(body);
  if (!wrapped.success) apiError(400, "coupon: Send the coupon's fields under `coupon`.");
  const fields = { ...base, ...wrapped.data.coupon };
  // The contract's comma-joined ids (GET answers them so) or arrays.
  for (const key of ["categories", "products"] as const)
    if (typeof fields[key] === "string") fields[key] = String(fields[key]).split(",");
  const parsed = CouponSchema(errors).safeParse(fields);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  return parsed.data;
}

/** A coupon as staff read it: the shopper's shape and its version (decision 067). */
export const staffCouponShape = (c: Coupon) => ({ ...couponShape(c), version: c.version });

/** The coupon as it now is, with its ETag, or the refusal. */
export function couponAnswer(
  outcome: Coupon | CouponRefusal,
  message: string,
  status = 200,
): Response {
  if (typeof outcome === "string") apiError(...REFUSED[outcome]);
  const answer = ok({ success: true, message, coupon: staffCouponShape(outcome) }, { status });
  return withEtag(answer, outcome.version);
}

/**
 * A write's outcome: a stale one (a version sent the coupon no longer has, decision 067) is
 * refused 409 with the coupon as it now is; `now` reads it.
 */
export async function unlessStale<T>(
  outcome: T | "stale",
  now: () => Promise<Coupon | CouponRefusal>,
): Promise<T> {
  if (outcome !== "stale") return outcome;
  const current = await now();
  if (typeof current === "string") apiError(...REFUSED[current]);
  return staleAnswer("coupon", staffCouponShape(current), current.version);
}
