import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderNotFound, OrderResult } from "~/components/checkout/order-result";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import { resultOrder } from "~/server/checkout-result.server";
import { withOrderKey } from "~/lib/orders";

/** Where iyzico's callback lands a paid card order (a guest's address carries the key). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const order = await resultOrder(request, params.id);
  return data({ order }, { status: order ? 200 : 404, headers: SECRET_PAGE_HEADERS });
}

export const headers = secretPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = messages[rootLang(matches)].checkout;
  return pageMeta(matches, data?.order ? t.successTitle : t.orderNotFound);
};

export default function OrderPaid() {
  const t = useT().checkout;
  const lang = useLang();
  const { order } = useLoaderData<typeof loader>();
  if (!order) return <OrderNotFound />;
  const orderPath = withOrderKey(`/order/${order.id}`, order.key);
  return (
    <OrderResult title={t.successTitle}>
      <p>{t.successIntro}</p>
      <dl className="order-facts">
        <dt>{t.orderNumber}</dt>
        <dd className="order-number">{order.number}</dd>
        <dt>{t.total}</dt>
        <dd>{formatMoney(order.total, order.currency, lang)}</dd>
      </dl>
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
