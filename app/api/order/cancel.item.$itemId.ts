import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";
import { CancelItemBodySchema, OrderViewerQuerySchema } from "~/schemas/order";
import { apiRoute } from "~/api/route.server";
import { apiViewer, cancelItemAs, orderForViewer } from "~/features/orders/order-access.server";

/**
 * PUT /api/order/cancel/item/{itemId} {orderId, cartId} → { success, orderCancelled, message }.
 * The same people as for the whole order may cancel a line, and an admin in any open status of
 * a paid order; the last line cancels the order. A paid card line is refunded through iyzico.
 */
export const loader = apiRoute({
  PUT: {
    auth: "visitor",
    params: z.object({ itemId: textParam }),
    query: OrderViewerQuerySchema,
    body: CancelItemBodySchema,
    handler: async ({ context, user, params, query, body }) => {
      const viewer = await apiViewer(context, user, {
        cartId: query.cartId ?? body.cartId,
        key: query.key,
      });
      const { db } = context;
      const found = await orderForViewer(db, body.orderId, viewer);
      if (!found) apiError(404, serverMessages.en.orders.apiNotFound);
      if (!found.rights.cancelItem) apiError(403, serverMessages.en.orders.apiCannotCancel);
      const result = await cancelItemAs(db, found.order, params.itemId);
      if (!result) apiError(404, serverMessages.en.orders.apiItemNotFound);
      if (result === "changed") apiError(409, serverMessages.en.orders.apiChangedMeanwhile);
      return ok({
        success: true,
        orderCancelled: result.orderCancelled,
        // A paid card order's share of the line went back (done) or is shown failed on the order.
        refunds: result.refunds,
        message: result.orderCancelled
          ? serverMessages.en.toast.orderCancelled
          : serverMessages.en.toast.orderItemCancelled,
      });
    },
  },
});
export const action = loader;
