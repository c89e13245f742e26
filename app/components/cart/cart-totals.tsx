import { useRootData, useT } from "~/components/i18n";
import { vatRateText } from "~/lib/cart-pricing";
import { fmt } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import type { CartView } from "~/features/cart/cart.server";

/** Subtotal, the coupon's discount, shipping (0), the KDV included, and the total to pay. */
export function CartTotals({ cart }: { cart: CartView }) {
  const t = useT().cart;
  const { lang } = useRootData();
  const money = (n: number) => formatMoney(n, cart.currency, lang);
  return (
    <dl className="cart-totals">
      <dt>{t.subtotal}</dt>
      <dd>{money(cart.subtotal)}</dd>
      {cart.coupon ? (
        <>
          <dt>{t.discount}</dt>
          <dd className="cart-discount">
            {cart.discount > 0 ? `−${money(cart.discount)}` : money(0)}
          </dd>
        </>
      ) : null}
      <dt>{t.shipping}</dt>
      <dd>{money(cart.shipping)}</dd>
      <dt>{fmt(t.tax, { rate: vatRateText(cart.vatRate, lang) })}</dt>
      <dd>
        {money(cart.tax)} <small>({t.taxIncluded})</small>
      </dd>
      <dt className="cart-total">{t.total}</dt>
      <dd className="cart-total">{money(cart.total)}</dd>
    </dl>
  );
}
