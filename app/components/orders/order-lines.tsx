import { LocalLink, useLang, useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { formatMoney, type Currency } from "~/lib/money";
import { ITEM_CANCELLED } from "~/lib/orders";
import { ConfirmAction } from "./confirm-action";
import { Thumbnail } from "~/components/ui/thumbnail";

export interface OrderLineView {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  quantity: number;
  totalPrice: number;
  status: string;
}

/**
 * The order's product lines; each open line of a cancellable order can be cancelled alone. A
 * line keeps the product's name as it was ordered, its Turkish one: marked so on English pages.
 */
export function OrderLines({
  lines,
  currency,
  action,
  canCancel,
}: {
  lines: OrderLineView[];
  currency: Currency;
  action: string;
  canCancel: boolean;
}) {
  const t = useT().orders;
  const lang = useLang();
  const itemStatuses: Record<string, string> = t.itemStatuses;
  return (
    <ul className="order-lines">
      {lines.map((line) => {
        const cancelled = line.status === ITEM_CANCELLED;
        return (
          <li key={line.id} className={`order-line${cancelled ? " is-cancelled" : ""}`}>
            <Thumbnail src={line.imageUrl} size={80} />
            <div className="order-line-body">
              <LocalLink
                to={`/product/${line.slug}`}
                className="order-line-name"
                lang={lang === "tr" ? undefined : "tr"}
              >
                {line.name}
              </LocalLink>
              <p>
                {t.quantity}: <span className="order-line-quantity">{line.quantity}</span>
              </p>
              <p>
                {t.lineTotal}:{" "}
                <span className="order-line-total">
                  {formatMoney(line.totalPrice, currency, lang)}
                </span>
              </p>
              {cancelled ? (
                <p className="tag order-line-status">{itemStatuses[line.status] ?? line.status}</p>
              ) : canCancel ? (
                <ConfirmAction
                  action={action}
                  label={t.cancelItem}
                  question={fmt(t.cancelItemConfirm, { name: line.name })}
                  confirm={t.cancelItemYes}
                  intent="cancelItem"
                  fields={{ itemId: line.id }}
                />
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
