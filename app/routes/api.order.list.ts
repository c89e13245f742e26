import { getDb } from "~/db.server";
import { ok } from "~/api/answers.server";
import { orderSummaryShape } from "~/api/shapes/orders.server";
import { listOrders } from "~/models/order.server";
import { apiRoute } from "~/api/route.server";

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
