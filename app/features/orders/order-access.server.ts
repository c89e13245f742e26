import type { DbOrTx } from "../../../db/client.server";
import { CANCELED, INCOMPLETE, NOT_PROCESSED, type OrderStatus } from "~/lib/orders";
import {
  cancelOrder,
  cancelOrderItem,
  changeOrderStatus,
  getOrderFor,
  type OrderDetail,
  type OrderViewer,
} from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import { getUser } from "~/http/auth.server";
import { cookieCartId } from "~/http/cookies.server";

/**
 * Who is looking at an order, from a request, and what they may do with it. Seeing is the
 * model's rule (`getOrderFor`); acting on it is decided here, once, for the page and /api.
 */

export type Viewer = OrderViewer & { user: PublicUser | null };

/**
 * The page's viewer: the signed-in user, the browser's guest cart (the signed cookie) and the
 * e-mailed link's `?key=`.
 */
export async function pageViewer(request: Request): Promise<Viewer> {
  const [user, cartId] = await Promise.all([getUser(request), cookieCartId(request)]);
  return { user, cartId, accessToken: new URL(request.url).searchParams.get("key") };
}

/**
 * An /api client's viewer: the caller (a route's `visitor`: a dead session id was refused with
 * 401 already, so that the client signs in again rather than reading 404s), the browser's guest
 * cart, and the guest cart id and link key the client sent. Holding a guest cart's random id is
 * what makes a guest the buyer of an order placed from it.
 */
export async function apiViewer(
  request: Request,
  user: PublicUser | null,
  given: { cartId?: string; key?: string | null },
): Promise<Viewer> {
  const cartId = given.cartId ?? (await cookieCartId(request));
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
  /** The admin's status menu: not while the card payment is awaited, nor once cancelled. */
  changeStatus: boolean;
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
    changeStatus: admin && open,
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

/** What became of a change; "conflict" when another change to the order won the race. */
export type StatusChange = "changed" | "incomplete" | "cancelled" | "conflict";

/**
 * An admin's status change, decided from the status the order was read with and written only if
 * it still has it. Choosing Canceled cancels the order, so its stock goes back like any
 * cancellation. A cancelled order stays cancelled: its stock is gone back to the shelf and the
 * model has no way to take it again, so reopening it is refused rather than selling stock twice.
 */
export async function applyStatusChange(
  db: DbOrTx,
  order: { id: string; status: string },
  status: OrderStatus,
): Promise<StatusChange> {
  if (order.status === INCOMPLETE) return "incomplete";
  if (order.status === CANCELED) return status === CANCELED ? "changed" : "cancelled";
  const done =
    status === CANCELED
      ? await cancelOrder(db, order.id, order.status)
      : await changeOrderStatus(db, order.id, order.status, status);
  return done ? "changed" : "conflict";
}

/** The cancel link's change (page and /api): false when the order moved on from Not Processed. */
export function cancelWhileNotProcessed(db: DbOrTx, orderId: string): Promise<boolean> {
  return cancelOrder(db, orderId, NOT_PROCESSED);
}

/** One line's cancel link; "changed" when the order moved on from Not Processed. */
export function cancelItemWhileNotProcessed(db: DbOrTx, orderId: string, itemId: string) {
  return cancelOrderItem(db, orderId, itemId, NOT_PROCESSED);
}
