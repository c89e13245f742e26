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
import { toast } from "./tr/toast";

export const tr = {
  common,
  catalog,
  content,
  auth,
  account,
  engage,
  forms,

  toast,
  cart,
  checkout,
  orders,
};
export type Messages = typeof tr;
