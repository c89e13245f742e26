import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import {
  orderItems,
  orders,
  products,
  refunds,
  returnLines,
  returnPhotos,
  returnRequests,
  types,
} from "../../db/schema";
import { sumAmounts } from "~/lib/cart-pricing";
import { isTurkishIban, normalizeIban } from "~/lib/iban";
import { TRANSFER } from "~/lib/orders";
import {
  checkRequestLines,
  lineEligibility,
  type EligibilityLine,
  type LineEligibility,
  type RequestProblem,
} from "~/lib/return-eligibility";
import {
  addDays,
  EARRINGS_TYPE_SLUG,
  REFUND_DEADLINE_DAYS,
  RETURN_PHOTOS_MAX,
  type ReturnKind,
  type ReturnReason,
  type ReturnState,
} from "~/lib/returns";
import { isUuid } from "~/lib/uuid";

/**
 * A shopper's return and withdrawal requests (issue [19], decision 078): asked in one transaction
 * under the order's row lock, the lines split by seller into one request each, each line marked
 * by a conditional update so that a double submit, or two processes, make one request only.
 */

/** A line of an order as the rule of eligibility and the shopper's page read it. */
export interface ReturnableLine extends EligibilityLine {
  name: string;
  quantity: number;
  totalPrice: number;
  /** The seller: the product's brand's merchant; null for the shop's own. */
  merchantId: string | null;
}

/** The lines of an order with what eligibility needs, in the order page's order. */
export async function returnableLines(db: DbOrTx, orderId: string): Promise<ReturnableLine[]> {
  if (!isUuid(orderId)) return [];
  return db
    .select({
      id: orderItems.id,
      name: orderItems.name,
      quantity: orderItems.quantity,
      totalPrice: orderItems.totalPrice,
      status: orderItems.status,
      returnId: orderItems.returnId,
      customMade: sql<boolean>`coalesce(${products.customMade}, false)`,
      earrings: sql<boolean>`coalesce(${types.slug} = ${EARRINGS_TYPE_SLUG}, false)`,
      merchantId: sql<
        string | null
      >`(select b.merchant_id from brands b where b.id = ${products.brandId})`,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(types, eq(types.id, products.typeId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
}

/** Each line with whether it may go back now, and why not. */
export function judgeLines(
  order: { deliveredAt: Date | null },
  lines: ReturnableLine[],
  now = new Date(),
): (ReturnableLine & { eligibility: LineEligibility })[] {
  return lines.map((line) => ({ ...line, eligibility: lineEligibility(order, line, now) }));
}

export interface ReturnRequestInput {
  kind: ReturnKind;
  itemIds: string[];
  /** A return's reason; ignored for a withdrawal. */
  reason: ReturnReason | null;
  note: string;
  sealIntact: boolean;
  /** A transfer order's refund account, as typed. */
  iban: string;
  accountHolder: string;
  /** Stored photos' URLs (a return's only). */
  photos: string[];
  /** Who asks: the member, null for a guest. */
  requestedBy: string | null;
  now?: Date;
}

/** Why a request is refused: its field, a code the page and /api word, and the status to answer. */
export type ReturnRefusal =
  | RequestProblem
  | { field: "reason"; code: "reasonNeeded" }
  | { field: "iban"; code: "ibanNeeded" | "ibanInvalid" }
  | { field: "accountHolder"; code: "holderNeeded" }
  | { field: "photos"; code: "tooMany" }
  | { field: "order"; code: "missing" };

export type CreateReturnResult =
  | { ok: true; requests: { id: string; merchantId: string | null; amount: number }[] }
  | { ok: false; refusal: ReturnRefusal };

/** 409 when a line went into a return meanwhile; else 400 (404 for a missing order). */
export function refusalStatus(refusal: ReturnRefusal): 400 | 404 | 409 {
  if (refusal.field === "order") return 404;
  return refusal.code === "inReturn" ? 409 : 400;
}

class Refused extends Error {
  constructor(readonly refusal: ReturnRefusal) {
    super(refusal.code);
  }
}

export const ACCOUNT_HOLDER_MAX = 120;
export const RETURN_NOTE_MAX = 2000;

/** What the shopper typed that needs no database: the reason, the note, the refund account. */
export function checkRequestFields(
  payment: string,
  input: Pick<ReturnRequestInput, "kind" | "reason" | "iban" | "accountHolder" | "photos">,
): ReturnRefusal | null {
  if (input.kind === "return" && !input.reason) return { field: "reason", code: "reasonNeeded" };
  if (input.photos.length > RETURN_PHOTOS_MAX) return { field: "photos", code: "tooMany" };
  if (payment === TRANSFER) {
    const iban = normalizeIban(input.iban);
    if (!iban) return { field: "iban", code: "ibanNeeded" };
    if (!isTurkishIban(iban)) return { field: "iban", code: "ibanInvalid" };
    if (!input.accountHolder.trim()) return { field: "accountHolder", code: "holderNeeded" };
  }
  return null;
}

/**
 * The shopper's request for `input.itemIds` of the order: refused with its field, or made as one
 * request per seller, each line's amount its paid share (order_items.total_price: the coupon and
 * rounding included) less what was refunded of it already. `onMade` runs in the transaction with
 * the new requests' ids (the mails, so that they commit with the request or not at all).
 */
export async function createReturnRequests(
  db: DbOrTx,
  orderId: string,
  input: ReturnRequestInput,
  onMade?: (tx: DbOrTx, requestIds: string[]) => Promise<void>,
): Promise<CreateReturnResult> {
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      // The order's row first: two requests of one order run one after the other.
      const [order] = await tx
        .select({
          id: orders.id,
          payment: orders.payment,
          currency: orders.currency,
          locale: orders.locale,
          deliveredAt: orders.deliveredAt,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .for("update");
      if (!order) throw new Refused({ field: "order", code: "missing" });
      const fields = checkRequestFields(order.payment, input);
      if (fields) throw new Refused(fields);
      const lines = await returnableLines(tx, orderId);
      const chosen = [...new Set(input.itemIds)];
      const problem = checkRequestLines(order, lines, chosen, input.kind, input.sealIntact, now);
      if (problem) throw new Refused(problem);
      const refunded = await refundedOf(tx, chosen);
      const bySeller = new Map<string | null, ReturnableLine[]>();
      for (const line of lines.filter((l) => chosen.includes(l.id)))
        bySeller.set(line.merchantId, [...(bySeller.get(line.merchantId) ?? []), line]);
      const made: { id: string; merchantId: string | null; amount: number }[] = [];
      const transfer = order.payment === TRANSFER;
      for (const [merchantId, own] of bySeller) {
        const amounts = own.map((l) => ({
          id: l.id,
          // Never more than was paid for the line and not yet given back.
          amount: Math.max(0, sumAmounts([l.totalPrice, -(refunded.get(l.id) ?? 0)])),
        }));
        const amount = sumAmounts(amounts.map((a) => a.amount));
        const [request] = await tx
          .insert(returnRequests)
          .values({
            orderId,
            merchantId,
            kind: input.kind,
            reason: input.kind === "return" ? input.reason : null,
            note: input.note.trim().slice(0, RETURN_NOTE_MAX),
            sealIntact: input.sealIntact,
            amount,
            currency: order.currency,
            iban: transfer ? normalizeIban(input.iban) : null,
            accountHolder: transfer
              ? input.accountHolder.trim().slice(0, ACCOUNT_HOLDER_MAX)
              : null,
            locale: order.locale === "en" ? "en" : "tr",
            requestedBy: input.requestedBy,
            createdAt: now,
            refundDueBy: addDays(now, REFUND_DEADLINE_DAYS),
          })
          .returning({ id: returnRequests.id });
        // Decided and written in one statement: a line another request took meanwhile (a double
        // submit waiting on the lock saw it free) is not taken twice.
        const taken = await tx
          .update(orderItems)
          .set({ returnId: request.id })
          .where(
            and(
              eq(orderItems.orderId, orderId),
              inArray(
                orderItems.id,
                own.map((l) => l.id),
              ),
              isNull(orderItems.returnId),
            ),
          )
          .returning({ id: orderItems.id });
        if (taken.length !== own.length) throw new Refused({ field: "lines", code: "inReturn" });
        await tx
          .insert(returnLines)
          .values(
            amounts.map((a) => ({ returnId: request.id, orderItemId: a.id, amount: a.amount })),
          );
        if (input.kind === "return" && input.photos.length)
          await tx
            .insert(returnPhotos)
            .values(input.photos.map((url) => ({ returnId: request.id, url })));
        made.push({ id: request.id, merchantId, amount });
      }
      await onMade?.(
        tx,
        made.map((m) => m.id),
      );
      return { ok: true as const, requests: made };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** What was refunded already of each line (a cancelled share, an earlier return's). */
async function refundedOf(tx: DbOrTx, itemIds: string[]): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: refunds.orderItemId, amount: sql<string>`sum(${refunds.amount})` })
    .from(refunds)
    .where(inArray(refunds.orderItemId, itemIds))
    .groupBy(refunds.orderItemId);
  return new Map(rows.map((r) => [r.id, Number(r.amount)]));
}

// ---------------------------------------------------------------- reading

export interface ReturnRequestView {
  id: string;
  orderId: string;
  merchantId: string | null;
  kind: ReturnKind;
  state: ReturnState;
  reason: ReturnReason | null;
  note: string;
  sealIntact: boolean;
  amount: number;
  currency: "TRY" | "USD";
  iban: string | null;
  accountHolder: string | null;
  instructions: string | null;
  refusalReason: string | null;
  locale: "tr" | "en";
  createdAt: Date;
  refundDueBy: Date;
  lines: { orderItemId: string; name: string; quantity: number; amount: number }[];
  photos: string[];
}

/** The requests of an order, newest first, with their lines and photos; `ids` narrows them. */
export async function returnRequestsOf(
  db: DbOrTx,
  orderId: string,
  ids?: string[],
): Promise<ReturnRequestView[]> {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select()
    .from(returnRequests)
    .where(
      and(
        eq(returnRequests.orderId, orderId),
        ids ? inArray(returnRequests.id, ids.length ? ids : [orderId]) : undefined,
      ),
    )
    .orderBy(sql`${returnRequests.createdAt} desc`, asc(returnRequests.id));
  if (rows.length === 0) return [];
  const requestIds = rows.map((r) => r.id);
  const [lines, photos] = await Promise.all([
    db
      .select({
        returnId: returnLines.returnId,
        orderItemId: returnLines.orderItemId,
        amount: returnLines.amount,
        name: orderItems.name,
        quantity: orderItems.quantity,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(inArray(returnLines.returnId, requestIds))
      .orderBy(asc(orderItems.name)),
    db
      .select({ returnId: returnPhotos.returnId, url: returnPhotos.url })
      .from(returnPhotos)
      .where(inArray(returnPhotos.returnId, requestIds))
      .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    merchantId: r.merchantId,
    kind: r.kind as ReturnKind,
    state: r.state as ReturnState,
    reason: (r.reason as ReturnReason | null) ?? null,
    note: r.note,
    sealIntact: r.sealIntact,
    amount: r.amount,
    currency: r.currency,
    iban: r.iban,
    accountHolder: r.accountHolder,
    instructions: r.instructions,
    refusalReason: r.refusalReason,
    locale: r.locale === "en" ? "en" : "tr",
    createdAt: r.createdAt,
    refundDueBy: r.refundDueBy,
    lines: lines.filter((l) => l.returnId === r.id).map(({ returnId: _r, ...l }) => (void _r, l)),
    photos: photos.filter((p) => p.returnId === r.id).map((p) => p.url),
  }));
}
