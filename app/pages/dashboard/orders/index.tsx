import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { OrderDeskFilters } from "./order-desk-filters";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { orderDateText } from "~/lib/order-date";
import { OrderStatusLabel, PaymentStateLabel } from "~/components/orders/order-status";
import { fmt, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderNumber, paymentState } from "~/lib/orders";
import { isFiltered, orderDeskSearch, parseOrderDeskQuery } from "~/lib/order-desk-query";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { requireUser } from "~/http/auth.server";
import { ordersFor } from "~/features/orders/order-desk.server";
import type { DeskOrder, OrderSummary } from "~/models/order-list.server";
import { Thumbnail } from "~/components/ui/thumbnail";
import { withOrderTexts } from "~/locales/order-texts";
import type { TextsHandle } from "~/lib/text-modules";

const row = (o: OrderSummary | DeskOrder, lang: Lang) => ({
  id: o.id,
  number: orderNumber(o.id),
  created: o.createdAt.toISOString(),
  dateText: orderDateText(o.createdAt, lang),
  status: o.status,
  paymentState: paymentState({ ...o, paid: !!o.paidAt }),
  total: o.total,
  currency: currencyFromCode(o.currency),
  itemCount: o.itemCount,
});

/**
 * Members see their own orders, as the spec lists them. Admins and merchants get the order desk
 * (filters, search, dates, pages in the URL): an admin every order and its buyer, a merchant the
 * orders holding their products, with the lines they ship and never the customer (decision 008).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const query = parseOrderDeskQuery(new URL(request.url).searchParams);
  const view = await ordersFor(context.db, user, query);
  if (view.kind === "own")
    return {
      desk: null,
      orders: view.orders.map((o) => ({ ...row(o, lang), imageUrl: o.imageUrl })),
    };
  const { page } = view;
  return {
    desk: {
      merchant: view.merchant,
      query: { ...query, page: page.page },
      total: page.total,
      more: page.more,
      page: page.page,
      pages: page.pages,
      orders: page.orders.map((o) => ({
        ...row(o, lang),
        imageUrl: o.imageUrl,
        buyer: o.buyer,
        lines: o.lines,
      })),
    },
    orders: [],
  };
}

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].orders.title);

export default function Orders() {
  const { desk, orders } = useLoaderData<typeof loader>();
  const t = useT().orders;
  const lang = useLang();
  if (desk) return <OrderDesk desk={desk} />;
  return (
    <>
      <h1>{t.title}</h1>
      {orders.length === 0 ? (
        <p className="empty">{t.empty}</p>
      ) : (
        <ul className="order-list">
          {orders.map((o) => (
            <li key={o.id} className="order-item">
              <LocalLink to={`/order/${o.id}`} className="order-item-link">
                <Thumbnail src={o.imageUrl} size={80} />
                <span className="order-item-body">
                  <span className="order-number">#{o.number}</span>
                  <time dateTime={o.created}>{o.dateText}</time>
                </span>
                <span className="order-item-side">
                  <OrderStatusLabel status={o.status} />
                  <PaymentStateLabel state={o.paymentState} />
                  <span className="order-total">{formatMoney(o.total, o.currency, lang)}</span>
                  <span className="order-count">{fmt(t.itemCount, { count: o.itemCount })}</span>
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Desk = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["desk"]>;

function OrderDesk({ desk }: { desk: Desk }) {
  const t = useT().orders;
  const d = useDashboardT().orderDesk;
  const lang = useLang();
  const itemStatuses: Record<string, string> = t.itemStatuses;
  const pageLink = (n: number) => `/dashboard/orders${orderDeskSearch(desk.query, { page: n })}`;
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <p className="product-count order-desk-count">
          {fmt(desk.more ? d.countMore : d.count, { count: desk.total })}
        </p>
      </div>
      {desk.merchant ? <p className="order-note">{d.merchantNote}</p> : null}
      {/* Drawn afresh for each state: its fields keep no words of a search cleared by a link. */}
      <OrderDeskFilters
        key={orderDeskSearch(desk.query)}
        query={desk.query}
        merchant={desk.merchant}
      />
      {desk.orders.length === 0 ? (
        <p className="empty">{isFiltered(desk.query) ? d.empty : d.emptyAll}</p>
      ) : (
        <ul className="order-list order-desk">
          {desk.orders.map((o) => (
            <li key={o.id} className="order-item order-desk-row">
              <LocalLink to={`/dashboard/orders/${o.id}`} className="order-item-link">
                <Thumbnail src={o.imageUrl} size={80} />
                <span className="order-item-body">
                  <span className="order-number">#{o.number}</span>
                  <time dateTime={o.created}>{o.dateText}</time>
                  {o.buyer ? (
                    <>
                      <span className="order-buyer">{o.buyer.name}</span>
                      <span className="order-email">{o.buyer.email}</span>
                    </>
                  ) : null}
                </span>
                <span className="order-item-side">
                  <OrderStatusLabel status={o.status} />
                  <PaymentStateLabel state={o.paymentState} />
                  <span className="order-total">{formatMoney(o.total, o.currency, lang)}</span>
                  <span className="order-count">{fmt(t.itemCount, { count: o.itemCount })}</span>
                </span>
              </LocalLink>
              {o.lines.length ? (
                <ul className="order-desk-lines" aria-label={d.lines}>
                  {o.lines.map((l) => (
                    <li key={l.id} className={l.status === "Active" ? "" : "order-line-cancelled"}>
                      {l.name} × {l.quantity}
                      {l.status !== "Active" ? ` (${itemStatuses[l.status] ?? l.status})` : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {desk.pages > 1 || desk.more ? (
        <nav className="pager" aria-label={d.pages}>
          {desk.page > 1 ? (
            <LocalLink to={pageLink(desk.page - 1)} rel="prev">
              {d.previous}
            </LocalLink>
          ) : null}
          <span aria-current="page">
            {fmt(desk.more ? d.pageMore : d.page, { page: desk.page, pages: desk.pages })}
          </span>
          {desk.page < desk.pages || desk.more ? (
            <LocalLink to={pageLink(desk.page + 1)} rel="next">
              {d.next}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
