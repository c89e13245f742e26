import type { DbOrTx } from "../../../db/client.server";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderNumber, type OrderStatus } from "~/lib/orders";
import { messages } from "~/locales";
import { getOrder } from "~/models/order.server";
import { orderPaidMail, orderStatusMail, pageLink } from "~/services/mail-templates.server";
import { queueMail, shopName } from "~/services/mail.server";

/** What happened to an order that its customer hears about. */
export type OrderNews = { kind: "status"; status: OrderStatus } | { kind: "paid" };

/**
 * The customer's e-mail about their order, in the order's language (the page it was placed on),
 * written to the outbox inside the caller's transaction: the change and its mail commit together.
 * Call `deliver` once that transaction has committed. A member's mail links to the order page; a
 * guest's only key to theirs is in the confirmation mail (it is stored hashed, and a new one
 * would break that link), so the guest's mail points to it.
 */
export async function queueOrderNews(
  tx: DbOrTx,
  orderId: string,
  origin: string,
  news: OrderNews,
): Promise<{ deliver: () => void }> {
  const order = await getOrder(tx, orderId);
  const to = order && (order.buyer.email || order.address.email);
  if (!order || !to) return { deliver: () => {} };
  const lang = order.locale;
  const input = {
    shop: await shopName(tx),
    orderId: order.id,
    name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
    number: orderNumber(order.id),
    link: order.userId ? pageLink(origin, lang, `/order/${order.id}`) : null,
    origin,
  };
  if (news.kind === "paid") {
    const total = formatMoney(order.total, currencyFromCode(order.currency), lang);
    return queueMail(tx, to, orderPaidMail(lang, { ...input, total }));
  }
  const { status } = news;
  const label = messages[lang].orders.statuses[status];
  return queueMail(tx, to, orderStatusMail(lang, { ...input, status, label }));
}
