import type { mail as tr } from "../tr/mail";
import { returnDeskMail } from "./return-desk-mail";

export const mail: typeof tr = {
  greeting: "Hello {name},",
  greetingNoName: "Hello,",
  signature: "The shop team",
  linkHint: "If the button does not work, paste this link into your browser:",
  resetSubject: "Your password reset link",
  resetIntro:
    "We received a request to reset the password of your account. Use the link below to choose a new password.",
  resetButton: "Reset my password",
  resetExpiry: "The link works for 1 hour and can be used only once.",
  resetIgnore: "If you did not ask for this, ignore this e-mail; your password will not change.",
  welcomeSubject: "Your account is ready: {shop}",
  welcomeIntro:
    "Your account has been created. You can start exploring our natural-stone and silver jewellery right away.",
  welcomeButton: "Go to the shop",
  welcomeAccount: "You can manage your orders, addresses and favourites from your account.",
  inviteSubject: "Create your merchant account",
  inviteIntro:
    "{shop} has approved your request to sell. Use the link below to create your merchant account.",
  inviteButton: "Complete sign-up",
  inviteNote: "This link is yours alone; complete your sign-up with {email}.",
  orderSubject: "Your order has been received (No: {number})",
  orderIntroTransfer:
    "Thank you for your order. We will start preparing it as soon as your payment reaches our account.",
  orderIntroCard:
    "Thank you for your order. Your payment was received; we are starting to prepare your order.",
  orderNumber: "Order number: {number}",
  orderLine: "{quantity} × {name}",
  orderDiscount: "Discount",
  orderTax: "VAT ({rate}%, included)",
  orderTotal: "Total (VAT included)",
  orderPayment: "Payment: {payment}",
  paymentTransfer: "Bank transfer",
  paymentCard: "Debit / credit card",
  orderDeliverTo: "Delivery address: {address}",
  orderTransferNote:
    "Please send {total} to one of the accounts below and write your order number ({number}) in the transfer description. Account holder: {holder}.",
  orderAccount: "{bank} ({currency}): {iban}",
  orderButton: "View your order",
  orderGuestNote: "This link is yours alone: follow your order here without an account.",
  orderMemberNote: "You can also follow your order on the Orders page of your account.",
  statusSubject: "Your order: {status} (No: {number})",
  statusIntro: "The status of your order {number} was updated: {status}.",
  statusNext: {
    "Not Processed": "Your order is in line; we will write again when we start preparing it.",
    Processing: "We are preparing your order.",
    Shipped: "Your order has been shipped; it will be with you in a few days.",
    Delivered: "Your order has been delivered. Thank you for choosing us.",
    Canceled:
      "Your order has been cancelled. If you paid by card, the amount goes back to your card; depending on your bank it may take a few days to show.",
  },
  parcelLine: "{carrier}, tracking number: {number}. Track your parcel: {link}",
  parcelLineNoLink: "{carrier}, tracking number: {number}.",
  parcelSubject: "Part of your order has been shipped (No: {number})",
  parcelIntro: "These items of your order {number} have been shipped: {lines}.",
  paidSubject: "Your payment has arrived (No: {number})",
  paidIntro:
    "The transfer of {total} you sent for your order {number} has reached our account. We are starting to prepare your order.",
  guestFollowNote: "Follow your order with the private link in your order confirmation e-mail.",
  shopButton: "Go to the shop",
  lowStockSubject: "Running low: {name} ({sku})",
  lowStockIntro:
    "The stock of {name} ({sku}) is down to {quantity}; its low-stock threshold is {threshold}.",
  lowStockSoldOut: "{name} ({sku}) is sold out; its low-stock threshold is {threshold}.",
  lowStockButton: "Edit the product",
  lowStockNote:
    "No other alert is sent for this product until its stock rises above the threshold and falls again.",
  backInStockSubject: "{name} is back in stock",
  backInStockIntro:
    "{name}, which you asked us to tell you about, is back in stock. Stock may be limited.",
  backInStockButton: "View the product",
  backInStockNote: "We send this e-mail once; your request is now complete.",
  shopNewOrderSubject: "New order (No: {number})",
  shopNewOrderIntro: "A new order has arrived: number {number} ({payment}).",
  shopNewOrderMerchantIntro:
    "Order number {number} holds your products. Only your lines are listed below.",
  shopCustomer: "Customer: {name}",
  shopPaymentReceivedSubject: "Payment received (No: {number})",
  shopPaymentReceivedIntro:
    "The payment of {total} for order number {number} has been received ({payment}).",
  shopCancellationSubject: "Order cancelled (No: {number})",
  shopCancellationIntro: "Order number {number} has been cancelled.",
  shopRefundFailedSubject: "Refund failed (No: {number})",
  shopRefundFailedIntro:
    "The refund of {amount} for order number {number} could not be passed to the payment provider: {reason}",
  shopRefundFailedNote: "You can try the refund again from the order page, or make it by hand.",
  shopOrderButton: "Open the order",
  shopNoticeNote: "Choose these notices under Settings > Order notices.",
  shopMerchantNote: "Follow your lines on the orders page of your merchant dashboard.",
  // The return desk's steps (issue [19] point 2).
  returnDesk: returnDeskMail,
  accountClosedSubject: "Your account is closed: {shop}",
  accountClosedIntro:
    "As you asked, we have closed your account. Your addresses, favourites, cart and sessions are erased and your consent to campaign e-mail is withdrawn; your reviews stay published without your name.",
  accountClosedOrders:
    "Your orders' records are kept for the periods tax and commercial law require, with your name and contact details removed; the contract and invoice documents are kept as the law requires.",
  accountClosedButton: "Go to the shop",
  accountClosedNote:
    "If you did not ask for this, please write to us at once by replying to this e-mail or through the contact form.",
  unsubscribeLine: "If you no longer want these e-mails: {link}",
  unsubscribeLabel: "If you no longer want these e-mails:",
};
