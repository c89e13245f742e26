import type { dataRequests as trLog, myData as tr } from "../tr/dashboard-my-data";

export const myData: typeof tr = {
  title: "My data",
  intro:
    "Under article 11 of the Turkish Personal Data Protection Law no. 6698 (K.V.K.K.), you may learn what data we hold about you, obtain a copy, and ask us to correct or erase it.",
  rightsTitle: "Your rights",
  rightLearn: "To learn: read which of your data we process and why in the K.V.K.K. notice.",
  rightLearnLink: "K.V.K.K. notice",
  rightObtain: "To obtain: download all your data below as JSON or CSV.",
  rightCorrect: "To correct: change your name, phone and addresses in your account.",
  rightCorrectProfile: "Personal details",
  rightCorrectAddresses: "My addresses",
  rightErase: "To erase: close your account below.",
  rightOther:
    "For any other request, send a K.V.K.K. request through the contact form; we answer within 30 days.",
  rightOtherLink: "K.V.K.K. request",
  downloadTitle: "Download my data",
  downloadIntro:
    "Your profile, addresses, orders (lines, parcels, refunds), reviews, favourites, e-mail consents and contact records, return requests, sessions and your requests on this page, in one file. Each download is recorded.",
  downloadJson: "Download as JSON",
  downloadCsv: "Download as CSV (Excel)",
  consentTitle: "Campaign e-mail",
  consentIntro:
    "We send e-mail about campaigns and news only if you agreed to it. You can withdraw at any time, free of charge, here or with the unsubscribe link in every campaign e-mail. Order, shipping and return e-mails are not affected.",
  consentGivenOn: "You agreed on {date}.",
  consentRefusedOn: "You withdrew on {date}.",
  consentNever: "You have not agreed yet.",
  consentSave: "Save",
  closeTitle: "Close my account",
  closeIntro:
    "Your account closes at once and all your sessions end. Your addresses, favourites, cart and back-in-stock requests are erased; your consent to campaign e-mail is withdrawn; your reviews stay without your name.",
  closeKept:
    "Your orders are kept as tax and commercial law require, but with your name, e-mail, phone and street address removed; the contract and invoice documents are kept for as long as the law requires. You can download your data before closing.",
  closeStaff:
    "Admin and merchant accounts cannot be closed here: ask the shop's admin to hand the account over.",
  password: "Your password",
  passwordRequired: "Enter your password to confirm.",
  passwordWrong: "The password is wrong. Your account was not closed.",
  tooManyTries: "Too many wrong passwords. Your account was not closed; try again in 15 minutes.",
  confirm: "I understand that my account will be closed and that this cannot be undone.",
  confirmRequired: "Tick the box to go on.",
  closeButton: "Close my account",
};

export const dataRequests: typeof trLog = {
  title: "K.V.K.K. requests",
  intro:
    "Members' data downloads, closed accounts and K.V.K.K. requests from the contact form, newest first. Answer requests within 30 days and mark them answered.",
  filtersLabel: "Filter requests",
  kind: "Kind",
  anyKind: "All",
  kinds: { export: "Data download", close: "Account closed", contact: "Contact form request" },
  vias: { account: "Account page", api: "API", contact: "Contact form" },
  apply: "Filter",
  clear: "Clear",
  empty: "No requests yet.",
  emptyFiltered: "No requests match this filter.",
  email: "E-mail",
  via: "Channel",
  when: "Date",
  handled: "Answered",
  handledBy: "{who}, {when}",
  handledByGone: "a deleted account, {when}",
  notHandled: "Waiting",
  markHandled: "Mark answered",
  message: "Show the message",
  messageFrom: "{name} wrote:",
  noMessage: "(no message written)",
  pages: "Pages",
  newest: "Newest",
  older: "Older",
};
