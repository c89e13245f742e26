import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { orderDateText } from "~/lib/order-date";
import { OrderStatusLabel, PaymentStateLabel } from "~/components/orders/order-status";
import { getDb } from "~/db.server";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { orderNumber, paymentState } from "~/lib/orders";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { listOrders } from "~/models/order.server";
import { requireUser } from "~/http/auth.server";
import { seesEveryCustomer } from "~/features/orders/order-access.server";
import { Thumbnail } from "~/components/ui/thumbnail";

/** Members see their orders, admins all, merchants those holding their products (the model's rule). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const orders = await listOrders(await getDb(), user);
  return {
    // Of others' orders a merchant's list shows their own lines only (the model's rule).
    merchant: user.role === "ROLE_MERCHANT",
    orders: orders.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      created: o.createdAt.toISOString(),
      dateText: orderDateText(o.createdAt, lang),
      status: o.status,
      paymentState: paymentState({ ...o, paid: !!o.paidAt }),
      total: o.total,
      currency: currencyFromCode(o.currency),
      imageUrl: o.imageUrl,
      itemCount: o.itemCount,
      // Whose order it is, for the admin; a merchant's list names no customer.
      buyer: seesEveryCustomer(user) ? `${o.buyer.firstName} ${o.buyer.lastName}` : null,
    })),
  };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].orders.title);

export default function Orders() {
  const { orders, merchant } = useLoaderData<typeof loader>();
  const t = useT().orders;
  const lang = useLang();
  return (
    <>
      <h1>{t.title}</h1>
      {merchant ? <p className="order-note">{t.merchantListNote}</p> : null}
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
                  {o.buyer ? <span className="order-buyer">{o.buyer}</span> : null}
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

export function ErrorBoundary() {
  return <DashboardError />;
}
