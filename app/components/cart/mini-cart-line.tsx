import { useFetcher } from "@remix-run/react";
import { useLang, useRootData, useT, LangLink } from "~/components/i18n";
import { fmt, localePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";
import type { CartActionData } from "~/lib/cart-notice";
import { cartFetcherKey, type OptimisticLine } from "./use-cart";
import { Thumbnail } from "~/components/ui/thumbnail";

/**
 * One line of the slide-out cart. Its remove button posts through the product's cart fetcher, so
 * the line, the badge and the product page's button change together, at once. The panel exists
 * only with JavaScript; without it the header's cart link leads to /cart.
 */
export function MiniCartLine({ line }: { line: OptimisticLine }) {
  const t = useT().cart;
  const lang = useLang();
  const { currency } = useRootData();
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(line.productId) });
  return (
    <li className={`mini-cart-line${line.pending ? " is-pending" : ""}`}>
      <Thumbnail src={line.imageUrl} size={56} />
      <div className="mini-cart-line-text">
        <LangLink to={`/product/${line.slug}`} text={{ text: line.name, lang: line.nameLang }} />
        <span>
          {line.quantity} ×{" "}
          {line.unitPrice === null ? "…" : formatMoney(line.unitPrice, currency, lang)}
        </span>
        <strong>
          {line.lineTotal === null ? "…" : formatMoney(line.lineTotal, currency, lang)}
        </strong>
      </div>
      <fetcher.Form method="post" action={localePath(lang, "/cart")}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="product" value={line.productId} />
        <input type="hidden" name="js" value="1" />
        <button
          type="submit"
          className="link-button"
          aria-label={fmt(t.removeItem, { name: line.name })}
          disabled={line.pending}
        >
          {t.remove}
        </button>
      </fetcher.Form>
    </li>
  );
}
