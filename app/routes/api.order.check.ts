import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError, requireId } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { CARD, INCOMPLETE } from "~/lib/orders";
import { serverMessages } from "~/locales/server";
import { getOrder } from "~/models/order.server";
import { readApiBody } from "~/server/api-body.server";
import { apiLang } from "~/server/checkout-api.server";
import { requestPlace } from "~/server/checkout-page.server";
import { startCardPayment } from "~/server/checkout.server";
import { apiViewer } from "~/server/order-access.server";

/**
 * POST /api/order/check {orderId, cartId?} → { checkoutFormContent, token, paymentPageUrl }: a new
 * iyzico checkout form for the caller's unpaid card order (a member's own, or the one placed from
 * the guest cart `cartId`). The earlier form's token stops working.
 */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  const viewer = await apiViewer(request, body.cartId);
  const orderId = requireId(
    typeof body.orderId === "string" ? body.orderId.trim().toLowerCase() : undefined,
    "orderId",
  );
  const db = await getDb();
  const order = await getOrder(db, orderId);
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
    lang: apiLang(body),
    user: viewer.user,
  });
  if (!started.ok) apiError(502, serverMessages.en.checkout.paymentUnavailable);
  const { checkoutFormContent, token, paymentPageUrl } = started.form;
  return ok(
    { checkoutFormContent, token, paymentPageUrl },
    { headers: { "Cache-Control": "no-store" } },
  );
});

export const loader = apiHandler(methodNotAllowed);
