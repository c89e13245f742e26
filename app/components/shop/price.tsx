import { useRootData, useT } from "~/components/i18n";
import { formatMoney, priceView } from "~/lib/money";

/** A product's price in the shown currency, the old price struck through when discounted. */
export function Price({ price, discountPrice }: { price: number; discountPrice: number | null }) {
  const { currency, exchangeRate, lang } = useRootData();
  const t = useT().catalog;
  const view = priceView({ price, discountPrice }, currency, exchangeRate);
  return (
    <span className="price">
      {view.old != null ? (
        <del>
          <span className="visually-hidden">{t.oldPrice}: </span>
          {formatMoney(view.old, currency, lang)}
        </del>
      ) : null}{" "}
      <strong>{formatMoney(view.current, currency, lang)}</strong>
    </span>
  );
}
