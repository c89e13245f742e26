import type { cartServer as source } from "../tr/cart-server";

// Server-only texts of the cart pages (app/locales/server.ts): answers an action or /api writes.
export const cartServer: typeof source = {
  couponInactive: "This coupon is not active.",
  couponNotStarted: "This coupon is not valid yet.",
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has no uses left.",
  couponNotValid: "This coupon code is not valid.",
};
