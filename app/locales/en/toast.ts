import type { toast as tr } from "../tr/toast";

export const toast: typeof tr = {
  signedOut: "Signed out successfully!",
  unauthorized: "Unauthorized Access! Please login again",
  signedIn: "Welcome!",
  registered: "Your account has been created. Welcome!",
  reviewAdded: "Your review has been added. Thank you!",
  // The product page's review form (a second review replaces the first).
  reviewReplaced: "Your review has been updated.",
  contactSent: "We received your message and will get back to you soon.",
  newsletterSubscribed: "You are subscribed to our newsletter. Thank you!",
  backInStockRequested: "Thank you! We will e-mail you once when this product is back in stock.",
  backInStockAlready: "This product is in stock now: you can add it to your cart.",
  sellerRequestSent: "We received your request and will reply by email once we have reviewed it.",
  merchantSignedUp: "Your merchant account has been created. Please sign in.",
  // Account area
  profileSaved: "Your details have been saved.",
  passwordChanged: "Your password has been updated. Your other sessions were signed out.",
  addressAdded: "Address added.",
  addressSaved: "Address updated.",
  addressDeleted: "Address deleted.",
  addressMadeDefault: "Your default delivery address has been updated.",
  // Password reset by e-mail
  passwordReset: "Your password has been reset. Please sign in with your new password.",
  // A heart tapped on a product the shop stopped listing after the page was drawn.
  favoriteGone: "This product is no longer for sale.",
  // Cart, checkout and orders
  cartAdded: "The product was added to your cart.",
  cartRemoved: "The product was removed from your cart.",
  cartUpdated: "Your cart was updated.",
  couponApplied: "Coupon applied.",
  couponRemoved: "Coupon removed.",
  couponGone: "The coupon no longer applies and was removed from your cart.",
  orderCancelled: "The order was cancelled.",
  orderItemCancelled: "The item was removed from the order.",
  // Refusals: another change to the order won the race since its page was drawn.
  orderNotCancellable:
    "The order was taken into processing meanwhile; it can no longer be cancelled.",
  orderStatusRaced:
    "The order's status changed meanwhile; see its current status and choose again.",
  orderStatusChanged: "The order status was updated.",
  orderMarkedPaid: "Marked as paid.",
  orderNotPayable: "This order's payment was already received, or the order was cancelled.",
  historyReverted: "The change was put back.",
  historyChanged: "Not put back: these fields changed since. See their current values.",
  historyRefused: "This change cannot be put back from here.",
  historyMissing: "The change was not found.",
  bulkUndone: "The bulk change was undone.",
  accountClosed:
    "Your account is closed. A last e-mail tells you what was erased and what is kept.",
  // A member's own switch for commercial e-mail (/dashboard/my-data, issue [20] point 3).
  consentGiven: "You agreed to e-mail about campaigns and news. Thank you!",
  consentRefused:
    "Your consent is withdrawn: we will send you no more e-mail about campaigns and news.",
};
