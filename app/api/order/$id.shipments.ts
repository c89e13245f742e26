import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { parcelShape } from "~/api/shapes/orders.server";
import { apiRoute } from "~/api/route.server";
import { parcelsForViewer, shipLines, shipView } from "~/features/orders/shipping.server";
import { publicOrigin } from "~/http/public-origin.server";
import { dashboardMessages } from "~/locales/dashboard";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";
import { ShipmentSchema } from "~/schemas/shipment";
import { getOrderFor } from "~/models/order.server";

const STAFF = ["ROLE_ADMIN", "ROLE_MERCHANT"] as const;

/**
 * GET /api/order/{id}/shipments → `{ shipments }` (admins; a merchant the parcels of their own
 * lines). POST `{ carrier, carrierName?, trackingUrl?, trackingNumber, itemIds?, reason? }` →
 * 201 `{ shipment, orderShipped }`: an admin ships any unshipped lines (all when `itemIds` is
 * left out), a merchant their own of a paid order (docs/decisions/076). 400 names the field; an
 * order that is not the caller's is 404.
 */
export const loader = apiRoute({
  GET: {
    auth: STAFF,
    params: z.object({ id: textParam }),
    handler: async ({ context, user, params }) => {
      const view = await shipView(context.db, user, params.id);
      if (!view) apiError(404, serverMessages.en.orders.apiNotFound);
      return ok(
        { shipments: view.parcels.map(parcelShape) },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
  POST: {
    auth: STAFF,
    params: z.object({ id: textParam }),
    body: ShipmentSchema(dashboardMessages.en.shipping.errors),
    handler: async ({ request, context, user, params, body }) => {
      const t = serverMessages.en.orders;
      const { db } = context;
      const outcome = await shipLines(db, user, params.id, body, publicOrigin(request));
      if (outcome === "missing") apiError(404, t.apiNotFound);
      if (outcome === "lines") apiError(400, t.apiShipmentLines);
      if (outcome === "reasonNeeded") apiError(400, t.apiReasonNeeded);
      if (outcome === "unpaid") apiError(400, t.apiShipmentUnpaid);
      if (outcome === "allShipped") apiError(400, t.apiShipmentAllShipped);
      if (outcome === "cancelled" || outcome === "incomplete") apiError(400, t.apiShipmentClosed);
      const order = (await getOrderFor(db, params.id, { user }))!;
      const parcel = (await parcelsForViewer(db, order)).find((p) => p.id === outcome.parcelId)!;
      return ok(
        { success: true, shipment: parcelShape(parcel), orderShipped: outcome.orderShipped },
        { status: 201 },
      );
    },
  },
});
export const action = loader;
