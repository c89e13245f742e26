import type { Lang } from "~/lib/i18n";
import { orderRefunds as en } from "./en/order-refunds";
import { orderRefunds as tr } from "./tr/order-refunds";

export type OrderRefundsMessages = typeof tr;

/**
 * The order page's refund texts, both languages. Only that page's component imports them, so they
 * travel in its route's module and the storefront's language modules (every page) stay small.
 */
export const orderRefundsMessages: Record<Lang, OrderRefundsMessages> = { tr, en };
