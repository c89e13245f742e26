import { returnNumber } from "~/lib/returns";
import type { LineEligibility } from "~/lib/return-eligibility";
import type { ReturnableLine, ReturnRequestView } from "~/models/return-request.server";

import { orderNumber } from "~/lib/orders";
import type { DeskRequest, DeskRow } from "~/models/return-desk.server";
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

/**
 * A return request as /api/returns answers it (issue [19] point 5). The customer and the
 * account the money goes to are the admin's to read: a merchant never learns who bought
 * (decisions 008, 075).
 */
export function returnRowShape(row: DeskRow) {
  return {
    _id: row.id,
    number: row.number,
    orderId: row.orderId,
    orderNumber: orderNumber(row.orderId),
    kind: row.kind,
    state: row.state,
    amount: row.amount,
    currency: row.currency,
    lines: row.lines,
    createdAt: row.createdAt.toISOString(),
    refundDueBy: row.refundDueBy.toISOString(),
    ...(row.customer !== null ? { customer: row.customer } : {}),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function returnShape(r: DeskRequest, admin: boolean) {
  return {
    _id: r.id,
    number: r.number,
    orderId: r.orderId,
    orderNumber: orderNumber(r.orderId),
    kind: r.kind,
    state: r.state,
    reason: r.reason,
    note: r.note,
    sealIntact: r.sealIntact,
    amount: r.amount,
    currency: r.currency,
    instructions: r.instructions,
    refusalReason: r.refusalReason,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
    refundDueBy: r.refundDueBy.toISOString(),
    approvedAt: iso(r.approvedAt),
    receivedAt: iso(r.receivedAt),
    refundedAt: iso(r.refundedAt),
    refusedAt: iso(r.refusedAt),
    version: r.version,
    lines: r.lines.map((l) => ({
      id: l.orderItemId,
      name: l.name,
      quantity: l.quantity,
      amount: l.amount,
      resellable: l.resellable,
    })),
    photos: r.photos,
    ...(admin
      ? {
          customer: `${r.order.buyer.firstName ?? ""} ${r.order.buyer.lastName ?? ""}`.trim(),
          iban: r.iban,
          accountHolder: r.accountHolder,
        }
      : {}),
  };
}
