/**
 * Orders as the /api contract names their fields (spec 000 §3, 001 §3, §7): `_id`, `created`,
 * `products` with `totalPrice` and `status`. Dates are ISO strings, money numbers.
 */
import type { OrderDetail, OrderSummary } from "~/models/order.server";
import type { OrderRights } from "~/features/orders/order-access.server";

/** An order in a list. Its lines are at /api/order/{id}; the list carries the first picture. */
export function orderSummaryShape(o: OrderSummary) {
  return {
    _id: o.id,
    created: o.createdAt.toISOString(),
    status: o.status,
    payment: o.payment,
    total: o.total,
    currency: o.currency,
    itemCount: o.itemCount,
    products: o.imageUrl ? [{ imageUrl: o.imageUrl }] : [],
  };
}

/**
 * One order with its lines. Customer details, the address and the cart id (a guest's key to the
 * order) go only to the buyer and admins: a merchant gets the lines of their products and null.
 */
export function orderDetailShape(o: OrderDetail, rights: Pick<OrderRights, "seeCustomer">) {
  const customer = rights.seeCustomer;
  return {
    _id: o.id,
    cartId: customer ? o.cartId : null,
    created: o.createdAt.toISOString(),
    status: o.status,
    payment: o.payment,
    total: o.total,
    totalTax: o.totalTax,
    currency: o.currency,
    // The address is the order's own snapshot, so it carries the order's id.
    address: customer ? { ...o.address, _id: o.id } : null,
    user: customer
      ? { firstName: o.buyer.firstName, lastName: o.buyer.lastName, email: o.buyer.email }
      : null,
    products: o.items.map((i) => ({
      _id: i.id,
      product: i.productId,
      name: i.name,
      slug: i.slug,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      price: i.unitPrice,
      totalPrice: i.totalPrice,
      status: i.status,
    })),
  };
}
