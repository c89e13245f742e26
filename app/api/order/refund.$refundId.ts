import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { refundShape } from "~/api/shapes/orders.server";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";
import { refundsForViewer, retryRefundAs } from "~/features/orders/refunds.server";

/**
 * PUT /api/order/refund/{refundId} → { success, refunds }: an admin sends a failed refund to
 * iyzico again. 409 when it is done or being sent by someone else (nothing goes twice), 502 with
 * iyzico's message when it failed again (it stays failed, retryable). Admins only.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ refundId: textParam }),
    handler: async ({ user, params, context }) => {
      const { db } = context;
      const { orderId, outcome } = await retryRefundAs(db, user, params.refundId);
      const t = serverMessages.en.orders;
      if (outcome === "notFound") apiError(404, t.apiRefundNotFound);
      if (outcome === "busy") apiError(409, t.apiRefundBusy);
      const refunds = await refundsForViewer(
        db,
        { id: orderId, items: [] },
        { admin: true, buyer: false },
      );
      if (outcome === "failed") {
        const refund = refunds.find((r) => r.id === params.refundId);
        apiError(502, `${t.apiRefundFailed} ${refund?.lastError ?? ""}`.trim());
      }
      return ok({ success: true, refunds: refunds.map((r) => refundShape(r, true)) });
    },
  },
});
export const action = loader;
