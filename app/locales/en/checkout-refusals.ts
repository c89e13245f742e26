import type { checkoutRefusals as source } from "../tr/checkout-refusals";

// What the server answers a checkout it refuses: into /payment's action answer or an /api error,
// never drawn by a component, so kept out of the pages' JavaScript (app/locales/server.ts).
export const checkoutRefusals: typeof source = {
  contractRequired:
    "To place the order you must accept the Preliminary Information Form and the Distance Selling Contract.",
  tooLarge: "An order can come to at most {max}. Please lower the quantities.",
  soldOut: "{product} is no longer in stock. Please update your cart.",
  emptyCart: "Your cart is empty.",
  totalChanged:
    "Your cart's total has changed; the new total is {total}. Please check it and confirm the order again.",
  paymentUnavailable:
    "Card payment could not be started just now. Please try again shortly, or pay by bank transfer.",
  chooseMethod: "Choose a payment method.",
  couponGoneApi: "The coupon {code} no longer applies and was removed from the cart.",
};
