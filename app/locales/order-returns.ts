import type { Lang } from "~/lib/i18n";
import { orderReturns as en } from "./en/order-returns";
import { orderReturns as tr } from "./tr/order-returns";

export type OrderReturnsMessages = typeof tr;

/**
 * The shopper's return texts, both languages: only the order page and the return pages import
 * them, so they travel in those routes' modules, not in every page's language module. The server
 * words the /api's refusals and the mails' next steps from them too.
 */
export const orderReturnsMessages: Record<Lang, OrderReturnsMessages> = { tr, en };
