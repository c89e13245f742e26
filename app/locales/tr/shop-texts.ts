import { account } from "./account";
import { auth } from "./auth";
import { cart } from "./cart";
import { catalog } from "./catalog";
import { common } from "./common";
import { content } from "./content";
import { engage } from "./engage";
import { forms } from "./forms";

/** Every storefront page's texts: what a browser loads first (app/locales/index.ts). */
export const shopTexts = {
  common,
  catalog,
  content,
  auth,
  account,
  engage,
  forms,
  cart,
};
