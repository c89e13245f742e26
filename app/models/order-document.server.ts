import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { orderDocuments } from "../../db/schema";
import { isUuid } from "~/lib/uuid";

/** The documents a buyer accepted with an order (issue [10] point 7). */
export const ORDER_DOCUMENT_KINDS = ["preInfo", "contract"] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

export interface OrderDocument {
  kind: OrderDocumentKind;
  title: string;
  html: string;
}

export function isOrderDocumentKind(value: string | undefined): value is OrderDocumentKind {
  return (ORDER_DOCUMENT_KINDS as readonly string[]).includes(value ?? "");
}

/** Written once, with the order, inside its transaction; a second write of a kind changes nothing. */
export async function saveOrderDocuments(tx: DbOrTx, orderId: string, docs: OrderDocument[]) {
  if (!docs.length) return;
  await tx
    .insert(orderDocuments)
    .values(docs.map((d) => ({ orderId, ...d })))
    .onConflictDoNothing();
}

export async function listOrderDocuments(db: DbOrTx, orderId: string): Promise<OrderDocument[]> {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select({ kind: orderDocuments.kind, title: orderDocuments.title, html: orderDocuments.html })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.kind));
  return rows.filter((r): r is OrderDocument => isOrderDocumentKind(r.kind));
}

/** Which documents an order has, for links (their text stays in the table). */
export async function orderDocumentTitles(
  db: DbOrTx,
  orderId: string,
): Promise<{ kind: OrderDocumentKind; title: string }[]> {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select({ kind: orderDocuments.kind, title: orderDocuments.title })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.kind));
  return rows.filter((r): r is { kind: OrderDocumentKind; title: string } =>
    isOrderDocumentKind(r.kind),
  );
}

export async function getOrderDocument(
  db: DbOrTx,
  orderId: string,
  kind: OrderDocumentKind,
): Promise<OrderDocument | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await db
    .select({ title: orderDocuments.title, html: orderDocuments.html })
    .from(orderDocuments)
    .where(and(eq(orderDocuments.orderId, orderId), eq(orderDocuments.kind, kind)));
  return row ? { kind, ...row } : null;
}
