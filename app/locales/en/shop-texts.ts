import type { shopTexts as trTexts } from "../tr/shop-texts";
import { account } from "./account";
import { auth } from "./auth";
import { cart } from "./cart";
import { catalog } from "./catalog";
import { common } from "./common";
import { content } from "./content";
import { engage } from "./engage";
import { forms } from "./forms";

export const shopTexts: typeof trTexts = {
  common,
  catalog,
  content,
  auth,
  account,
  engage,
  forms,
  cart,
};
