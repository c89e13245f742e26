import type { Db } from "../../../db/client.server";
import { catalogueActor } from "~/lib/catalogue-actor";
import type { OrderDeskQuery } from "~/lib/order-desk-query";
import type { Role } from "~/lib/roles";
import {
  listOrderDesk,
  listOrders,
  type OrderDeskPage,
  type OrderSummary,
} from "~/models/order-list.server";

/**
 * The orders list, one operation for the page (/dashboard/orders) and GET /api/order/list: an
 * admin or a merchant gets the order desk (filters, search, dates, pages: issue [9]), narrowed
 * in its query to what they may see; a member their own orders, as the spec lists them.
 */
export type OrdersView =
  | { kind: "desk"; merchant: boolean; page: OrderDeskPage }
  | { kind: "own"; orders: OrderSummary[] };

export async function ordersFor(
  db: Db,
  user: { id: string; role: Role; merchantId: string | null },
  query: OrderDeskQuery,
): Promise<OrdersView> {
  const actor = catalogueActor(user);
  if (actor)
    return {
      kind: "desk",
      merchant: actor.kind === "merchant",
      page: await listOrderDesk(db, actor, query),
    };
  return { kind: "own", orders: await listOrders(db, user) };
}
