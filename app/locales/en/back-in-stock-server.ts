import type { backInStockServer as tr } from "../tr/back-in-stock-server";

export const backInStockServer: typeof tr = {
  title: "Tell me when it is back",
  intro:
    "This product is sold out. Leave your e-mail address and we will write to you once when it is back in stock.",
  introMember: "This product is sold out. We will write to {email} once when it is back in stock.",
  email: "Your e-mail address",
  button: "Tell me when it is back",
  back: "Back to the product",
};
