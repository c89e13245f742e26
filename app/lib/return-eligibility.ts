import { ITEM_CANCELLED } from "./orders";
import { returnWindows, type ReturnKind } from "./returns";

/**
 * Whether an order line may be withdrawn or returned now, and if not why (issue [19]): the one
 * rule the shopper's page, the operation (again, under the order's lock) and the /api read. Pure:
 * the caller hands in the line as the database has it and the moment to judge at.
 */

/** Why a line cannot be sent back at all. */
export type LineRefusal = "notDelivered" | "cancelled" | "inReturn" | "customMade" | "windowClosed";

export interface EligibilityOrder {
  /** When it was set Delivered; null while it is not. */
  deliveredAt: Date | null;
}

export interface EligibilityLine {
  id: string;
  /** 'Active' or 'Cancelled'. */
  status: string;
  /** The return it is in already, if any. */
  returnId: string | null;
  customMade: boolean;
  /** Earrings: sent back only with the hygiene seal intact (EARRINGS_TYPE_SLUG). */
  earrings: boolean;
}

export interface LineEligibility {
  /** The kinds that may be asked for the line now; empty when `refusal` says why not. */
  kinds: ReturnKind[];
  refusal: LineRefusal | null;
  /** The shopper must confirm the hygiene seal is intact (earrings). */
  sealNeeded: boolean;
}

export function lineEligibility(
  order: EligibilityOrder,
  line: EligibilityLine,
  now: Date,
): LineEligibility {
  const no = (refusal: LineRefusal): LineEligibility => ({
    kinds: [],
    refusal,
    sealNeeded: false,
  });
  if (line.status === ITEM_CANCELLED) return no("cancelled");
  if (!order.deliveredAt) return no("notDelivered");
  if (line.returnId) return no("inReturn");
  if (line.customMade) return no("customMade");
  const { withdrawalUntil, returnUntil } = returnWindows(order.deliveredAt);
  const kinds: ReturnKind[] = [];
  if (now <= withdrawalUntil) kinds.push("withdrawal");
  if (now <= returnUntil) kinds.push("return");
  if (kinds.length === 0) return no("windowClosed");
  return { kinds, refusal: null, sealNeeded: line.earrings };
}

/** What a request may be refused for, each named by the field it belongs to. */
export type RequestProblem =
  | { field: "lines"; code: "none" | "unknown" | LineRefusal | "withdrawalClosed" }
  | { field: "sealIntact"; code: "sealNeeded" };

/**
 * The chosen lines of a request of `kind`, checked: the first problem, or null when it may be
 * made. A withdrawal asked after its 14 days is refused with "withdrawalClosed" while a return
 * is still possible, so that the page can say so.
 */
export function checkRequestLines(
  order: EligibilityOrder,
  lines: EligibilityLine[],
  chosen: string[],
  kind: ReturnKind,
  sealIntact: boolean,
  now: Date,
): RequestProblem | null {
  if (chosen.length === 0) return { field: "lines", code: "none" };
  let sealNeeded = false;
  for (const id of chosen) {
    const line = lines.find((l) => l.id === id);
    if (!line) return { field: "lines", code: "unknown" };
    const judged = lineEligibility(order, line, now);
    if (judged.refusal) return { field: "lines", code: judged.refusal };
    if (!judged.kinds.includes(kind)) return { field: "lines", code: "withdrawalClosed" };
    sealNeeded ||= judged.sealNeeded;
  }
  if (sealNeeded && !sealIntact) return { field: "sealIntact", code: "sealNeeded" };
  return null;
}
