import { checkout } from "./checkout";
import { orders } from "./orders";

/** The checkout's and the orders' texts: only their pages need them (app/locales/order-texts.ts). */
export const orderTexts = { checkout, orders };
