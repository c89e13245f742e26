import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";
import { OrderViewerQuerySchema } from "~/schemas/order";
import { apiRoute } from "~/api/route.server";
import {
  apiViewer,
  cancelWhileNotProcessed,
  orderForViewer,
} from "~/features/orders/order-access.server";

/**
 * DELETE /api/order/cancel/{id} → { success, message }: the buyer while the order is Not
 * Processed (an admin too); 403 otherwise, 409 when its status changed while it was asked. The
 * stock of its lines goes back.
 */
export const loader = apiRoute({
  DELETE: {
    auth: "visitor",
    params: z.object({ id: textParam }),
    query: OrderViewerQuerySchema,
    handler: async ({ context, user, params, query }) => {
      const { db } = context;
      const found = await orderForViewer(db, params.id, await apiViewer(context, user, query));
      if (!found) apiError(404, serverMessages.en.orders.apiNotFound);
      if (!found.rights.cancel) apiError(403, serverMessages.en.orders.apiCannotCancel);
      // Another change (an admin's status) won the race since the order was read.
      if (!(await cancelWhileNotProcessed(db, found.order.id))) {
        apiError(409, serverMessages.en.orders.apiChangedMeanwhile);
      }
      return ok({ success: true, message: serverMessages.en.toast.orderCancelled });
    },
  },
});
export const action = loader;
