import type { AppLoadContext } from "@remix-run/node";
import type { DbOrTx } from "../../../db/client.server";
import { CANCELED, INCOMPLETE, NOT_PROCESSED, TRANSFER, type OrderStatus } from "~/lib/orders";
import {
  cancelOrder,
  cancelOrderItem,
  changeOrderStatus,
  orderAtVersion,
  getOrderFor,
  markTransferPaid,
  type OrderDetail,
  type OrderViewer,
} from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import { queueOrderNews, type OrderNews } from "./order-news.server";
import { queueShopNotices } from "./shop-notices.server";
import { sendDueRefunds, type RefundOutcome } from "./refunds.server";
import { noteStatusReason, statusRisk } from "./order-status.server";

/**
 * Who is looking at an order, from a request, and what they may do with it. Seeing is the
 * model's rule (`getOrderFor`); acting on it is decided here, once, for the page and /api.
 */

export type Viewer = OrderViewer & { user: PublicUser | null };

/**
 * The page's viewer: the signed-in user, the browser's guest cart (the signed cookie) and the
 * e-mailed link's `?key=`.
 */
export async function pageViewer(context: AppLoadContext): Promise<Viewer> {
  const user = await context.user();
  return { user, cartId: context.cookies.cartId, accessToken: context.url.searchParams.get("key") };
}

/**
 * An /api client's viewer: the caller (a route's `visitor`: a dead session id was refused with
 * 401 already, so that the client signs in again rather than reading 404s), the browser's guest
 * cart, and the guest cart id and link key the client sent. Holding a guest cart's random id is
 * what makes a guest the buyer of an order placed from it.
 */
export async function apiViewer(
  context: AppLoadContext,
  user: PublicUser | null,
  given: { cartId?: string; key?: string | null },
): Promise<Viewer> {
  const cartId = given.cartId ?? context.cookies.cartId;
  return { user, cartId, accessToken: given.key ?? null };
}

export interface OrderRights {
  admin: boolean;
  /** The member who placed it, or the guest browser / link holder of a guest order. */
  buyer: boolean;
  /** Customer details and the delivery address: the buyer's own, and the admin's. */
  seeCustomer: boolean;
  /** Cancel the order or one of its lines (stock goes back): only while nobody has started on it. */
  cancel: boolean;
  /**
   * Cancel one line: as `cancel`, and an admin in any open status of a paid order (its share of
   * a card payment goes back through iyzico).
   */
  cancelItem: boolean;
  /** Send a failed refund again: admins. */
  retryRefund: boolean;
  /** The admin's status menu: not while the card payment is awaited, nor once cancelled. */
  changeStatus: boolean;
  /** The admin's "payment received" on a transfer order that awaits its money. */
  markPaid: boolean;
}

function isBuyer(order: OrderDetail, viewer: Viewer): boolean {
  const { user } = viewer;
  if (order.userId) return !!user && user.id === order.userId;
  if (viewer.cartId && viewer.cartId === order.cartId) return true;
  // getOrderFor let this viewer see a guest order: without a cart match that was the e-mailed
  // key, unless the viewer's role (admin, merchant of a line) let them in instead.
  const byRole =
    user?.role === "ROLE_ADMIN" || (user?.role === "ROLE_MERCHANT" && !!user.merchantId);
  return !!viewer.accessToken && !byRole;
}

/**
 * Sees the customer (name, contact, address) of orders that are not theirs: the admin only. A
 * merchant sees the lines of their products, never whose they are (decision 008).
 */
export function seesEveryCustomer(user: { role: string } | null | undefined): boolean {
  return user?.role === "ROLE_ADMIN";
}

function orderRights(order: OrderDetail, viewer: Viewer): OrderRights {
  const admin = viewer.user?.role === "ROLE_ADMIN";
  const buyer = isBuyer(order, viewer);
  const open = order.status !== CANCELED && order.status !== INCOMPLETE;
  return {
    admin,
    buyer,
    seeCustomer: seesEveryCustomer(viewer.user) || buyer,
    // The buyer (or an admin for them) may take back an order nobody has started on; later an
    // admin cancels through the status menu.
    cancel: (admin || buyer) && order.status === NOT_PROCESSED,
    cancelItem:
      ((admin || buyer) && order.status === NOT_PROCESSED) || (admin && open && !!order.paidAt),
    retryRefund: admin,
    changeStatus: admin && open,
    markPaid: admin && order.payment === TRANSFER && !order.paidAt && order.status !== CANCELED,
  };
}

/** The order as this viewer may see it, with their rights; null when missing or not theirs. */
export async function orderForViewer(
  db: DbOrTx,
  id: string,
  viewer: Viewer,
): Promise<{ order: OrderDetail; rights: OrderRights } | null> {
  const order = await getOrderFor(db, id, viewer);
  return order ? { order, rights: orderRights(order, viewer) } : null;
}

/**
 * What became of a change; "conflict" when another change to the order won the race, "stale"
 * when the order changed since the version the change was asked from, "reasonNeeded" when the
 * change is a risky one (statusRisk) asked without its reason.
 */
export type StatusChange =
  "changed" | "incomplete" | "cancelled" | "conflict" | "stale" | "reasonNeeded";

export interface StatusChangeOptions {
  /** The order's version the change was asked from (decision 067). */
  expected?: number;
  /** Why a risky change is made: kept as a staff note with the change (decision 076). */
  reason?: string;
  /** Who makes it: the note's author. */
  author?: Pick<PublicUser, "id" | "firstName" | "lastName" | "email">;
}

/**
 * An admin's status change, decided from the status the order was read with and written only if
 * it still has it. Choosing Canceled cancels the order, so its stock goes back like any
 * cancellation. A cancelled order stays cancelled: its stock is gone back to the shelf and the
 * model has no way to take it again, so reopening it is refused rather than selling stock twice.
 * Shipping an unpaid transfer order and leaving Delivered need a reason (decision 076).
 */
export async function applyStatusChange(
  db: DbOrTx,
  order: { id: string; status: string; payment: string; paidAt: Date | null },
  status: OrderStatus,
  origin: string,
  options: StatusChangeOptions = {},
): Promise<StatusChange> {
  if (order.status === INCOMPLETE) return "incomplete";
  if (order.status === CANCELED) return status === CANCELED ? "changed" : "cancelled";
  const reason = options.reason?.trim() ?? "";
  const risky = statusRisk(order, status);
  if (risky && !reason) return "reasonNeeded";
  // Choosing the status it has already changes nothing the customer needs to hear about.
  const news: OrderNews | null = status === order.status ? null : { kind: "status", status };
  let stale = false;
  const done = await withNews(db, order.id, origin, news, async (tx) => {
    if (!(await orderAtVersion(tx, order.id, options.expected))) {
      stale = true;
      return false;
    }
    const changed =
      status === CANCELED
        ? await cancelOrder(tx, order.id, order.status)
        : await changeOrderStatus(tx, order.id, order.status, status);
    if (changed && reason && options.author && status !== order.status) {
      await noteStatusReason(tx, {
        orderId: order.id,
        author: options.author,
        reason,
        from: order.status,
        to: status,
      });
    }
    return changed;
  });
  // Cancelled: a paid card order's lines not refunded yet go back through iyzico, once the
  // cancel has committed.
  if (done && status === CANCELED) await sendDueRefunds(db, order.id);
  return done ? "changed" : stale ? "stale" : "conflict";
}

/**
 * An admin's "payment received" on a transfer order: false when it was not awaiting its money
 * (paid already, by another admin a moment ago too, or cancelled). The customer is told.
 */
export function markOrderPaid(db: DbOrTx, orderId: string, origin: string): Promise<boolean> {
  return withNews(db, orderId, origin, { kind: "paid" }, (tx) => markTransferPaid(tx, orderId));
}

/**
 * What the shop hears of a change the customer is told of (decision 077): a transfer's money
 * arrived, or the order was cancelled. A card order's payment is its new-order mail.
 */
function shopNewsOf(news: OrderNews | null) {
  if (news?.kind === "paid") return "shopPaymentReceived" as const;
  if (news?.kind === "status" && news.status === CANCELED) return "shopCancellation" as const;
  return null;
}

/**
 * A change and the customer's e-mail about it, in one transaction: the mail is written only when
 * the change was made, and sent once it has committed.
 */
async function withNews(
  db: DbOrTx,
  orderId: string,
  origin: string,
  news: OrderNews | null,
  change: (tx: DbOrTx) => Promise<boolean>,
): Promise<boolean> {
  const mails: { deliver: () => void }[] = [];
  const done = await db.transaction(async (tx) => {
    if (!(await change(tx))) return false;
    if (news) mails.push(await queueOrderNews(tx, orderId, origin, news));
    const shopNews = shopNewsOf(news);
    if (shopNews) mails.push(await queueShopNotices(tx, orderId, shopNews));
    return true;
  });
  mails.forEach((mail) => mail.deliver());
  return done;
}

/**
 * The cancel link's change (page and /api): false when the order moved on from Not Processed.
 * A paid card order's refunds are sent after the cancel commits.
 */
export async function cancelWhileNotProcessed(db: DbOrTx, orderId: string): Promise<boolean> {
  let notices = { deliver: () => {} };
  const cancelled = await db.transaction(async (tx) => {
    if (!(await cancelOrder(tx, orderId, NOT_PROCESSED))) return false;
    notices = await queueShopNotices(tx, orderId, "shopCancellation");
    return true;
  });
  if (cancelled) {
    notices.deliver();
    await sendDueRefunds(db, orderId);
  }
  return cancelled;
}

/**
 * One line's cancel (page and /api), by someone with `rights.cancelItem`: decided from the status
 * the order was read with (Not Processed for its buyer, any open one for an admin), "changed"
 * when it moved on meanwhile. The line's refund (a paid card order) is sent after the commit.
 */
export async function cancelItemAs(
  db: DbOrTx,
  order: { id: string; status: string },
  itemId: string,
): Promise<{ orderCancelled: boolean; refunds: RefundOutcome } | "changed" | null> {
  const result = await cancelOrderItem(db, order.id, itemId, order.status);
  if (!result || result === "changed") return result;
  // Its last line: the order is cancelled, and the shop hears of it.
  if (result.orderCancelled) (await queueShopNotices(db, order.id, "shopCancellation")).deliver();
  return { ...result, refunds: await sendDueRefunds(db, order.id) };
}
