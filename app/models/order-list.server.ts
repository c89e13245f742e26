/**
 * Orders in lists: a member's own list, and the order desk of admins and merchants (filters,
 * search, dates and pages; docs/decisions/032-order-desk.md). Every statement carries the
 * viewer's scope in its WHERE.
 */
import { and, desc, eq, gte, inArray, like, lte, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { orderItems, orderMerchants, orders } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { INCOMPLETE } from "~/lib/orders";
import {
  DESK_COUNT_CAP,
  DESK_PAGE_SIZE,
  orderNumberTerm,
  type OrderDeskQuery,
} from "~/lib/order-desk-query";
import { escapeLike, searchTerm } from "~/lib/search";
import { endOfShopDay, startOfShopDay } from "~/schemas/coupon";
import type { Buyer } from "./order.server";
import { scopeBrandIds } from "./catalogue-scope.server";

export interface OrderSummary {
  id: string;
  createdAt: Date;
  status: string;
  payment: string;
  paidAt: Date | null;
  total: number;
  currency: "TRY" | "USD";
  imageUrl: string | null;
  buyer: Buyer;
  itemCount: number;
}

// Qualified by hand: inside a select list drizzle writes a bare "id", which the subqueries read as their own.
const ORDER_ID = sql.raw(`"orders"."id"`);

/**
 * Shown in lists: every order but one still waiting for its payment (spec 001): an unpaid card
 * order, or one whose payment is not chosen yet (docs/decisions/046). Only such orders are
 * INCOMPLETE. It implies orders_desk_idx's predicate (`status <> ... or payment <> ...`, one of its
 * two sides), so that index still serves the desk.
 */
const SHOWN = sql.raw(`("orders"."status" <> '${INCOMPLETE}')`);

/**
 * Orders in a list, newest first. Orders waiting for their payment never show (SHOWN). Members
 * see their own; admins all; merchants those holding their products.
 */
export async function listOrders(
  db: DbOrTx,
  viewer: { id: string; role: string; merchantId?: string | null },
  opts: { limit?: number } = {},
): Promise<OrderSummary[]> {
  const merchant = viewer.role === "ROLE_MERCHANT" && !!viewer.merchantId;
  const ofMerchant = (line: string) =>
    sql`exists (select 1 from products p join brands b on b.id = p.brand_id where p.id = ${sql.raw(line)}.product_id and b.merchant_id = ${viewer.merchantId ?? null})`;
  const merchantOrders = sql`exists (select 1 from order_items mi where mi.order_id = ${ORDER_ID} and ${ofMerchant("mi")})`;
  const scope =
    viewer.role === "ROLE_ADMIN"
      ? undefined
      : merchant
        ? or(eq(orders.userId, viewer.id), merchantOrders)
        : eq(orders.userId, viewer.id);
  // As on the order page: of an order they did not place, a merchant's figures, picture and
  // count come from their own lines only.
  const lineShown = merchant
    ? sql`(${sql.raw(`"orders"."user_id"`)} is not distinct from ${viewer.id} or ${ofMerchant("oi")})`
    : sql`true`;
  return db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      status: orders.status,
      payment: orders.payment,
      paidAt: orders.paidAt,
      total: merchant
        ? sql<number>`(select coalesce(sum(oi.total_price), 0) from order_items oi where oi.order_id = ${ORDER_ID} and ${lineShown})`.mapWith(
            Number,
          )
        : orders.total,
      currency: orders.currency,
      buyer: sql<Buyer>`${orders.buyer}`,
      imageUrl: sql<
        string | null
      >`(select oi.image_url from order_items oi where oi.order_id = ${ORDER_ID} and oi.image_url is not null and ${lineShown} order by oi.name, oi.id limit 1)`,
      itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = ${ORDER_ID} and ${lineShown})`,
    })
    .from(orders)
    .where(and(SHOWN, scope))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.limit ?? 200);
}

// ---------------------------------------------------------------- the order desk

/*
 * The desk's conditions are written out as the indexes of migration 0013 name them, values and
 * all, so that the planner can match each partial index and expression index to its query.
 */

/** paymentState() paid: iyzico confirmed the card, or an admin marked the transfer, not cancelled since. */
const PAID = sql.raw(`("orders"."paid_at" is not null and "orders"."status" <> 'Canceled')`);
/** paymentState() 'awaitingTransfer': a transfer order whose money has not arrived, not cancelled. */
const AWAITING = sql.raw(
  `("orders"."payment" = 'Havale' and "orders"."paid_at" is null and "orders"."status" <> 'Canceled')`,
);
/** The order number: the id's last 7 characters (orders_number_idx). */
const NUMBER = sql.raw(`right("orders"."id"::text, 7)`);

/** A merchant's line of an order on the desk: what they must ship. */
export interface DeskLine {
  id: string;
  name: string;
  quantity: number;
  status: string;
  totalPrice: number;
}

export interface DeskOrder {
  id: string;
  createdAt: Date;
  status: string;
  payment: string;
  paidAt: Date | null;
  /** The order's total; for a merchant, their lines' sum. */
  total: number;
  currency: "TRY" | "USD";
  itemCount: number;
  /** The first picture of the order's lines (a merchant's: of their lines). */
  imageUrl: string | null;
  /** Whose order: for an admin only; a merchant's desk names nobody (decision 008). */
  buyer: { name: string; email: string } | null;
  /** For a merchant: their lines in the order; for an admin, none (the order page has them). */
  lines: DeskLine[];
}

export interface OrderDeskPage {
  orders: DeskOrder[];
  /** How many orders match; with `more`, how many were counted before the count stopped. */
  total: number;
  more: boolean;
  page: number;
  pages: number;
}

/** The lines of the merchant's brands, as a condition on order_items (alias `oi`). */
function ofBrands(line: string, brandIds: string[]): SQL {
  if (!brandIds.length) return sql`false`;
  return sql`exists (select 1 from products p where p.id = ${sql.raw(line)}.product_id and p.brand_id in ${brandIds})`;
}

/** The desk's filters; a merchant's scope is order_merchants, joined in listOrderDesk. */
function deskWhere(merchant: boolean, query: OrderDeskQuery): SQL {
  const conds: SQL[] = [SHOWN];
  if (query.status) conds.push(eq(orders.status, query.status));
  if (query.payment) conds.push(query.payment === "paid" ? PAID : AWAITING);
  if (query.from) conds.push(gte(orders.createdAt, startOfShopDay(query.from)));
  if (query.to) conds.push(lte(orders.createdAt, endOfShopDay(query.to)));
  if (query.q) {
    const number = orderNumberTerm(query.q);
    const term = searchTerm(query.q);
    if (number) conds.push(sql`${NUMBER} = ${number}`);
    // A merchant finds orders by number only: a customer's name or e-mail is not theirs to
    // search by, or to learn from what such a search finds.
    else if (term && !merchant) conds.push(like(orders.buyerSearchText, `%${escapeLike(term)}%`));
    else conds.push(sql`false`);
  }
  return and(...conds)!;
}

const ORDER = [desc(orders.createdAt), desc(orders.id)];
/** A merchant's orders in the same order, walked off order_merchants_desk_idx. */
const MERCHANT_ORDER = [desc(orderMerchants.createdAt), desc(orderMerchants.orderId)];

/**
 * One page of the desk, newest first, and how many orders match, counted up to a cap as the
 * staff product list counts (docs/decisions/028): the count stops after `max(countCap, rows up
 * to this page) + 1` matches. Those matches are read once, in order: the count is their number,
 * the page's ids are sliced from them, and only those rows are read whole. A page past the end
 * answers the last page. An admin sees every order and its buyer; a merchant the orders holding
 * their lines, with those lines and their sum, and no buyer.
 */
export async function listOrderDesk(
  db: DbOrTx,
  actor: CatalogueActor,
  query: OrderDeskQuery,
  { pageSize = DESK_PAGE_SIZE, countCap = DESK_COUNT_CAP } = {},
): Promise<OrderDeskPage> {
  // Planned for each run's own values, no table read whole, no JIT: as the staff product list
  // (app/models/staff-product.server.ts), for the same reasons.
  return db.transaction(async (tx) => {
    // Parallel workers only add their start to a page this small.
    await tx.execute(
      sql`select set_config('plan_cache_mode', 'force_custom_plan', true), set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    const brandIds = await scopeBrandIds(tx, actor);
    // A merchant's orders are walked newest first off order_merchants, which holds exactly the
    // orders with a line of theirs (kept by migration 0013's triggers), so that a merchant with
    // a few orders in a hundred does not read everyone's.
    const merchantId = actor.kind === "merchant" ? actor.merchantId : null;
    const where = deskWhere(!!merchantId, query);
    // The matches up to the count's cap, in the desk's order: the count is their number and the
    // page is sliced from them, so that both come from one walk of the index (or one read of a
    // search's trigram matches: an e-mail's was read twice, 5 ms each at 100,000 orders).
    const matchedUpTo = (page: number) => {
      const cap = Math.max(countCap, page * pageSize) + 1;
      return merchantId
        ? tx.$with("matched").as(
            tx
              .select({ id: orders.id, at: orderMerchants.createdAt })
              .from(orderMerchants)
              .innerJoin(orders, eq(orders.id, orderMerchants.orderId))
              .where(and(eq(orderMerchants.merchantId, merchantId), where))
              .orderBy(...MERCHANT_ORDER)
              .limit(cap),
          )
        : tx.$with("matched").as(
            tx
              .select({ id: orders.id, at: orders.createdAt })
              .from(orders)
              .where(where)
              .orderBy(...ORDER)
              .limit(cap),
          );
    };
    type Matched = ReturnType<typeof matchedUpTo>;
    const countOf = (matched: Matched) => sql<number>`(select count(*)::int from ${matched})`;
    const mine = brandIds ? ofBrands("oi", brandIds) : sql`true`;
    const readPage = (page: number) => {
      const matched = matchedUpTo(page);
      const ids = tx
        .select({ id: matched.id })
        .from(matched)
        .orderBy(desc(matched.at), desc(matched.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      return tx
        .with(matched)
        .select({
          id: orders.id,
          createdAt: orders.createdAt,
          status: orders.status,
          payment: orders.payment,
          paidAt: orders.paidAt,
          total: brandIds
            ? sql<number>`(select coalesce(sum(oi.total_price), 0) from ${orderItems} oi where oi.order_id = ${ORDER_ID} and ${mine})`.mapWith(
                Number,
              )
            : orders.total,
          currency: orders.currency,
          buyer: sql<Buyer | null>`${brandIds ? sql`null` : orders.buyer}`,
          itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from ${orderItems} oi where oi.order_id = ${ORDER_ID} and ${mine})`,
          imageUrl: sql<
            string | null
          >`(select oi.image_url from ${orderItems} oi where oi.order_id = ${ORDER_ID} and oi.image_url is not null and ${mine} order by oi.name, oi.id limit 1)`,
          counted: countOf(matched),
        })
        .from(orders)
        .where(inArray(orders.id, ids))
        .orderBy(...ORDER);
    };
    let page = query.page;
    let rows = await readPage(page);
    let counted = rows[0]?.counted ?? 0;
    if (!rows.length && page > 1) {
      // Past the end: fewer than page * pageSize match, so this count is exact.
      const matched = matchedUpTo(page);
      [{ counted }] = await tx
        .with(matched)
        .select({ counted: countOf(matched) })
        .from(sql`(select 1) as one`);
      page = Math.max(1, Math.ceil(counted / pageSize));
      rows = counted ? await readPage(page) : [];
    }
    const lines =
      brandIds && rows.length
        ? await tx
            .select({
              orderId: orderItems.orderId,
              id: orderItems.id,
              name: orderItems.name,
              quantity: orderItems.quantity,
              status: orderItems.status,
              totalPrice: orderItems.totalPrice,
            })
            .from(orderItems)
            .where(
              and(
                inArray(
                  orderItems.orderId,
                  rows.map((r) => r.id),
                ),
                ofBrands(`"order_items"`, brandIds),
              ),
            )
            .orderBy(orderItems.name, orderItems.id)
        : [];
    const cap = Math.max(countCap, page * pageSize);
    const total = Math.min(counted, cap);
    return {
      orders: rows.map(({ counted: _c, buyer, ...row }) => ({
        ...row,
        buyer: buyer
          ? { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email }
          : null,
        lines: lines
          .filter((l) => l.orderId === row.id)
          .map(({ orderId: _o, ...l }) => ({ ...l, totalPrice: Number(l.totalPrice) })),
      })),
      total,
      more: counted > cap,
      page,
      pages: Math.max(1, Math.ceil(total / pageSize)),
    };
  });
}
