import type { unsubscribe as tr } from "../tr/unsubscribe";

export const unsubscribe: typeof tr = {
  refusedTitle: "You are unsubscribed",
  refusedText:
    "We will send no more e-mail about campaigns and news to {address}. E-mail about your orders, shipping and returns still comes.",
  mistake: "Clicked by mistake?",
  resubscribe: "Subscribe again",
  subscribedTitle: "You are subscribed again",
  subscribedText:
    "We will send our campaigns and news to {address} again. Thank you! You can withdraw at any time with the link in every e-mail.",
  unsubscribeAgain: "Unsubscribe me",
  invalidTitle: "This link is not valid",
  invalidText:
    "This unsubscribe link is incomplete or damaged; nothing was changed. Try opening the link from the e-mail in full.",
  invalidHelp: "Members can manage their consent on the {myData} page; for help, {contact}.",
  invalidMyData: "My data",
  invalidContact: "write to us",
  backHome: "Back to the home page",
};
