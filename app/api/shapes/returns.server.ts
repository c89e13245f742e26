import { returnNumber } from "~/lib/returns";
import type { LineEligibility } from "~/lib/return-eligibility";
import type { ReturnableLine, ReturnRequestView } from "~/models/return-request.server";

/** A return request as /api gives it to the shopper (issue [19]). */
export function returnRequestShape(r: ReturnRequestView) {
  return {
    _id: r.id,
    number: returnNumber(r.id),
    orderId: r.orderId,
    kind: r.kind,
    state: r.state,
    reason: r.reason,
    note: r.note,
    sealIntact: r.sealIntact,
    amount: r.amount,
    currency: r.currency,
    iban: r.iban,
    accountHolder: r.accountHolder,
    instructions: r.instructions,
    refusalReason: r.refusalReason,
    lines: r.lines.map((l) => ({
      orderItemId: l.orderItemId,
      name: l.name,
      quantity: l.quantity,
      amount: l.amount,
    })),
    photos: r.photos,
    createdAt: r.createdAt.toISOString(),
    refundDueBy: r.refundDueBy.toISOString(),
  };
}

/** An order line and whether it may go back now (the kinds), or why not. */
export function returnableLineShape(l: ReturnableLine & { eligibility: LineEligibility }) {
  return {
    _id: l.id,
    name: l.name,
    quantity: l.quantity,
    amount: l.totalPrice,
    kinds: l.eligibility.kinds,
    refusal: l.eligibility.refusal,
    sealNeeded: l.eligibility.sealNeeded,
  };
}
