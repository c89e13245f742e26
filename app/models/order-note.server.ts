import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { orderNotes, orders, paymentTokens } from "../../db/schema";

/**
 * Staff-only notes on an order (issue [18] point 3) and the payment facts the staff order page
 * shows beside them. Nothing here is read for a shopper's page, a mail or a shopper's /api answer.
 */

export interface OrderNote {
  id: string;
  authorName: string;
  body: string;
  /** The status change the note gives the reason for, when it was written with one. */
  statusFrom: string | null;
  statusTo: string | null;
  createdAt: Date;
}

/** An order's notes, oldest first. */
export function listOrderNotes(db: DbOrTx, orderId: string): Promise<OrderNote[]> {
  return db
    .select({
      id: orderNotes.id,
      authorName: orderNotes.authorName,
      body: orderNotes.body,
      statusFrom: orderNotes.statusFrom,
      statusTo: orderNotes.statusTo,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
}

/**
 * One note, written as its author's name reads today (it stays so once the account is gone). A
 * risky status change's reason is one, with the change in `statusFrom` / `statusTo`.
 */
export async function addOrderNote(
  db: DbOrTx,
  note: {
    orderId: string;
    authorId: string | null;
    authorName: string;
    body: string;
    statusFrom?: string | null;
    statusTo?: string | null;
  },
): Promise<OrderNote> {
  const [row] = await db.insert(orderNotes).values(note).returning();
  return {
    id: row!.id,
    authorName: row!.authorName,
    body: row!.body,
    statusFrom: row!.statusFrom,
    statusTo: row!.statusTo,
    createdAt: row!.createdAt,
  };
}

export interface PaymentFacts {
  /** iyzico holds the card payment for fraud review since then. */
  reviewAt: Date | null;
  /** An unpaid card order gave its stock back then. */
  releasedAt: Date | null;
  /** Every card payment form the order was given, newest first; settled: iyzico's word taken. */
  forms: { createdAt: Date; settledAt: Date | null }[];
}

export async function orderPaymentFacts(db: DbOrTx, orderId: string): Promise<PaymentFacts> {
  const [[row], forms] = await Promise.all([
    db
      .select({ reviewAt: orders.paymentReviewAt, releasedAt: orders.releasedAt })
      .from(orders)
      .where(eq(orders.id, orderId)),
    db
      .select({ createdAt: paymentTokens.createdAt, settledAt: paymentTokens.settledAt })
      .from(paymentTokens)
      .where(eq(paymentTokens.orderId, orderId))
      .orderBy(desc(paymentTokens.createdAt)),
  ]);
  return { reviewAt: row?.reviewAt ?? null, releasedAt: row?.releasedAt ?? null, forms };
}
