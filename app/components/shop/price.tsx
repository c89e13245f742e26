import { useRootData, useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { formatMoney, inCurrency, priceView } from "~/lib/money";

/**
 * A product's price in the shown currency, the old price struck through when discounted; on the
 * product page also the lowest price of the 30 days before the discount (`lowest`, in TL).
 */
export function Price({
  price,
  discountPrice,
  lowest,
}: {
  price: number;
  discountPrice: number | null;
  lowest?: number | null;
}) {
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
      {lowest != null && view.old != null ? (
        <small className="price-lowest">
          {fmt(t.lowest30, {
            price: formatMoney(inCurrency(lowest, currency, exchangeRate), currency, lang),
          })}
        </small>
      ) : null}
    </span>
  );
}
