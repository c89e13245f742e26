import { Form, useNavigation } from "@remix-run/react";
import { useRootData, useT, LangLink, LangText } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import type { CartView } from "~/features/cart/cart.server";
import type { CartActionData } from "~/lib/cart-notice";
import { Thumbnail } from "~/components/ui/thumbnail";

/**
 * The cart page's lines: image, name (to the product), unit price, a quantity form whose two
 * buttons post `set` or `remove`, and the line total. A quantity error or the stock's cut comes
 * back beside its line, with what was typed.
 */
export function CartLines({ cart, result }: { cart: CartView; result: CartActionData | null }) {
  const t = useT().cart;
  const { lang } = useRootData();
  const busy = useNavigation().state !== "idle";
  const money = (n: number) => formatMoney(n, cart.currency, lang);
  return (
    <table className="cart-lines">
      <caption className="visually-hidden">{t.lines}</caption>
      <thead>
        <tr>
          <th scope="col">{t.product}</th>
          <th scope="col">{t.unitPrice}</th>
          <th scope="col">{t.quantity}</th>
          <th scope="col">{t.lineTotal}</th>
        </tr>
      </thead>
      <tbody>
        {cart.lines.map((line, i) => {
          const mine = result?.productId === line.productId ? result : null;
          const error = mine?.error;
          const inputId = `qty-${line.productId}`;
          return (
            <tr key={line.productId} id={`line-${line.productId}`} className="cart-line">
              <th scope="row" className="cart-line-product">
                {/* A lazy picture waits for layout; the first lines are the page's largest paint. */}
                <Thumbnail src={line.imageUrl} size={72} eager={i < 4} />
                <LangLink
                  to={`/product/${line.slug}`}
                  text={{ text: line.name, lang: line.nameLang }}
                />
                {line.delivery ? (
                  <small className="cart-line-delivery">
                    {t.deliveryLabel}{" "}
                    <LangText text={{ text: line.delivery, lang: line.deliveryLang }} />
                  </small>
                ) : null}
              </th>
              <td data-label={t.unitPrice}>{money(line.unitPrice)}</td>
              <td data-label={t.quantity}>
                {/* noValidate: the server answers in the spec's words ('Miktar ... olamaz.'). */}
                <Form method="post" className="cart-line-form" noValidate preventScrollReset>
                  <input type="hidden" name="product" value={line.productId} />
                  <label htmlFor={inputId} className="visually-hidden">
                    {fmt(t.quantityOf, { name: line.name })}
                  </label>
                  <input
                    // A new key after the server changed the quantity shows the new value.
                    key={`${line.quantity}:${mine?.typed ?? ""}`}
                    id={inputId}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={line.stock}
                    defaultValue={mine?.typed ?? line.quantity}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                  />
                  <button
                    type="submit"
                    name="intent"
                    value="set"
                    className="button secondary"
                    disabled={busy}
                  >
                    {t.update}
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="remove"
                    className="link-button"
                    aria-label={fmt(t.removeItem, { name: line.name })}
                    disabled={busy}
                  >
                    {t.remove}
                  </button>
                </Form>
                {error ? (
                  <p id={`${inputId}-error`} className="field-errors" role="alert">
                    {error}
                  </p>
                ) : null}
              </td>
              <td data-label={t.lineTotal} className="cart-line-total">
                {money(line.lineTotal)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
