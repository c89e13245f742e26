import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { orderItems, orders, shipments } from "../../db/schema";
import { ITEM_CANCELLED } from "~/lib/orders";
import { isUuid } from "~/lib/uuid";

/** A parcel of an order (issue [18] point 2), with the ids of the lines it holds. */
export interface Parcel {
  id: string;
  merchantId: string | null;
  carrier: string;
  carrierName: string;
  trackingUrl: string | null;
  trackingNumber: string;
  createdAt: Date;
  itemIds: string[];
}

/** An order's parcels, oldest first. */
export async function parcelsOf(db: DbOrTx, orderId: string): Promise<Parcel[]> {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select({
      id: shipments.id,
      merchantId: shipments.merchantId,
      carrier: shipments.carrier,
      carrierName: shipments.carrierName,
      trackingUrl: shipments.trackingUrl,
      trackingNumber: shipments.trackingNumber,
      createdAt: shipments.createdAt,
      itemIds: sql<
        string[]
      >`coalesce((select array_agg(i.id::text order by i.name, i.id) from order_items i where i.shipment_id = ${sql.raw(`"shipments"."id"`)}), '{}')`,
    })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt), asc(shipments.id));
  return rows.map((r) => ({ ...r, itemIds: r.itemIds ?? [] }));
}

export interface NewParcel {
  orderId: string;
  merchantId: string | null;
  carrier: string;
  carrierName: string;
  trackingUrl: string | null;
  trackingNumber: string;
  createdBy: string | null;
  itemIds: string[];
}

/**
 * Writes a parcel and puts the lines in it, in the caller's transaction (the order's row locked
 * by it): null when one of the lines is not an active, unshipped line of the order any more, so
 * that two people shipping the same line at once ship it once.
 */
export async function addParcel(tx: DbOrTx, parcel: NewParcel): Promise<string | null> {
  const { itemIds, ...row } = parcel;
  if (itemIds.length === 0 || !itemIds.every(isUuid)) return null;
  const [created] = await tx.insert(shipments).values(row).returning({ id: shipments.id });
  const moved = await tx
    .update(orderItems)
    .set({ shipmentId: created!.id })
    .where(
      and(
        eq(orderItems.orderId, parcel.orderId),
        inArray(orderItems.id, itemIds),
        isNull(orderItems.shipmentId),
        ne(orderItems.status, ITEM_CANCELLED),
      ),
    )
    .returning({ id: orderItems.id });
  return moved.length === new Set(itemIds).size ? created!.id : null;
}

/** How many active lines of the order wait for a parcel. */
export async function unshippedLineCount(tx: DbOrTx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.shipmentId),
        ne(orderItems.status, ITEM_CANCELLED),
      ),
    );
  return row?.n ?? 0;
}

/** The order's row, locked for the rest of the transaction: its status and payment now. */
export async function lockOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx
    .select({
      status: orders.status,
      payment: orders.payment,
      paidAt: orders.paidAt,
      version: orders.version,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row ?? null;
}
