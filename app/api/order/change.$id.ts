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
import { parcelsForViewer } from "~/features/orders/shipping.server";
import { orderDetailShape } from "~/api/shapes/orders.server";
import { sentVersion, staleAnswer } from "~/api/versions.server";

/**
 * POST /api/order/change/{id}?status=... (or ?orderId=...&status=..., no body): admins only.
 * Shipping an unpaid transfer order or leaving Delivered needs a `reason` (the query's or the
 * body's; decision 076), kept as a staff note: without it 400 naming `reason`. Shipped here
 * needs no parcel: the spec's client sends the status alone (its mail then has no tracking).
 * Answers `{ success: 1 }`, not `true` as elsewhere: the original client reloads the page when
 * `success` equals 1 (spec 001 §4), and 1 is what it compares with. With `If-Match`, only while
 * the order is at that version (GET /api/order/{id}'s ETag): else 409 with the order as it is.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: optionalId }),
    query: OrderChangeQuerySchema(serverMessages.en.orders.apiInvalidStatus),
    // The spec's client sends no body; another may send `{ reason }` as JSON or a form.
    body: z.object({ reason: z.unknown().optional() }).passthrough(),
    unreadableBody: "empty",
    handler: async ({ request, params, query, body, context, user }) => {
      const id = params.id ?? query.orderId;
      if (!id) apiError(400, "Invalid orderId.");
      const { db } = context;
      const expected = sentVersion(request);
      const result = await applyStatusChange(
        db,
        found(await getOrder(db, id), "Order"),
        query.status,
        publicOrigin(request),
        {
          expected,
          reason: query.reason ?? (typeof body.reason === "string" ? body.reason : undefined),
          author: user,
        },
      );
      if (result === "stale") {
        const now = (await orderForViewer(db, id, await apiViewer(context, user, {})))!;
        const refunds = await refundsForViewer(db, now.order, now.rights);
        const parcels = await parcelsForViewer(db, now.order);
        const shape = orderDetailShape(now.order, now.rights, refunds, parcels);
        staleAnswer("order", shape, now.order.version);
      }
      if (result === "reasonNeeded") apiError(400, serverMessages.en.orders.apiReasonNeeded);
      if (result === "incomplete") apiError(400, serverMessages.en.orders.apiIncomplete);
      if (result === "cancelled") apiError(400, serverMessages.en.orders.apiCancelledFinal);
      if (result === "conflict") apiError(409, serverMessages.en.orders.apiStatusRaced);
      return ok({ success: 1, message: serverMessages.en.toast.orderStatusChanged });
    },
  },
});
export const action = loader;
