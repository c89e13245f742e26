import type { DbOrTx } from "../../../db/client.server";
import {
  CANCELED,
  CARD,
  INCOMPLETE,
  ITEM_CANCELLED,
  TRANSFER,
  type OrderStatus,
} from "~/lib/orders";
import type { OrderDetail } from "~/models/order.server";
import { addOrderNote } from "~/models/order-note.server";
import type { PublicUser } from "~/models/user.server";

/**
 * The guard rails of a status change (issue [18] point 4, docs/decisions/076): which changes
 * need a reason, and what a change will do, told before it is made.
 */

export const SHIPPED: OrderStatus = "Shipped";
export const DELIVERED: OrderStatus = "Delivered";

/** Why a change needs a second confirmation with a reason; null when it needs none. */
export type StatusRisk = "unpaidShipping" | "backFromDelivered" | null;

export function statusRisk(
  order: { status: string; payment: string; paidAt: Date | null },
  to: OrderStatus,
): StatusRisk {
  if (order.status === to) return null;
  if (to === SHIPPED && order.payment === TRANSFER && !order.paidAt) return "unpaidShipping";
  if (order.status === DELIVERED) return "backFromDelivered";
  return null;
}

/** Who hears of the change, and what else it does, as the confirmation page tells it. */
export interface StatusPreview {
  /** Nothing changes: the order has that status already. */
  same: boolean;
  /** The change is refused whatever is confirmed: a cancelled order stays cancelled. */
  refused: "cancelled" | "incomplete" | null;
  risk: StatusRisk;
  /** The customer's status mail: to this address, in the order's language; null: no mail. */
  mailTo: { email: string; lang: "tr" | "en" } | null;
  /** Cancel: active lines whose stock goes back to the shelf. */
  stockBack: number;
  /** Cancel of a paid card order: lines refunded through iyzico. */
  cardRefunds: number;
  /** Cancel of a transfer order already paid: the money goes back by hand, not by the shop. */
  transferRefund: boolean;
  /** Shipped with lines not in a parcel yet: the ship form is the way (it carries tracking). */
  unshipped: number;
}

export function statusPreview(order: OrderDetail, to: OrderStatus): StatusPreview {
  const active = order.items.filter((i) => i.status !== ITEM_CANCELLED);
  const same = order.status === to;
  const refused = same
    ? null
    : order.status === INCOMPLETE
      ? "incomplete"
      : order.status === CANCELED
        ? "cancelled"
        : null;
  const email = order.buyer.email || order.address.email;
  const cancel = to === CANCELED && !same;
  return {
    same,
    refused,
    risk: statusRisk(order, to),
    mailTo: same || refused || !email ? null : { email, lang: order.locale },
    stockBack: cancel ? active.length : 0,
    cardRefunds: cancel && order.payment === CARD && order.paidAt ? active.length : 0,
    transferRefund: cancel && order.payment === TRANSFER && !!order.paidAt,
    unshipped: to === SHIPPED ? active.filter((i) => !i.shipmentId).length : 0,
  };
}

/** A staff member as a note names them. */
export function authorName(user: Pick<PublicUser, "firstName" | "lastName" | "email">): string {
  return `${user.firstName ?? ""} ${user.lastName ?? ""}`.trim() || user.email;
}

/** The reason a risky change was made, kept as a staff note on the order with the change. */
export async function noteStatusReason(
  tx: DbOrTx,
  input: {
    orderId: string;
    author: Pick<PublicUser, "id" | "firstName" | "lastName" | "email">;
    reason: string;
    from: string;
    to: string;
  },
): Promise<void> {
  await addOrderNote(tx, {
    orderId: input.orderId,
    authorId: input.author.id,
    authorName: authorName(input.author),
    body: input.reason,
    statusFrom: input.from,
    statusTo: input.to,
  });
}
