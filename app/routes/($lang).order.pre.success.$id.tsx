import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BankAccounts } from "~/components/checkout/bank-accounts";
import { OrderNotFound, OrderResult } from "~/components/checkout/order-result";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { getDb } from "~/db.server";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { TRANSFER, withOrderKey } from "~/lib/orders";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import { readSettings } from "~/models/settings.server";
import { resultOrder } from "~/server/checkout-result.server";

/** After a bank-transfer order: where to send the money, and the number to write with it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await resultOrder(request, params.id);
  if (!order || order.payment !== TRANSFER) {
    return data({ order: null, bank: null }, { status: 404, headers: SECRET_PAGE_HEADERS });
  }
  const settings = await readSettings(await getDb());
  return data(
    { order, bank: { holder: settings.bankAccountHolder, accounts: settings.bankAccounts } },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export const headers = secretPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = messages[rootLang(matches)].checkout;
  return pageMeta(matches, data?.order ? t.preSuccessTitle : t.orderNotFound);
};

export default function TransferOrderPlaced() {
  const t = useT().checkout;
  const lang = useLang();
  const { order, bank } = useLoaderData<typeof loader>();
  if (!order || !bank) return <OrderNotFound />;
  const orderPath = withOrderKey(`/order/${order.id}`, order.key);
  return (
    <OrderResult title={t.preSuccessTitle}>
      <p>{t.preSuccessIntro}</p>
      <dl className="order-facts">
        <dt>{t.orderNumber}</dt>
        <dd className="order-number">{order.number}</dd>
        <dt>{t.amountToPay}</dt>
        <dd>{formatMoney(order.total, order.currency, lang)}</dd>
      </dl>
      <p className="notice" role="status">
        {fmt(t.transferDescription, { number: order.number })}
      </p>
      <BankAccounts bank={bank} />
      {order.email ? <p>{fmt(t.confirmationSent, { email: order.email })}</p> : null}
      <p className="order-result-actions">
        <LocalLink to={orderPath} className="button">
          {t.viewOrder}
        </LocalLink>
        <LocalLink to="/shop" className="button secondary">
          {t.continueShopping}
        </LocalLink>
      </p>
    </OrderResult>
  );
}
