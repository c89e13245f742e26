import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiError, isUuid } from "~/lib/api.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { parseCurrency } from "~/lib/money";
import { isPayment, PAYMENTS } from "~/lib/orders";
import { readCurrency } from "~/lib/preferences.server";
import { messages } from "~/locales";
import { findCartId, loadCart } from "~/models/cart.server";
import { DeliveryApiSchema } from "~/schemas/delivery";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { getUser, sessionIdOf } from "~/server/auth.server";
import { memberDeliveryAddress } from "~/server/checkout-address.server";
import { apiLang, ownsCart, refusal } from "~/server/checkout-api.server";
import { requestPlace } from "~/server/checkout-page.server";
import { checkout } from "~/server/checkout.server";

/**
 * POST /api/order/add {cartId, total, payment, address?} → { success, message, order } (and for
 * 'Kredi Kartı' iyzico's checkoutFormContent, token and paymentPageUrl). A member's order goes to
 * their default address; a guest sends `address`. The server prices the cart: a different `total`
 * answers 409 with the server's total and places nothing. An API client accepts the contract by
 * placing the order (recorded as for the page's checkbox).
 */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  const user = await getUser(request);
  if (!user && sessionIdOf(request)) apiError(401, "Unauthorized");
  const t = messages.en.checkout;
  const db = await getDb();

  if (!isPayment(body.payment))
    apiError(400, `payment: Payment must be one of ${PAYMENTS.join(", ")}.`);
  const payment = body.payment;
  let clientTotal: number | null = null;
  if (body.total !== undefined && body.total !== null && body.total !== "") {
    clientTotal = Number(body.total);
    if (!Number.isFinite(clientTotal) || clientTotal < 0)
      apiError(400, "total: Total must be a number.");
  }

  const given = typeof body.cartId === "string" ? body.cartId.trim().toLowerCase() : "";
  if (given && !isUuid(given)) apiError(400, "cartId: Invalid cart id.");
  const cartId = given || (user ? await findCartId(db, { userId: user.id }) : null);
  if (!cartId) apiError(400, "cartId: Cart is required.");
  const cart = await loadCart(db, cartId);
  if (!cart || !ownsCart(cart, user?.id ?? null)) apiError(404, "Cart not found.");

  let address;
  if (user) {
    address = await memberDeliveryAddress(db, user);
    if (!address) apiError(400, "address: Add a delivery address to your account first.");
  } else {
    const parsed = DeliveryApiSchema(t).safeParse(body.address ?? {});
    if (!parsed.success) {
      apiError(400, `address.${firstIssue(parsed.error.issues)}`);
    }
    address = parsed.data;
  }

  const currency =
    parseCurrency(typeof body.currency === "string" ? body.currency : null) ??
    readCurrency(request);
  const result = await checkout(db, {
    cartId: cart.id,
    user,
    address,
    payment,
    currency,
    lang: apiLang(body),
    contractAccepted: true,
    clientTotal,
    place: requestPlace(request),
  });
  if (!result.ok) return refusal(result, currency);
  return ok(
    {
      success: true,
      message: t.orderPlaced,
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
});

export const loader = apiHandler(methodNotAllowed);
