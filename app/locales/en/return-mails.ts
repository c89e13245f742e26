import type { returnMails as tr } from "../tr/return-mails";

export const returnMails: typeof tr = {
  subject: "Your request has been received: {number} ({kind}, order #{order})",
  intro: "We have received your {kind} request for order #{order}. Your request number: {number}.",
  amount: "Amount to refund",
  shopSubject: "New request: {number} ({kind}, order #{order})",
  shopIntro:
    "A {kind} request came for order #{order} ({number}). The legal refund deadline is {date}.",
  shopReason: "Reason: {reason}",
  shopNote: "The customer's note: {note}",
  shopButton: "Open the order",
  shopFooter: "Approve or refuse the request; the customer is told by e-mail.",
};
