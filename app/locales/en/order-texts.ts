import type { orderTexts as trTexts } from "../tr/order-texts";
import { checkout } from "./checkout";
import { orders } from "./orders";

export const orderTexts: typeof trTexts = { checkout, orders };
