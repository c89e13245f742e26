import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";
import { publicOrigin } from "~/http/public-origin.server";
import { markOrderPaid } from "~/features/orders/order-access.server";
import { getOrder } from "~/models/order.server";

/**
 * PUT /api/order/{id}/paid → { success, message }: an admin marks a transfer order's money
 * arrived; the customer gets an e-mail. 409 when it was not awaiting its money (a card order,
 * paid already, cancelled), 404 when there is no such order.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: textParam }),
    handler: async ({ request, params, context }) => {
      const { db } = context;
      if (!(await getOrder(db, params.id))) apiError(404, serverMessages.en.orders.apiNotFound);
      if (!(await markOrderPaid(db, params.id, publicOrigin(request)))) {
        apiError(409, serverMessages.en.orders.apiNotPayable);
      }
      return ok({ success: true, message: serverMessages.en.toast.orderMarkedPaid });
    },
  },
});
export const action = loader;
