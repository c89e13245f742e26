import { apiError, ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { findCartId, loadCart } from "~/models/cart.server";
import { OrderAddBodySchema } from "~/schemas/order";
import { firstIssue } from "~/api/body.server";
import { apiRoute } from "~/api/route.server";
import { deliveryAddressFor } from "~/features/checkout/delivery-address.server";
import { ownsCart, refusal } from "~/api/checkout.server";
import { requestPlace } from "~/features/checkout/checkout-state.server";
import { checkout } from "~/features/checkout/checkout.server";

const t = messages.en.checkout;

/**
 * POST /api/order/add, the two calls of spec 001 §7 (docs/decisions/046-order-before-payment.md):
 *
 * - `{cartId, total, address?}` without `payment`, when the payment page opens: an order waiting
 *   for its payment choice, 201 { success, message, order } with status 'İşlem Tamamlanmadı'. It
 *   holds its stock and coupon use as an unpaid card order does, keeps the cart, is shown in no
 *   list, and is released by the same 30-minute sweep if no payment follows.
 * - `{cartId, total, payment, address?}` at payment → 201 { success, message, order } (and for
 *   'Kredi Kartı' iyzico's checkoutFormContent, token and paymentPageUrl). It replaces the cart's
 *   waiting order in one transaction (placeOrder): the stock is held throughout, never twice, and
 *   `order._id` is the new order's. An API client accepts the contract by placing this order
 *   (recorded as for the page's checkbox).
 *
 * Both: a member's order goes to their default address; a guest sends `address`. The server
 * prices the cart: a different `total` answers 409 with the server's total and holds nothing.
 */
export const loader = apiRoute({
  POST: {
    auth: "visitor",
    body: OrderAddBodySchema,
    handler: async ({ request, context, user, body }) => {
      const { db } = context;
      const cartId = body.cartId ?? (user ? await findCartId(db, { userId: user.id }) : null);
      if (!cartId) apiError(400, "cartId: Cart is required.");
      const cart = await loadCart(db, cartId);
      if (!cart || !ownsCart(cart, user?.id ?? null)) apiError(404, "Cart not found.");

      const where = await deliveryAddressFor(db, user, body.address, "en");
      if (!where.ok) {
        apiError(
          400,
          where.missing === "account"
            ? "address: Add a delivery address to your account first."
            : `address.${firstIssue(where.issues)}`,
        );
      }

      const currency = body.currency ?? context.currency;
      const result = await checkout(db, {
        cartId: cart.id,
        user,
        address: where.address,
        payment: body.payment,
        currency,
        lang: body.lang,
        contractAccepted: true,
        clientTotal: body.total,
        place: requestPlace(request),
      });
      if (!result.ok) return refusal(result, currency);
      return ok(
        {
          success: true,
          message: body.payment ? t.orderPlaced : t.orderAwaitsPayment,
          order: {
            _id: result.order.id,
            total: result.order.total,
            currency: result.order.currency,
            status: result.order.status,
          },
          ...(result.card
            ? {
                checkoutFormContent: result.card.checkoutFormContent,
                token: result.card.token,
                paymentPageUrl: result.card.paymentPageUrl,
              }
            : {}),
        },
        { status: 201, headers: { "Cache-Control": "no-store" } },
      );
    },
  },
});
export const action = loader;
