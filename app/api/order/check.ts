import { apiError, ok } from "~/api/answers.server";
import { CARD, INCOMPLETE } from "~/lib/orders";
import { serverMessages } from "~/locales/server";
import { getOrder } from "~/models/order.server";
import { OrderCheckBodySchema, OrderViewerQuerySchema } from "~/schemas/order";
import { apiRoute } from "~/api/route.server";
import { requestPlace } from "~/features/checkout/checkout-state.server";
import { startCardPayment } from "~/features/checkout/checkout.server";
import { apiViewer } from "~/features/orders/order-access.server";

/**
 * POST /api/order/check {orderId, cartId?} → { checkoutFormContent, token, paymentPageUrl }: a new
 * iyzico checkout form for the caller's unpaid card order (a member's own, or the one placed from
 * the guest cart `cartId`). The earlier form's token stops working.
 */
export const loader = apiRoute({
  POST: {
    auth: "visitor",
    query: OrderViewerQuerySchema,
    body: OrderCheckBodySchema,
    handler: async ({ request, context, user, query, body }) => {
      const viewer = await apiViewer(context, user, {
        cartId: query.cartId ?? body.cartId,
        key: query.key,
      });
      const { db } = context;
      const order = await getOrder(db, body.orderId);
      const mine =
        !!order &&
        (order.userId
          ? viewer.user?.id === order.userId
          : !!viewer.cartId && viewer.cartId === order.cartId);
      if (!order || !mine) apiError(404, "Order not found.");
      if (order.payment !== CARD || order.status !== INCOMPLETE || order.paidAt) {
        apiError(409, "The order is not waiting for a card payment.");
      }
      const started = await startCardPayment(db, order.id, {
        place: requestPlace(request),
        lang: body.lang,
        user: viewer.user,
      });
      if (!started.ok) apiError(502, serverMessages.en.checkout.paymentUnavailable);
      const { checkoutFormContent, token, paymentPageUrl } = started.form;
      return ok(
        { checkoutFormContent, token, paymentPageUrl },
        { headers: { "Cache-Control": "no-store" } },
      );
    },
  },
});
export const action = loader;
