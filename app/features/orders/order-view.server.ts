import { FIXED_DOCUMENT_LANG } from "~/features/checkout/order-documents.server";
import { localePath, type Lang } from "~/lib/i18n";
import { currencyFromCode } from "~/lib/money";
import { orderDateText } from "~/lib/order-date";
import { orderNumber, paymentState, withOrderKey } from "~/lib/orders";
import type { orderDocumentTitles } from "~/models/order-document.server";
import type { OrderDetail } from "~/models/order.server";
import type { refundsForViewer } from "./refunds.server";

type Refund = Awaited<ReturnType<typeof refundsForViewer>>[number];

/** What the shopper's and the staff's order pages both show of an order, in the page's language. */
export function orderView(order: OrderDetail, lang: Lang) {
  return {
    id: order.id,
    number: orderNumber(order.id),
    created: order.createdAt.toISOString(),
    dateText: orderDateText(order.createdAt, lang),
    status: order.status,
    payment: order.payment,
    paymentState: paymentState({ ...order, paid: !!order.paidAt }),
    currency: currencyFromCode(order.currency),
    total: order.total,
    totalTax: order.totalTax,
    vatRate: order.vatRate,
    lines: order.items.map((i) => ({
      id: i.id,
      name: i.name,
      slug: i.slug,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      totalPrice: i.totalPrice,
      status: i.status,
    })),
  };
}

/** A refund as both order pages list it: what, how much, where it stands and since when. */
export function refundView(r: Refund, lang: Lang) {
  const date = r.refundedAt ?? r.createdAt;
  return {
    id: r.id,
    name: r.itemName,
    amount: r.amount,
    state: r.state,
    date: date.toISOString(),
    dateText: orderDateText(date, lang),
  };
}

/** Links to the order's documents, each a page of its own; `key` for a guest's link. */
export function documentLinks(
  documents: Awaited<ReturnType<typeof orderDocumentTitles>>,
  orderId: string,
  lang: Lang,
  key: string | null = null,
) {
  return documents.map((doc) => ({
    kind: doc.kind,
    title: doc.title,
    // The contract's title is Turkish on an English page too (decision 038).
    lang: FIXED_DOCUMENT_LANG[doc.kind] === lang ? undefined : FIXED_DOCUMENT_LANG[doc.kind],
    href: withOrderKey(localePath(lang, `/order/${orderId}/document/${doc.kind}`), key),
  }));
}
