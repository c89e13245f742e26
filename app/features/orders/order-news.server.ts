import type { DbOrTx } from "../../../db/client.server";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderNumber, type OrderStatus } from "~/lib/orders";
import { messages } from "~/locales";
import { getOrder } from "~/models/order.server";
import {
  orderPaidMail,
  orderParcelMail,
  orderStatusMail,
  pageLink,
  type MailParcel,
} from "~/services/mail-templates.server";
import { carrierLabel, trackingLink } from "~/lib/carriers";
import { parcelsOf } from "~/models/shipment.server";
import { queueMail, shopName } from "~/services/mail.server";

/** What happened to an order that its customer hears about. */
export type OrderNews =
  | { kind: "status"; status: OrderStatus }
  | { kind: "paid" }
  /** Part of the order left in this parcel, the rest not yet (issue [18], decision 076). */
  | { kind: "parcel"; parcelId: string };

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
  // The shipped mail and a parcel's mail carry the carrier, number and link of each parcel.
  const parcels =
    news.kind === "parcel" || news.status === "Shipped" ? await parcelsOf(tx, order.id) : [];
  const told = (list: typeof parcels): MailParcel[] =>
    list.map((p) => ({
      carrier: carrierLabel(p),
      number: p.trackingNumber,
      link: trackingLink(p),
    }));
  if (news.kind === "parcel") {
    const parcel = parcels.filter((p) => p.id === news.parcelId);
    const ids = new Set(parcel.flatMap((p) => p.itemIds));
    const lines = order.items.filter((i) => ids.has(i.id)).map((i) => `${i.name} × ${i.quantity}`);
    return queueMail(tx, to, orderParcelMail(lang, { ...input, lines, parcels: told(parcel) }));
  }
  const { status } = news;
  const label = messages[lang].orders.statuses[status];
  return queueMail(
    tx,
    to,
    orderStatusMail(lang, { ...input, status, label, parcels: told(parcels) }),
  );
}
