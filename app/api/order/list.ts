import { ok } from "~/api/answers.server";
import { orderDeskShape, orderSummaryShape } from "~/api/shapes/orders.server";
import { apiRoute } from "~/api/route.server";
import { ordersFor } from "~/features/orders/order-desk.server";
import { OrderDeskQuerySchema } from "~/schemas/order";

/**
 * GET /api/order/list. Members: `{ orders }`, their own. Admins and merchants: the order desk's
 * page, `{ orders, totalPages, currentPage, count }`, narrowed by the desk's query (`q`,
 * `status`, `payment`, `from`, `to`, `page`); a merchant's holds the orders with their lines.
 */
export const loader = apiRoute({
  GET: {
    auth: "member",
    query: OrderDeskQuerySchema,
    handler: async ({ user, query, context }) => {
      const view = await ordersFor(context.db, user, query);
      const headers = { "Cache-Control": "private, no-store" };
      return view.kind === "desk"
        ? ok(orderDeskShape(view.page), { headers })
        : ok({ orders: view.orders.map(orderSummaryShape) }, { headers });
    },
  },
});
export const action = loader;
