import { Form } from "@remix-run/react";
import { useT, LangLink } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import type { CartView } from "~/features/cart/cart.server";

/**
 * Products that sold out while they waited in the cart (another shopper took the last one):
 * named, each with its own remove form, above the rest of the cart, which stays as it was.
 */
export function SoldOutLines({ lines }: { lines: CartView["soldOut"] }) {
  const t = useT().cart;
  if (lines.length === 0) return null;
  return (
    <section className="cart-sold-out" aria-labelledby="cart-sold-out-title">
      <h2 id="cart-sold-out-title">{t.soldOutTitle}</h2>
      <p>{t.soldOutNote}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.productId}>
            <LangLink
              to={`/product/${line.slug}`}
              text={{ text: line.name, lang: line.nameLang }}
            />
            <Form method="post" preventScrollReset>
              <input type="hidden" name="product" value={line.productId} />
              <button
                type="submit"
                name="intent"
                value="remove"
                className="link-button"
                aria-label={fmt(t.removeItem, { name: line.name })}
              >
                {t.remove}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
