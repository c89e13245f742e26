import type { returnDeskMail as tr } from "../tr/return-desk-mail";

export const returnDeskMail: typeof tr = {
  approvedSubject: "Your return request is approved (No: {number})",
  approvedIntro: "We approved request {number} for your order {order}. How to send the items back:",
  refusedSubject: "About your return request (No: {number})",
  refusedIntro: "We cannot accept request {number} for your order {order}. The reason:",
  refusedNote: "You may ask again for these items, or write to us.",
  receivedSubject: "The items you sent back have arrived (No: {number})",
  receivedIntro:
    "The items of your request {number} have arrived. Your money will be refunded by {due} at the latest.",
  refundedSubject: "Your money has been refunded (No: {number})",
  refundedCard:
    "{amount} has been refunded to your card for request {number}. Depending on your bank, it may take a few days to show on your account.",
  refundedTransfer: "{amount} has been sent to the account you gave ({iban}) for request {number}.",
};
