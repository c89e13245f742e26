import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { withEtag } from "~/api/versions.server";
import { orderDetailShape } from "~/api/shapes/orders.server";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";
import { OrderViewerQuerySchema } from "~/schemas/order";
import { apiRoute } from "~/api/route.server";
import { apiViewer, orderForViewer } from "~/features/orders/order-access.server";
import { refundsForViewer } from "~/features/orders/refunds.server";
import { parcelsForViewer } from "~/features/orders/shipping.server";

/**
 * GET /api/order/{id} → { order } (with its card refunds), or 404 { error } when it is missing or not the caller's. A
 * guest reads an order placed from their cart with `?cartId=`, or with the e-mailed `?key=`.
 */
export const loader = apiRoute({
  GET: {
    auth: "visitor",
    params: z.object({ id: textParam }),
    query: OrderViewerQuerySchema,
    handler: async ({ context, user, params, query }) => {
      const viewer = await apiViewer(context, user, query);
      const { db } = context;
      const found = await orderForViewer(db, params.id, viewer);
      if (!found) apiError(404, serverMessages.en.orders.apiNotFound);
      const [refunds, parcels] = await Promise.all([
        refundsForViewer(db, found.order, found.rights),
        parcelsForViewer(db, found.order),
      ]);
      return withEtag(
        ok(
          { order: orderDetailShape(found.order, found.rights, refunds, parcels) },
          { headers: { "Cache-Control": "private, no-store" } },
        ),
        found.order.version,
      );
    },
  },
});
export const action = loader;
