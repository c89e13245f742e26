import { orderTexts } from "./tr/order-texts";
import { shopTexts } from "./tr/shop-texts";

/** Every storefront text in Turkish; a browser loads it in two parts (app/locales/index.ts). */
export const tr = { ...shopTexts, ...orderTexts };
export type Messages = typeof tr;
