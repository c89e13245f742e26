import type { DbOrTx } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { lineTotal, vatRateText } from "~/lib/cart-pricing";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { ITEM_CANCELLED, orderNumber, TRANSFER, withOrderKey } from "~/lib/orders";
import { getOrder, issueGuestAccess } from "~/models/order.server";
import { readSettings } from "~/models/settings.server";
import { orderConfirmationMail, pageLink } from "~/services/mail-templates.server";
import { queueMail, shopName } from "~/services/mail.server";
import { addressLine } from "./delivery-address.server";
import { orderDocumentAttachments } from "./order-documents.server";

/** The order page for whoever placed it: a guest's link carries the key that opens it. */
function orderLink(origin: string, lang: Lang, orderId: string, key: string | null) {
  return withOrderKey(pageLink(origin, lang, `/order/${orderId}`), key);
}

/**
 * The order confirmation, once per order: written inside the transaction of the one transition
 * that placed the order (a transfer order's placement, a card order's first paid callback), so
 * that an order never exists without it. A guest order gets a new e-mail link key unless the
 * caller already issued the one it shows elsewhere. Call `deliver` once that transaction has
 * committed; if the process dies first, the outbox's retry sends it.
 */
export async function queueOrderConfirmation(
  db: DbOrTx,
  orderId: string,
  opts: { origin: string; lang: Lang; guestKey?: string | null },
): Promise<{ deliver: () => void }> {
  const nothing = { deliver: () => {} };
  const order = await getOrder(db, orderId);
  if (!order) return nothing;
  // The order's language: the page it was placed on (orders.locale).
  const lang = opts.lang;
  const currency = currencyFromCode(order.currency);
  const money = (amount: number) => formatMoney(amount, currency, lang);
  const guest = !order.userId;
  const key = guest ? (opts.guestKey ?? (await issueGuestAccess(db, order.id))) : null;
  const transfer = order.payment === TRANSFER;
  const settings = transfer ? await readSettings(db) : null;
  const to = order.buyer.email || order.address.email;
  if (!to) return nothing;
  // The documents the buyer accepted go with it: the durable copy the law asks for.
  const attachments = await orderDocumentAttachments(db, order.id, lang);
  return queueMail(db, to, {
    attachments,
    ...orderConfirmationMail(lang, {
      shop: await shopName(db),
      orderId: order.id,
      key,
      name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
      number: orderNumber(order.id),
      payment: transfer ? "transfer" : "card",
      lines: order.items
        .filter((item) => item.status !== ITEM_CANCELLED)
        .map((item) => ({
          name: item.name,
          quantity: item.quantity,
          total: money(lineTotal(item.unitPrice, item.quantity)),
        })),
      discount: order.discount > 0 ? `-${money(order.discount)}` : null,
      tax: { rate: vatRateText(order.vatRate, lang), amount: money(order.totalTax) },
      total: money(order.total),
      address: addressLine(order.address),
      link: orderLink(opts.origin, lang, order.id, key),
      guest,
      bank: settings
        ? { holder: settings.bankAccountHolder, accounts: settings.bankAccounts }
        : undefined,
    }),
  });
}
