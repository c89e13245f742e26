import type { AppLoadContext } from "@remix-run/node";
import { currencyFromCode } from "~/lib/money";
import { INCOMPLETE, orderNumber, withOrderKey } from "~/lib/orders";
import { getOrderFor } from "~/models/order.server";
import { pageViewer } from "~/features/orders/order-access.server";

/**
 * The order a result page is about, if this visitor placed it: the member, the browser whose
 * cart placed it, or the holder of the e-mailed `?key=`. An unpaid card order has no result yet.
 */
export async function resultOrder(context: AppLoadContext, id: string | undefined) {
  const viewer = await pageViewer(context);
  const order = await getOrderFor(context.db, id ?? "", viewer);
  if (!order || order.status === INCOMPLETE) return null;
  return {
    id: order.id,
    number: orderNumber(order.id),
    payment: order.payment,
    total: order.total,
    currency: currencyFromCode(order.currency),
    email: order.buyer.email || order.address.email,
    path: withOrderKey(`/order/${order.id}`, viewer.accessToken),
  };
}
