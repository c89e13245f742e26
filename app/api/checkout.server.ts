import { fmt } from "~/lib/i18n";
import { formatMoney, type Currency } from "~/lib/money";
import { serverMessages } from "~/locales/server";
import type { CheckoutResult } from "~/features/checkout/checkout.server";

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * A refused /api/order/add as the contract's `{ error }`: 400 for the request, 409 for what the
 * cart's state decided (a different total also answers the server's `total`), 502 for iyzico.
 */
export function refusal(
  result: Exclude<CheckoutResult, { ok: true }>,
  currency: Currency,
): Response {
  const t = serverMessages.en.checkout;
  switch (result.error) {
    case "empty":
      return answer(400, { error: t.emptyCart });
    case "contract":
      return answer(400, { error: `contract: ${t.contractRequired}` });
    case "couponGone":
      return answer(409, { error: fmt(t.couponGoneApi, { code: result.coupon }) });
    case "soldOut":
      return answer(409, {
        error: fmt(t.soldOut, { product: result.product.nameEn || result.product.name }),
      });
    case "totalChanged":
      return answer(409, {
        error: fmt(t.totalChanged, { total: formatMoney(result.total, currency, "en") }),
        total: result.total,
      });
    case "tooLarge":
      return answer(400, {
        error: fmt(t.tooLarge, { max: formatMoney(result.max, currency, "en") }),
      });
    case "payment":
      return answer(502, { error: t.paymentUnavailable });
  }
}

/** Whether a cart may be ordered from by this caller: a member's cart only by that member. */
export function ownsCart(cart: { userId: string | null }, userId: string | null): boolean {
  return !cart.userId || cart.userId === userId;
}
