import type { Messages } from "./tr";
import { account } from "./en/account";
import { auth } from "./en/auth";
import { cart } from "./en/cart";
import { catalog } from "./en/catalog";
import { common } from "./en/common";
import { content } from "./en/content";
import { engage } from "./en/engage";
import { forms } from "./en/forms";
import { checkout } from "./en/checkout";
import { orders } from "./en/orders";

export const en: Messages = {
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
