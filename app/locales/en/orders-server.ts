import type { ordersServer as source } from "../tr/orders-server";

// Server-only texts of the orders pages (app/locales/server.ts): answers an action or /api writes.
export const ordersServer: typeof source = {
  apiNotFound: "Order not found.",
  apiRefundNotFound: "Refund not found.",
  apiRefundBusy: "This refund is done or being sent right now; it was not sent again.",
  apiRefundFailed: "iyzico could not make the refund:",
  apiItemNotFound: "The item is not in this order or is already cancelled.",
  apiCannotCancel: "Only orders that are not processed yet can be cancelled.",
  apiInvalidStatus: "Invalid order status.",
  apiCancelledFinal: "A cancelled order cannot be reopened.",
  apiChangedMeanwhile:
    "The order's status changed meanwhile; only orders not processed yet can be cancelled.",
  apiStatusRaced:
    "The order's status was changed by someone else meanwhile; reload it and choose again.",
  apiNotPayable: "Only a transfer order awaiting its payment, not cancelled, can be marked paid.",
  apiIncomplete: "The status of an order awaiting payment cannot change.",
  apiReasonNeeded:
    "reason: Give a reason for this change (shipping an unpaid transfer order, or moving back from Delivered).",
  apiShipmentLines: "itemIds: One of these items is not an unshipped line you may ship.",
  apiShipmentClosed: "This order cannot be shipped (it is cancelled or awaits its payment).",
  apiShipmentUnpaid: "A merchant cannot ship an order whose payment has not arrived.",
  apiShipmentAllShipped: "This order has nothing left to ship.",
};
