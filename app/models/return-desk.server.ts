import type { ReturnRequestView } from "./return-request.server";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import {
  orderItems,
  orders,
  products,
  refunds,
  returnLines,
  returnPhotos,
  returnRequests,
  staffChanges,
} from "../../db/schema";
import { OPEN_RETURN_STATES, returnNumber, type ReturnState } from "~/lib/returns";
import { isUuid } from "~/lib/uuid";

/**
 * The return desk's reads and writes (issue [19] point 2). Every query takes the desk's scope:
 * the admin's (every request) or a merchant's (the requests whose merchant_id is theirs), in the
 * query itself. A transition is one conditional update on the request's state (and version, when
 * the caller names one), so that of two staff at once one moves it and the other is told.
 */

export interface DeskScope {
  /** null: every request (the admin); else this merchant's only. */
  merchantId: string | null;
}

const inScope = (scope: DeskScope): SQL | undefined =>
  scope.merchantId === null ? undefined : eq(returnRequests.merchantId, scope.merchantId);

const OPEN = OPEN_RETURN_STATES as ReturnState[];
export const DESK_PAGE = 20;

export interface DeskRow {
  id: string;
  number: string;
  orderId: string;
  kind: "withdrawal" | "return";
  state: ReturnState;
  amount: number;
  currency: "TRY" | "USD";
  createdAt: Date;
  refundDueBy: Date;
  lines: number;
  /** The buyer's name: filled for the admin only. */
  customer: string | null;
}

/**
 * A page of the desk: open requests first, the nearest legal deadline (overdue ones) first among
 * them; then the finished ones, newest first. `state` narrows to one state.
 */
export async function listDesk(
  db: DbOrTx,
  scope: DeskScope,
  query: { state: ReturnState | null; page: number },
): Promise<{ rows: DeskRow[]; more: boolean }> {
  const open = sql`${returnRequests.state} in ('asked', 'approved', 'received')`;
  const rows = await db
    .select({
      id: returnRequests.id,
      orderId: returnRequests.orderId,
      kind: returnRequests.kind,
      state: returnRequests.state,
      amount: returnRequests.amount,
      currency: returnRequests.currency,
      createdAt: returnRequests.createdAt,
      refundDueBy: returnRequests.refundDueBy,
      lines: sql<number>`(select count(*)::int from ${returnLines} where ${returnLines.returnId} = ${returnRequests.id})`,
      customer: sql<string>`trim(coalesce(${orders.buyer}->>'firstName', '') || ' ' || coalesce(${orders.buyer}->>'lastName', ''))`,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(inScope(scope), query.state ? eq(returnRequests.state, query.state) : undefined))
    .orderBy(
      sql`case when ${open} then 0 else 1 end`,
      sql`case when ${open} then ${returnRequests.refundDueBy} end asc`,
      desc(returnRequests.createdAt),
      desc(returnRequests.id),
    )
    .limit(DESK_PAGE + 1)
    .offset(Math.max(0, query.page - 1) * DESK_PAGE);
  return {
    more: rows.length > DESK_PAGE,
    rows: rows.slice(0, DESK_PAGE).map((r) => ({
      ...r,
      number: returnNumber(r.id),
      kind: r.kind as DeskRow["kind"],
      state: r.state as ReturnState,
      lines: Number(r.lines),
      customer: scope.merchantId === null ? r.customer : null,
    })),
  };
}

/** Open requests and how many of them are past their legal deadline, for the overview. */
export async function openReturnCounts(
  db: DbOrTx,
  scope: DeskScope,
): Promise<{ open: number; overdue: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${returnRequests.refundDueBy} < now()))::int`,
    })
    .from(returnRequests)
    .where(and(inScope(scope), inArray(returnRequests.state, OPEN)));
  return { open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
}

/** An order's requests within the scope, oldest first: the staff order page's list. */
export async function returnsOfOrder(db: DbOrTx, scope: DeskScope, orderId: string) {
  if (!isUuid(orderId)) return [];
  const rows = await db
    .select({
      id: returnRequests.id,
      kind: returnRequests.kind,
      state: returnRequests.state,
      amount: returnRequests.amount,
      currency: returnRequests.currency,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .where(and(eq(returnRequests.orderId, orderId), inScope(scope)))
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id));
  return rows.map((r) => ({ ...r, number: returnNumber(r.id), state: r.state as ReturnState }));
}

export interface DeskLine {
  orderItemId: string;
  productId: string | null;
  name: string;
  imageUrl: string | null;
  quantity: number;
  totalPrice: number;
  /** The line's paid share, as the request was asked. */
  amount: number;
  resellable: boolean | null;
}

/** One request as the desk reads it: what the shopper's view holds, with its steps and order. */
export interface DeskRequest extends Omit<ReturnRequestView, "lines"> {
  number: string;
  approvedAt: Date | null;
  receivedAt: Date | null;
  refundedAt: Date | null;
  refusedAt: Date | null;
  version: number;
  order: {
    status: string;
    payment: string;
    paymentId: string | null;
    paidAt: Date | null;
    buyer: { firstName?: string; lastName?: string; email?: string };
  };
  lines: DeskLine[];
}

/** One request with its lines, photos and order, within the scope; null otherwise. */
export async function getDeskRequest(
  db: DbOrTx,
  scope: DeskScope,
  id: string,
): Promise<DeskRequest | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      request: returnRequests,
      status: orders.status,
      payment: orders.payment,
      paymentId: orders.paymentId,
      paidAt: orders.paidAt,
      buyer: orders.buyer,
    })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(and(eq(returnRequests.id, id), inScope(scope)));
  if (!row) return null;
  const [lines, photos] = await Promise.all([
    db
      .select({
        orderItemId: returnLines.orderItemId,
        productId: orderItems.productId,
        name: orderItems.name,
        imageUrl: orderItems.imageUrl,
        quantity: orderItems.quantity,
        totalPrice: orderItems.totalPrice,
        amount: returnLines.amount,
        resellable: returnLines.resellable,
      })
      .from(returnLines)
      .innerJoin(orderItems, eq(orderItems.id, returnLines.orderItemId))
      .where(eq(returnLines.returnId, id))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select({ url: returnPhotos.url })
      .from(returnPhotos)
      .where(eq(returnPhotos.returnId, id))
      .orderBy(asc(returnPhotos.createdAt), asc(returnPhotos.id)),
  ]);
  const r = row.request;
  return {
    ...r,
    number: returnNumber(r.id),
    kind: r.kind as DeskRequest["kind"],
    reason: r.reason as DeskRequest["reason"],
    state: r.state as ReturnState,
    locale: r.locale === "en" ? "en" : "tr",
    order: {
      status: row.status,
      payment: row.payment,
      paymentId: row.paymentId,
      paidAt: row.paidAt,
      buyer: (row.buyer ?? {}) as DeskRequest["order"]["buyer"],
    },
    lines,
    photos: photos.map((p) => p.url),
  };
}

/**
 * Moves a request from one of `from` to its next state, with `set`, if it is still there (and at
 * `expected` when given): the row as it is now, or null when another change won.
 */
export async function moveRequest(
  tx: DbOrTx,
  scope: DeskScope,
  id: string,
  from: ReturnState[],
  expected: number | undefined,
  set: Partial<typeof returnRequests.$inferInsert>,
) {
  const [row] = await tx
    .update(returnRequests)
    .set({ ...set, version: sql`${returnRequests.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(returnRequests.id, id),
        inScope(scope),
        inArray(returnRequests.state, from),
        expected === undefined ? undefined : eq(returnRequests.version, expected),
      ),
    )
    .returning();
  return row ?? null;
}

/** The request's state as this transaction reads it (the history's "before"). */
export async function requestState(tx: DbOrTx, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ state: returnRequests.state })
    .from(returnRequests)
    .where(eq(returnRequests.id, id));
  return row?.state ?? null;
}

/** A refused request lets go of its lines, so that the shopper may ask for them again. */
export async function releaseLines(tx: DbOrTx, returnId: string): Promise<void> {
  await tx.update(orderItems).set({ returnId: null }).where(eq(orderItems.returnId, returnId));
}

/** The staff's word on each line that arrived; lines not named keep theirs. */
export async function markLines(
  tx: DbOrTx,
  returnId: string,
  lines: { orderItemId: string; resellable: boolean }[],
): Promise<void> {
  for (const line of lines)
    await tx
      .update(returnLines)
      .set({ resellable: line.resellable })
      .where(
        and(eq(returnLines.returnId, returnId), eq(returnLines.orderItemId, line.orderItemId)),
      );
}

/**
 * The resellable lines' pieces back on their products' shelves. Called once, in the transaction
 * that moved the request to received: the state's move is what makes it once.
 */
export async function restock(tx: DbOrTx, returnId: string): Promise<void> {
  await tx.execute(sql`update ${products} p set quantity = p.quantity + back.pieces
    from (select oi.product_id, sum(oi.quantity)::int as pieces
            from ${returnLines} rl join ${orderItems} oi on oi.id = rl.order_item_id
           where rl.return_id = ${returnId} and rl.resellable and oi.product_id is not null
           group by oi.product_id) back
    where p.id = back.product_id`);
}

/**
 * A card order's refund rows for the request's lines: each line's paid share, capped so that no
 * line gets back more than it cost less what was refunded for it already (the unique line index
 * makes a line's refund one row: a line refunded before gets none). Repeats book nothing.
 */
export async function bookReturnRefunds(
  tx: DbOrTx,
  request: { id: string; orderId: string; currency: "TRY" | "USD" },
  paymentId: string,
): Promise<void> {
  await tx.execute(sql`insert into ${refunds}
      (order_id, order_item_id, return_id, amount, currency, payment_id)
    select ${request.orderId}, rl.order_item_id, ${request.id},
           least(rl.amount, oi.total_price - coalesce(
             (select sum(r.amount) from ${refunds} r where r.order_item_id = oi.id), 0)),
           ${request.currency}, ${paymentId}
      from ${returnLines} rl join ${orderItems} oi on oi.id = rl.order_item_id
     where rl.return_id = ${request.id}
       and least(rl.amount, oi.total_price - coalesce(
             (select sum(r.amount) from ${refunds} r where r.order_item_id = oi.id), 0)) > 0
    on conflict (order_item_id) do nothing`);
}

/** The request's card refunds: how many, and how many are done. */
export async function returnRefundStates(db: DbOrTx, returnId: string) {
  const rows = await db
    .select({ id: refunds.id, state: refunds.state, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.returnId, returnId));
  return rows;
}

/** A step in the order's recorded history, in the step's transaction, as its staff member's. */
export async function recordStep(
  tx: DbOrTx,
  step: {
    writer: { id: string; email: string };
    returnId: string;
    orderId: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(staffChanges).values({
    writerId: step.writer.id,
    writerEmail: step.writer.email,
    tableName: "return_requests",
    rowId: step.returnId,
    action: "update",
    subject: "order",
    subjectId: step.orderId,
    before: step.before,
    after: step.after,
  });
}

/** Who moved the request and when, oldest first: the desk page's timeline. */
export async function requestSteps(db: DbOrTx, returnId: string) {
  return db
    .select({
      at: staffChanges.at,
      writerEmail: staffChanges.writerEmail,
      after: staffChanges.after,
    })
    .from(staffChanges)
    .where(and(eq(staffChanges.tableName, "return_requests"), eq(staffChanges.rowId, returnId)))
    .orderBy(asc(staffChanges.id));
}
