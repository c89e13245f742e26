import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError, found, isUuid } from "~/lib/api.server";
import { allowOnly, apiHandler, ok } from "~/lib/api-shapes.server";
import { isOrderStatus } from "~/lib/orders";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { getOrder } from "~/models/order.server";
import { requireApiRole } from "~/server/auth.server";
import { applyStatusChange } from "~/server/order-access.server";

/**
 * POST /api/order/change/{id}?status=... (or ?orderId=...&status=..., no body): admins only.
 * Answers `{ success: 1 }`, not `true` as elsewhere: the original client reloads the page when
 * `success` equals 1 (spec 001 §4), and 1 is what it compares with.
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return allowOnly("POST");
  await requireApiRole(request, ["ROLE_ADMIN"]);
  const t = messages.en;
  const query = new URL(request.url).searchParams;
  const id = [params.id, query.get("orderId")].find(isUuid);
  if (!id) apiError(400, "Invalid orderId.");
  const status = query.get("status");
  if (!isOrderStatus(status)) apiError(400, `status: ${serverMessages.en.orders.apiInvalidStatus}`);
  const db = await getDb();
  const result = await applyStatusChange(db, found(await getOrder(db, id), "Order"), status);
  if (result === "incomplete") apiError(400, serverMessages.en.orders.apiIncomplete);
  if (result === "cancelled") apiError(400, serverMessages.en.orders.apiCancelledFinal);
  if (result === "conflict") apiError(409, serverMessages.en.orders.apiStatusRaced);
  return ok({ success: 1, message: t.toast.orderStatusChanged });
});

export const loader = apiHandler(() => allowOnly("POST"));
