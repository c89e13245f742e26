import type { DbOrTx } from "../../../db/client.server";
import { backgroundOrigin } from "~/http/public-origin.server";
import { lineTotal } from "~/lib/cart-pricing";
import { DEFAULT_LANG } from "~/lib/i18n";
import { currencyFromCode, formatMoney } from "~/lib/money";
import { ITEM_CANCELLED, orderNumber, TRANSFER } from "~/lib/orders";
import { getOrder } from "~/models/order.server";
import { readSettings, type Settings } from "~/models/settings.server";
import { merchantMailAddresses, shopMailAddresses } from "~/models/shop-mail.server";
import { pageLink, shopNoticeMail, type ShopNoticeKind } from "~/services/mail-templates.server";
import { queueMail } from "~/services/mail.server";

/**
 * The shop hears of its orders (issue [18] point 5, decision 077): the order address from
 * Settings (else the contact address, else the admins), for each kind the shop chose; a new order
 * also each merchant whose products it holds, with only their lines and never the customer
 * (decision 008). Written in the caller's transaction like the customer's mail; call `deliver`
 * once it has committed. The staff read Turkish, the shop's language (they have no language of
 * their own yet); every link goes to the staff order page.
 */
const CHOSEN: Record<ShopNoticeKind, keyof Settings> = {
  shopNewOrder: "notifyNewOrder",
  shopPaymentReceived: "notifyPaymentReceived",
  shopCancellation: "notifyCancellation",
  shopRefundFailed: "notifyRefundFailed",
};

const NOTHING = { deliver: () => {} };

export async function queueShopNotices(
  tx: DbOrTx,
  orderId: string,
  kind: ShopNoticeKind,
  refund?: { amount: number; reason: string },
): Promise<{ deliver: () => void }> {
  const settings = await readSettings(tx);
  const toShop = settings[CHOSEN[kind]] === true;
  // Merchants hear of new orders only: the rest is the shop's business.
  const toMerchants = kind === "shopNewOrder";
  if (!toShop && !toMerchants) return NOTHING;
  const order = await getOrder(tx, orderId);
  if (!order) return NOTHING;
  const lang = DEFAULT_LANG;
  const currency = currencyFromCode(order.currency);
  const money = (amount: number) => formatMoney(amount, currency, lang);
  // A cancelled order's mail lists what was cancelled; the others what is still ordered.
  const lines =
    kind === "shopCancellation"
      ? order.items
      : order.items.filter((item) => item.status !== ITEM_CANCELLED);
  const listed = (items: typeof lines) =>
    items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      total: money(lineTotal(item.unitPrice, item.quantity)),
    }));
  const base = {
    shop: settings.storeName.trim(),
    orderId: order.id,
    number: orderNumber(order.id),
    payment: order.payment === TRANSFER ? ("transfer" as const) : ("card" as const),
    link: pageLink(backgroundOrigin(), lang, `/dashboard/orders/${order.id}`),
    refund: refund && { amount: money(refund.amount), reason: refund.reason },
  };
  const deliveries: { deliver: () => void }[] = [];
  if (toShop) {
    const mail = shopNoticeMail(lang, kind, {
      ...base,
      customer: `${order.buyer.firstName} ${order.buyer.lastName}`.trim() || order.buyer.email,
      lines: listed(lines),
      total: money(order.total),
    });
    for (const to of await shopMailAddresses(tx, settings))
      deliveries.push(await queueMail(tx, to, mail));
  }
  if (toMerchants) {
    const merchantIds = [...new Set(lines.flatMap((l) => (l.merchantId ? [l.merchantId] : [])))];
    const addresses = await merchantMailAddresses(tx, merchantIds);
    for (const merchantId of merchantIds) {
      const own = lines.filter((l) => l.merchantId === merchantId);
      const mail = shopNoticeMail(lang, kind, {
        ...base,
        customer: null,
        lines: listed(own),
        total: money(own.reduce((sum, l) => sum + lineTotal(l.unitPrice, l.quantity), 0)),
      });
      for (const to of addresses.get(merchantId) ?? [])
        deliveries.push(await queueMail(tx, to, mail));
    }
  }
  return { deliver: () => deliveries.forEach((d) => d.deliver()) };
}
