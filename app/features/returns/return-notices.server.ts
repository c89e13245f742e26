import type { DbOrTx } from "../../../db/client.server";
import { DEFAULT_LANG, type Lang } from "~/lib/i18n";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderDateText } from "~/lib/order-date";
import { orderNumber } from "~/lib/orders";
import { returnNextSteps } from "~/lib/return-next-steps";
import { returnNumber } from "~/lib/returns";
import { orderReturnsMessages } from "~/locales/order-returns";
import { getOrder } from "~/models/order.server";
import { returnRequestsOf, type ReturnRequestView } from "~/models/return-request.server";
import { readSettings } from "~/models/settings.server";
import { merchantMailAddresses, shopMailAddresses } from "~/models/shop-mail.server";
import { pageLink } from "~/services/mail-templates.server";
import { queueMail } from "~/services/mail.server";
import { returnRequestedMail, shopReturnRequestedMail } from "~/services/return-mails.server";

/**
 * The mails of new return requests (issue [19]), written in the request's transaction: the
 * shopper's copy in the order's language, and the shop's notice to its order address (Settings,
 * as for new orders: decision 077) and to each merchant whose lines a request holds (only that
 * request). Call `deliver` once the transaction has committed.
 */
export async function queueReturnMails(
  tx: DbOrTx,
  orderId: string,
  requestIds: string[],
  origin: string,
): Promise<{ deliver: () => void }> {
  const order = await getOrder(tx, orderId);
  const requests = await returnRequestsOf(tx, orderId, requestIds);
  if (!order || requests.length === 0) return { deliver: () => {} };
  const settings = await readSettings(tx);
  const shop = settings.storeName.trim();
  const currency = currencyFromCode(order.currency);
  const deliveries: { deliver: () => void }[] = [];
  const words = (lang: Lang, r: ReturnRequestView) => {
    const t = orderReturnsMessages[lang];
    const money = (n: number) => formatMoney(n, currency, lang);
    return {
      shop,
      orderId: order.id,
      order: orderNumber(order.id),
      number: returnNumber(r.id),
      kind: t.kinds[r.kind].toLocaleLowerCase(lang === "tr" ? "tr" : "en"),
      lines: r.lines.map((l) => ({ name: l.name, quantity: l.quantity, amount: money(l.amount) })),
      amount: money(r.amount),
      due: orderDateText(r.refundDueBy, lang),
      reason: r.reason ? t.reasons[r.reason] : null,
    };
  };
  const to = order.buyer.email || order.address.email;
  if (to) {
    const lang = order.locale;
    for (const r of requests) {
      const w = words(lang, r);
      const next = returnNextSteps(orderReturnsMessages[lang], {
        kind: r.kind,
        address: settings.storeAddress,
        amount: w.amount,
        refundDueBy: w.due,
      });
      const member = !!order.userId;
      const mail = returnRequestedMail(lang, {
        ...w,
        name: `${order.buyer.firstName} ${order.buyer.lastName}`.trim(),
        next,
        member,
        link: pageLink(origin, lang, member ? `/order/${order.id}` : "/shop"),
      });
      deliveries.push(await queueMail(tx, to, mail));
    }
  }
  // The staff read Turkish, the shop's language (as the other shop notices).
  const lang = DEFAULT_LANG;
  const link = pageLink(origin, lang, `/dashboard/orders/${order.id}`);
  const shopAddresses = await shopMailAddresses(tx, settings);
  const merchantIds = [...new Set(requests.flatMap((r) => (r.merchantId ? [r.merchantId] : [])))];
  const merchants = await merchantMailAddresses(tx, merchantIds);
  for (const r of requests) {
    const w = words(lang, r);
    const mail = shopReturnRequestedMail(lang, { ...w, dueBy: w.due, note: r.note, link });
    const addresses = [
      ...shopAddresses,
      ...(r.merchantId ? (merchants.get(r.merchantId) ?? []) : []),
    ];
    for (const address of new Set(addresses)) deliveries.push(await queueMail(tx, address, mail));
  }
  return { deliver: () => deliveries.forEach((d) => d.deliver()) };
}
