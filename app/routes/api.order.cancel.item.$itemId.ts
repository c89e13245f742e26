import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { allowOnly, apiHandler, ok } from "~/lib/api-shapes.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { readApiBody } from "~/server/api-body.server";
import {
  apiViewer,
  cancelItemWhileNotProcessed,
  orderForViewer,
} from "~/server/order-access.server";

/**
 * PUT /api/order/cancel/item/{itemId} {orderId, cartId} → { success, orderCancelled, message }.
 * The same people as for the whole order may cancel a line; the last line cancels the order.
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "PUT") return allowOnly("PUT");
  const t = messages.en;
  const body = await readApiBody(request);
  const orderId = typeof body.orderId === "string" ? body.orderId : "";
  if (!orderId) apiError(400, "orderId: Order is required.");
  const viewer = await apiViewer(request, body.cartId);
  const db = await getDb();
  const found = await orderForViewer(db, orderId, viewer);
  if (!found) apiError(404, serverMessages.en.orders.apiNotFound);
  if (!found.rights.cancel) apiError(403, serverMessages.en.orders.apiCannotCancel);
  const result = await cancelItemWhileNotProcessed(db, found.order.id, params.itemId ?? "");
  if (!result) apiError(404, serverMessages.en.orders.apiItemNotFound);
  if (result === "changed") apiError(409, serverMessages.en.orders.apiChangedMeanwhile);
  return ok({
    success: true,
    orderCancelled: result.orderCancelled,
    message: result.orderCancelled ? t.toast.orderCancelled : t.toast.orderItemCancelled,
  });
});

export const loader = apiHandler(() => allowOnly("PUT"));
