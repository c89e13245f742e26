import type { ReactNode } from "react";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { formatMoney, type Currency } from "~/lib/money";

/** What both success pages say of the order just placed (resultOrder's answer). */
export interface PlacedOrder {
  number: string;
  total: number;
  currency: Currency;
  email: string;
  /** The order page, with a guest's key. */
  path: string;
}

/** The frame of the order result pages: a heading, the message, and the way on. */
export function OrderResult({
  title,
  children,
  tone = "success",
}: {
  title: string;
  children?: ReactNode;
  tone?: "success" | "pending" | "failure";
}) {
  return (
    <main id="main" className={`container order-result order-result-${tone}`}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

export function OrderNotFound() {
  const t = useT().checkout;
  return (
    <OrderResult title={t.orderNotFound} tone="failure">
      <p>
        <LocalLink to="/shop" className="button secondary">
          {t.continueShopping}
        </LocalLink>
      </p>
    </OrderResult>
  );
}

/** The order number and the amount, under the page's own label for it. */
export function PlacedOrderFacts({
  order,
  totalLabel,
}: {
  order: PlacedOrder;
  totalLabel: string;
}) {
  const t = useT().checkout;
  const lang = useLang();
  return (
    <dl className="order-facts">
      <dt>{t.orderNumber}</dt>
      <dd className="order-number">{order.number}</dd>
      <dt>{totalLabel}</dt>
      <dd>{formatMoney(order.total, order.currency, lang)}</dd>
    </dl>
  );
}

/** Where the confirmation went, and the way on: the order page or the shop. */
export function PlacedOrderNext({ order }: { order: PlacedOrder }) {
  const t = useT().checkout;
  return (
    <>
      {order.email ? <p>{fmt(t.confirmationSent, { email: order.email })}</p> : null}
      <p className="order-result-actions">
        <LocalLink to={order.path} className="button">
          {t.viewOrder}
        </LocalLink>
        <LocalLink to="/shop" className="button secondary">
          {t.continueShopping}
        </LocalLink>
      </p>
    </>
  );
}
