import type { Messages } from "./tr";
import { orderTexts } from "./en/order-texts";
import { shopTexts } from "./en/shop-texts";

export const en: Messages = { ...shopTexts, ...orderTexts };
