import type { LoaderFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { orderSummaryShape } from "~/lib/order-shapes.server";
import { listOrders } from "~/models/order.server";
import { requireApiUser } from "~/server/auth.server";

/** GET /api/order/list → { orders }: members their own, admins all, merchants those with their products. */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const user = await requireApiUser(request);
  const orders = await listOrders(await getDb(), user);
  return ok(
    { orders: orders.map(orderSummaryShape) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});

export const action = apiHandler(methodNotAllowed);
