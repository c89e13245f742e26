import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { orderDetailShape } from "~/lib/order-shapes.server";
import { serverMessages } from "~/locales/server";
import { apiViewer, orderForViewer } from "~/server/order-access.server";

/**
 * GET /api/order/{id} → { order }, or 404 { error } when it is missing or not the caller's. A
 * guest reads an order placed from their cart with `?cartId=`, or with the e-mailed `?key=`.
 */
export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const viewer = await apiViewer(request);
  const found = await orderForViewer(await getDb(), params.id ?? "", viewer);
  if (!found) apiError(404, serverMessages.en.orders.apiNotFound);
  return ok(
    { order: orderDetailShape(found.order, found.rights) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const action = apiHandler(methodNotAllowed);
