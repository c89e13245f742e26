import { LocalLink, useLang, useT, LangLink } from "~/components/i18n";
import { Thumbnail } from "~/components/ui/thumbnail";
import { vatRateText } from "~/lib/cart-pricing";
import { fmt } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import type { CartView } from "~/features/cart/cart.server";

/**
 * The checkout pages' right-hand panel: the cart's lines and totals as the order will take them.
 * A 'Buy now' purchase (decision 044) is not the cart, so it has no link to edit the cart.
 */
export function OrderSummary({ cart, editCart = true }: { cart: CartView; editCart?: boolean }) {
  const t = useT().checkout;
  const lang = useLang();
  const money = (amount: number) => formatMoney(amount, cart.currency, lang);
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t.summaryTitle}</h2>
      <ul className="checkout-lines">
        {cart.lines.map((line) => (
          <li key={line.productId}>
            {line.imageUrl ? <Thumbnail src={line.imageUrl} size={56} /> : null}
            <span className="checkout-line-name">
              <LangLink
                to={`/product/${line.slug}`}
                text={{ text: line.name, lang: line.nameLang }}
              />
              <small>{fmt(t.quantity, { n: line.quantity })}</small>
            </span>
            <span className="checkout-line-total">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <dt>{t.subtotal}</dt>
        <dd>{money(cart.subtotal)}</dd>
        {cart.coupon ? (
          <>
            <dt>
              {t.discount} <small>{fmt(t.couponCode, { code: cart.coupon.code })}</small>
            </dt>
            <dd>-{money(cart.discount)}</dd>
          </>
        ) : null}
        <dt>{t.shipping}</dt>
        <dd>{cart.shipping > 0 ? money(cart.shipping) : t.freeShipping}</dd>
        <dt className="checkout-total">{t.total}</dt>
        <dd className="checkout-total" data-testid="checkout-total">
          {money(cart.total)}
        </dd>
      </dl>
      <p className="hint">
        {fmt(t.kdvIncluded, { tax: money(cart.tax), rate: vatRateText(cart.vatRate, lang) })}
      </p>
      {editCart ? (
        <p>
          <LocalLink to="/cart">{t.editCart}</LocalLink>
        </p>
      ) : null}
    </aside>
  );
}
