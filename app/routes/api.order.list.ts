import { getDb } from "~/db.server";
import { ok } from "~/lib/api-shapes.server";
import { orderSummaryShape } from "~/lib/order-shapes.server";
import { listOrders } from "~/models/order.server";
import { apiRoute } from "~/server/api-route.server";

/** GET /api/order/list → { orders }: members their own, admins all, merchants those with their products. */
export const loader = apiRoute({
  GET: {
    auth: "member",
    handler: async ({ user }) => {
      const orders = await listOrders(await getDb(), user);
      return ok(
        { orders: orders.map(orderSummaryShape) },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
