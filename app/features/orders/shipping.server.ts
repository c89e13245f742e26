import type { DbOrTx } from "../../../db/client.server";
import {
  CANCELED,
  INCOMPLETE,
  ITEM_CANCELLED,
  NOT_PROCESSED,
  TRANSFER,
  type OrderStatus,
} from "~/lib/orders";
import { changeOrderStatus, getOrderFor, type OrderDetail } from "~/models/order.server";
import {
  addParcel,
  lockOrder,
  parcelsOf,
  unshippedLineCount,
  type Parcel,
} from "~/models/shipment.server";
import type { PublicUser } from "~/models/user.server";
import type { ShipmentInput } from "~/schemas/shipment";
import { carrierLabel, trackingLink, type ShipmentView } from "~/lib/carriers";
import { queueOrderNews, type OrderNews } from "./order-news.server";
import { noteStatusReason, SHIPPED } from "./order-status.server";

const PROCESSING: OrderStatus = "Processing";

/**
 * Shipping (issue [18] point 2, docs/decisions/076): one operation for the ship form and
 * POST /api/order/{id}/shipments. An admin ships any lines of an open order; a merchant ships
 * their own lines of a paid order holding them. The order becomes Shipped when its last active
 * line is in a parcel, and its customer gets the shipped mail then, with every parcel's tracking
 * link; a parcel that leaves the rest behind tells the customer which lines are on their way.
 */

/**
 * An order's parcels as its viewer sees them: each with the lines of it the viewer sees (a
 * merchant's own), and only those holding one.
 */
export async function parcelsForViewer(db: DbOrTx, order: OrderDetail): Promise<Parcel[]> {
  const seen = new Set(order.items.map((i) => i.id));
  return (await parcelsOf(db, order.id))
    .map((p) => ({ ...p, itemIds: p.itemIds.filter((id) => seen.has(id)) }))
    .filter((p) => p.itemIds.length > 0);
}

/** Parcels as the order pages draw them (ShipmentList), with the names of their lines. */
export function shipmentViews(parcels: Parcel[], items: OrderDetail["items"]): ShipmentView[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  return parcels.map((p) => ({
    id: p.id,
    carrierName: carrierLabel(p),
    trackingNumber: p.trackingNumber,
    trackingUrl: trackingLink(p),
    lines: p.itemIds.flatMap((id) => {
      const line = byId.get(id);
      return line ? [{ id, name: line.name, quantity: line.quantity }] : [];
    }),
  }));
}

/** Who ships: an admin (the shop) or a merchant (their own lines). */
function shipper(user: PublicUser): { merchantId: string | null } | null {
  if (user.role === "ROLE_ADMIN") return { merchantId: null };
  if (user.role === "ROLE_MERCHANT" && user.merchantId) return { merchantId: user.merchantId };
  return null;
}

/** What the ship form offers this user: the order as they see it, and the lines they may ship. */
export interface ShipView {
  order: OrderDetail;
  parcels: Parcel[];
  /** Active lines not in a parcel that this user may ship. */
  shippable: OrderDetail["items"];
  /** Why nothing can be shipped now; null when something can. */
  closed: "cancelled" | "incomplete" | "unpaid" | "allShipped" | null;
  /** An admin shipping an unpaid transfer order: a reason is asked (decision 076). */
  needsReason: boolean;
}

/** The order as the user may ship it; null when it is missing or not theirs (a 404). */
export async function shipView(
  db: DbOrTx,
  user: PublicUser,
  orderId: string,
): Promise<ShipView | null> {
  const who = shipper(user);
  if (!who) return null;
  const order = await getOrderFor(db, orderId, { user });
  // A merchant who bought from another shop sees their purchase, not lines they ship.
  if (!order || (who.merchantId && !order.items.some((i) => i.merchantId === who.merchantId)))
    return null;
  const parcels = await parcelsForViewer(db, order);
  return { order, parcels, ...shippingState(order, user)! };
}

/** What this user may ship of an order they see (the ship form, the staff order page's link). */
export function shippingState(
  order: OrderDetail,
  user: PublicUser,
): Pick<ShipView, "shippable" | "closed" | "needsReason"> | null {
  const who = shipper(user);
  if (!who) return null;
  const shippable = order.items.filter(
    (i) =>
      i.status !== ITEM_CANCELLED &&
      !i.shipmentId &&
      (!who.merchantId || i.merchantId === who.merchantId),
  );
  const unpaidTransfer = order.payment === TRANSFER && !order.paidAt;
  const closed =
    order.status === CANCELED
      ? "cancelled"
      : order.status === INCOMPLETE
        ? "incomplete"
        : who.merchantId && !order.paidAt
          ? "unpaid"
          : shippable.length === 0
            ? "allShipped"
            : null;
  return { shippable, closed, needsReason: !who.merchantId && unpaidTransfer };
}

export type ShipOutcome =
  | { parcelId: string; orderShipped: boolean }
  | "missing"
  | "cancelled"
  | "incomplete"
  | "unpaid"
  | "allShipped"
  /** A line named is not one this user may ship (another's, cancelled, shipped already). */
  | "lines"
  | "reasonNeeded";

export async function shipLines(
  db: DbOrTx,
  user: PublicUser,
  orderId: string,
  input: ShipmentInput,
  origin: string,
): Promise<ShipOutcome> {
  const view = await shipView(db, user, orderId);
  if (!view) return "missing";
  if (view.closed) return view.closed;
  const { order, shippable } = view;
  const open = new Set(shippable.map((i) => i.id));
  const itemIds = input.itemIds ?? [...open];
  if (itemIds.length === 0 || itemIds.some((id) => !open.has(id))) return "lines";
  if (view.needsReason && !input.reason) return "reasonNeeded";
  let mail: { deliver: () => void } | null = null;
  const outcome = await db
    .transaction(async (tx): Promise<ShipOutcome> => {
      const now = await lockOrder(tx, order.id);
      if (!now || now.status === CANCELED) return "cancelled";
      const parcelId = await addParcel(tx, {
        orderId: order.id,
        merchantId: shipper(user)!.merchantId,
        carrier: input.carrier,
        carrierName: input.carrierName,
        trackingUrl: input.trackingUrl,
        trackingNumber: input.trackingNumber,
        createdBy: user.id,
        itemIds,
      });
      // Another person shipped or cancelled one of these lines meanwhile: nothing is written.
      if (!parcelId) throw new LinesTaken();
      const last = (await unshippedLineCount(tx, order.id)) === 0;
      const becomesShipped = last && (now.status === NOT_PROCESSED || now.status === PROCESSING);
      if (becomesShipped) await changeOrderStatus(tx, order.id, now.status, SHIPPED);
      if (input.reason) {
        await noteStatusReason(tx, {
          orderId: order.id,
          author: user,
          reason: input.reason,
          from: now.status,
          to: becomesShipped ? SHIPPED : now.status,
        });
      }
      const news: OrderNews = becomesShipped
        ? { kind: "status", status: SHIPPED }
        : { kind: "parcel", parcelId };
      mail = await queueOrderNews(tx, order.id, origin, news);
      return { parcelId, orderShipped: becomesShipped };
    })
    .catch((error: unknown) => {
      if (error instanceof LinesTaken) return "lines" as const;
      throw error;
    });
  (mail as { deliver: () => void } | null)?.deliver();
  return outcome;
}

/** Undoes the parcel's transaction: a line it names was taken meanwhile. */
class LinesTaken extends Error {}
