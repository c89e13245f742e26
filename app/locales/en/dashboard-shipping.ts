import type { orderStatus as trStatus, shipping as trShipping } from "../tr/dashboard-shipping";

export const orderStatus: typeof trStatus = {
  title: "Change the order's status",
  heading: "Order #{number}: status",
  current: "Current status",
  choose: "New status",
  show: "Show what will happen",
  change: "Change",
  whatHappens: "If you confirm:",
  same: "The order has this status already; nothing changes and no e-mail is sent.",
  mail: "The customer ({email}) gets the status e-mail in the order's language ({language}).",
  mailNone: "The order has no customer e-mail address; no e-mail is sent.",
  languages: { tr: "Turkish", en: "English" },
  stockBack: "The items' stock goes back on the shelf ({n} lines).",
  cardRefunds: "Paid by card: {n} lines are refunded to the card through iyzico.",
  transferRefund:
    "Paid by bank transfer: you must send the money back to the customer yourself; the shop does not.",
  shippedNoParcel:
    "It counts as shipped without a carrier or tracking number; the e-mail has no tracking link.",
  risks: {
    unpaidShipping:
      "This bank-transfer order's payment has not arrived: you are about to ship an unpaid order.",
    backFromDelivered:
      "The order is marked delivered. Moving it back sends the customer another e-mail.",
  },
  secondConfirm: "This change needs a second confirmation with a reason.",
  reason: "Reason",
  reasonHint: "Only staff see it; it is written to the order's notes with the change.",
  reasonRequired: "Write the reason for this change.",
  confirm: "Confirm and change",
  confirmRisky: "Confirm with the reason and change",
  back: "Back to the order",
  cancelledFinal:
    "This order was cancelled and cannot be reopened: its stock went back on the shelf, and a card payment was refunded. For the same items the customer needs to place a new order.",
  incomplete: "This order's payment is not complete; its status cannot change.",
  missing: "Order not found.",
};

export const shipping: typeof trShipping = {
  title: "Ship",
  heading: "Order #{number}: ship",
  lines: "Items in the parcel",
  linesHint: "Every unshipped item comes ticked; untick those going in another parcel.",
  merchantLines: "Only your shop's items that are not shipped yet are listed.",
  carrier: "Carrier",
  carrierChoose: "Choose",
  other: "Other",
  carrierName: "Carrier's name",
  trackingUrl: "Tracking address",
  otherHint:
    'Only for "Other". The tracking address starts with https; write {number} where the tracking number goes, or it is added at the end.',
  trackingNumber: "Tracking number",
  reason: "Reason",
  unpaidWarning:
    "This bank-transfer order's payment has not arrived. To ship it anyway, write the reason (only staff see it).",
  submit: "Ship",
  mailAll:
    'Once the last items are shipped the order becomes "Shipped" and the customer gets an e-mail with the tracking link.',
  mailPart:
    "When only some items are shipped, the customer is told which are on their way, with the tracking link.",
  parcels: "Parcels",
  allShipped: "This order has nothing left to ship.",
  cancelled: "This order was cancelled; it cannot be shipped.",
  incomplete: "This order's payment is not complete; it cannot be shipped.",
  unpaid: "You cannot ship the order before its payment arrives; once it does, ship it here.",
  linesTaken:
    "One of the items you chose was shipped or cancelled meanwhile; look at the list again.",
  status: "Change the status",
  errors: {
    carrier: "Choose a carrier from the list.",
    carrierName: 'For "Other", write the carrier\'s name (at most 80 characters).',
    trackingUrl:
      'For "Other", write a tracking address starting with https:// (at most 500 characters).',
    trackingNumber:
      "Write the tracking number: 4–50 letters and digits (spaces, dots, dashes or slashes between them).",
    itemIds: "Choose at least one item to ship.",
    reason: "Write the reason (at most 2000 characters).",
  },
  toast: {
    shipped: "Shipped; the customer was e-mailed the tracking link.",
    shippedPart: "The chosen items were shipped; the customer was told.",
  },
};
