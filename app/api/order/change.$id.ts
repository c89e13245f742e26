import { z } from "zod";
import { apiError, found, ok } from "~/api/answers.server";
import { serverMessages } from "~/locales/server";
import { getOrder } from "~/models/order.server";
import { optionalId } from "~/schemas/api";
import { OrderChangeQuerySchema } from "~/schemas/order";
import { apiRoute } from "~/api/route.server";
import { publicOrigin } from "~/http/public-origin.server";
import {
  apiViewer,
  applyStatusChange,
  orderForViewer,
} from "~/features/orders/order-access.server";
import { refundsForViewer } from "~/features/orders/refunds.server";
import { orderDetailShape } from "~/api/shapes/orders.server";
import { sentVersion, staleAnswer } from "~/api/versions.server";

/**
 * POST /api/order/change/{id}?status=... (or ?orderId=...&status=..., no body): admins only.
 * Answers `{ success: 1 }`, not `true` as elsewhere: the original client reloads the page when
 * `success` equals 1 (spec 001 §4), and 1 is what it compares with. With `If-Match`, only while
 * the order is at that version (GET /api/order/{id}'s ETag): else 409 with the order as it is.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: optionalId }),
    query: OrderChangeQuerySchema(serverMessages.en.orders.apiInvalidStatus),
    handler: async ({ request, params, query, context, user }) => {
      const id = params.id ?? query.orderId;
      if (!id) apiError(400, "Invalid orderId.");
      const { db } = context;
      const expected = sentVersion(request);
      const result = await applyStatusChange(
        db,
        found(await getOrder(db, id), "Order"),
        query.status,
        publicOrigin(request),
        expected,
      );
      if (result === "stale") {
        const now = (await orderForViewer(db, id, await apiViewer(context, user, {})))!;
        const refunds = await refundsForViewer(db, now.order, now.rights);
        staleAnswer("order", orderDetailShape(now.order, now.rights, refunds), now.order.version);
      }
      if (result === "incomplete") apiError(400, serverMessages.en.orders.apiIncomplete);
      if (result === "cancelled") apiError(400, serverMessages.en.orders.apiCancelledFinal);
      if (result === "conflict") apiError(409, serverMessages.en.orders.apiStatusRaced);
      return ok({ success: 1, message: serverMessages.en.toast.orderStatusChanged });
    },
  },
});
export const action = loader;
