import { account } from "./tr/account";
import { auth } from "./tr/auth";
import { cart } from "./tr/cart";
import { catalog } from "./tr/catalog";
import { common } from "./tr/common";
import { content } from "./tr/content";
import { engage } from "./tr/engage";
import { forms } from "./tr/forms";
import { checkout } from "./tr/checkout";
import { orders } from "./tr/orders";

export const tr = {
  common,
  catalog,
  content,
  auth,
  account,
  engage,
  forms,

  cart,
  checkout,
  orders,
};
export type Messages = typeof tr;
