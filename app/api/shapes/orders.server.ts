/**
 * Orders as the /api contract names their fields (spec 000 §3, 001 §3, §7): `_id`, `created`,
 * `products` with `totalPrice` and `status`. Dates are ISO strings, money numbers; `payment` is
 * 'Havale', 'Kredi Kartı', or null while the order waits for its payment choice.
 */
import type { OrderDetail } from "~/models/order.server";
import type { OrderDeskPage, OrderSummary } from "~/models/order-list.server";
import { chosenPayment, orderNumber, paymentState } from "~/lib/orders";
import type { OrderRights } from "~/features/orders/order-access.server";
import type { RefundView } from "~/models/refund.server";
import type { Parcel } from "~/models/shipment.server";
import { carrierLabel, trackingLink } from "~/lib/carriers";

/** An order in a list. Its lines are at /api/order/{id}; the list carries the first picture. */
export function orderSummaryShape(o: OrderSummary) {
  return {
    _id: o.id,
    created: o.createdAt.toISOString(),
    status: o.status,
    payment: chosenPayment(o.payment),
    total: o.total,
    currency: o.currency,
    itemCount: o.itemCount,
    products: o.imageUrl ? [{ imageUrl: o.imageUrl }] : [],
  };
}

/**
 * The order desk's page (an admin's or a merchant's GET /api/order/list), as the staff product
 * list answers: `{ orders, totalPages, currentPage, count }`, `totalPages` one more than `count`
 * fills while the count stopped at its cap. A merchant's orders carry their lines and no `user`.
 */
export function orderDeskShape(page: OrderDeskPage) {
  return {
    orders: page.orders.map((o) => ({
      _id: o.id,
      number: orderNumber(o.id),
      created: o.createdAt.toISOString(),
      status: o.status,
      payment: chosenPayment(o.payment),
      paymentState: paymentState({ ...o, paid: !!o.paidAt }),
      total: o.total,
      currency: o.currency,
      itemCount: o.itemCount,
      user: o.buyer,
      products: o.lines.map((l) => ({
        _id: l.id,
        // Spec 001 §3: "item entries carry itemId"; `_id` stays for the clients reading it.
        itemId: l.id,
        name: l.name,
        quantity: l.quantity,
        status: l.status,
        totalPrice: l.totalPrice,
      })),
    })),
    totalPages: page.more ? page.pages + 1 : page.pages,
    currentPage: page.page,
    count: page.total,
  };
}

/**
 * One order with its lines. Customer details, the address and the cart id (a guest's key to the
 * order) go only to the buyer and admins: a merchant gets the lines of their products and null.
 */
export function orderDetailShape(
  o: OrderDetail,
  rights: Pick<OrderRights, "seeCustomer" | "admin">,
  refunds: RefundView[] = [],
  parcels: Parcel[] = [],
) {
  const customer = rights.seeCustomer;
  return {
    _id: o.id,
    cartId: customer ? o.cartId : null,
    created: o.createdAt.toISOString(),
    status: o.status,
    payment: chosenPayment(o.payment),
    total: o.total,
    totalTax: o.totalTax,
    vatRate: o.vatRate,
    currency: o.currency,
    // The address is the order's own snapshot, so it carries the order's id.
    address: customer ? { ...o.address, _id: o.id } : null,
    user: customer
      ? { firstName: o.buyer.firstName, lastName: o.buyer.lastName, email: o.buyer.email }
      : null,
    products: o.items.map((i) => ({
      _id: i.id,
      // Spec 001 §3: "item entries carry itemId"; `_id` stays for the clients reading it.
      itemId: i.id,
      product: i.productId,
      name: i.name,
      slug: i.slug,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      price: i.unitPrice,
      totalPrice: i.totalPrice,
      status: i.status,
      // The parcel it left in (`shipments[]._id`), null while not shipped (issue [18]).
      shipment: i.shipmentId,
    })),
    refunds: refunds.map((r) => refundShape(r, rights.admin)),
    shipments: parcels.map(parcelShape),
  };
}

/**
 * A parcel (issue [18] point 2): `carrier` the id of app/lib/carriers.ts ('other' for another),
 * `carrierName` as the shopper reads it, `trackingUrl` the link that follows it, `items` the
 * line ids it holds (those the caller sees).
 */
export function parcelShape(p: Parcel) {
  return {
    _id: p.id,
    carrier: p.carrier,
    carrierName: carrierLabel(p),
    trackingNumber: p.trackingNumber,
    trackingUrl: trackingLink(p),
    items: p.itemIds,
    created: p.createdAt.toISOString(),
  };
}

/**
 * A card refund of one order line (decision 031): state pending | sending | done | failed. The
 * error iyzico gave and whether it may be sent again are the admin's.
 */
export function refundShape(r: RefundView, admin: boolean) {
  return {
    _id: r.id,
    item: r.orderItemId,
    name: r.itemName,
    amount: r.amount,
    currency: r.currency,
    state: r.state,
    created: r.createdAt.toISOString(),
    refunded: r.refundedAt?.toISOString() ?? null,
    ...(admin
      ? { error: r.lastError, failure: r.failure, attempts: r.attempts, retryable: r.retryable }
      : {}),
  };
}
