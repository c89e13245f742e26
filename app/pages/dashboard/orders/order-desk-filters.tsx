import { FilterActions } from "~/components/dashboard/filter-actions";
import { Form } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { ORDER_STATUSES } from "~/lib/orders";
import type { OrderDeskQuery } from "~/lib/order-desk-query";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";

/**
 * The order desk's search, filters and dates: a GET form, so the state is the URL (bookmarkable,
 * and the same without JavaScript). Applying it starts again at page 1. Each field is named by
 * its label's words alone (aria-labelledby), as on the product list.
 */
export function OrderDeskFilters({
  query,
  merchant,
}: {
  query: OrderDeskQuery;
  merchant: boolean;
}) {
  const t = useDashboardT().orderDesk;
  const statuses: Record<string, string> = useT().orders.statuses;
  return (
    <Form
      method="get"
      className="product-filters order-desk-filters"
      role="search"
      aria-label={t.filtersLabel}
    >
      <label className="product-search">
        <span id="order-search-label">{t.searchLabel}</span>
        <input
          aria-labelledby="order-search-label"
          type="search"
          name="q"
          defaultValue={query.q}
          placeholder={merchant ? t.merchantSearchPlaceholder : t.searchPlaceholder}
          aria-describedby="order-search-hint"
          maxLength={100}
        />
        <small id="order-search-hint">{merchant ? t.merchantSearchHint : t.searchHint}</small>
      </label>
      <label className="product-filter">
        <span id="order-filter-status">{t.status}</span>
        <select
          name="status"
          defaultValue={query.status ?? ""}
          aria-labelledby="order-filter-status"
        >
          <option value="">{t.any}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statuses[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="product-filter">
        <span id="order-filter-payment">{t.paymentState}</span>
        <select
          name="payment"
          defaultValue={query.payment ?? ""}
          aria-labelledby="order-filter-payment"
        >
          <option value="">{t.any}</option>
          <option value="paid">{t.paid}</option>
          <option value="awaiting">{t.awaiting}</option>
        </select>
      </label>
      <label className="product-filter">
        <span id="order-filter-from">{t.from}</span>
        <input
          type="date"
          name="from"
          defaultValue={query.from ?? ""}
          aria-labelledby="order-filter-from"
        />
      </label>
      <label className="product-filter">
        <span id="order-filter-to">{t.to}</span>
        <input
          type="date"
          name="to"
          defaultValue={query.to ?? ""}
          aria-labelledby="order-filter-to"
        />
      </label>
      <FilterActions path="/dashboard/orders" label={t} />
    </Form>
  );
}
