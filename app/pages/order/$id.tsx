import type { AppLoadContext } from "@remix-run/node";
import { MissingRecord } from "~/components/layout/not-found";
import { seenIn, versionIn, type StaleNotice } from "~/lib/record-version";
import { formVersion, staleNotice } from "~/features/history/stale-notice.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { ReactNode } from "react";
import { useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { ConfirmAction } from "~/components/orders/confirm-action";
import { StaleNoticeView } from "~/components/forms/stale-notice-view";
import { dateTimeText, orderDateText } from "~/lib/order-date";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderRefunds } from "~/components/orders/order-refunds";
import { FailedPage } from "~/components/layout/page-error";
import { OrderStatusForm } from "~/components/orders/order-status-form";
import { OrderStatusLabel, PaymentStateLabel } from "~/components/orders/order-status";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { routeErrorKind } from "~/lib/route-error";
import { formatMoney, currencyFromCode } from "~/lib/money";
import { vatRateText } from "~/lib/cart-pricing";
import {
  CANCELED,
  isOrderStatus,
  isPayment,
  orderNumber,
  paymentState,
  withOrderKey,
} from "~/lib/orders";
import { requestLang } from "~/lib/request";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import {
  applyStatusChange,
  cancelItemAs,
  cancelWhileNotProcessed,
  markOrderPaid,
  orderForViewer,
  pageViewer,
  type Viewer,
} from "~/features/orders/order-access.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithDashboardToast, redirectWithToast } from "~/http/toast.server";
import { refundsForViewer, retryRefund } from "~/features/orders/refunds.server";
import { parcelsForViewer, shipmentViews } from "~/features/orders/shipping.server";
import { ShipmentList } from "~/components/orders/shipment-list";
import { orderDocumentTitles } from "~/models/order-document.server";
import { FIXED_DOCUMENT_LANG } from "~/features/checkout/order-documents.server";
import { serverMessages } from "~/locales/server";
import { withOrderTexts } from "~/locales/order-texts";
import type { TextsHandle } from "~/lib/text-modules";

/** The page's own address: a guest's e-mailed key stays on it through every form and redirect. */
function orderPath(lang: Lang, id: string, key: string | null | undefined) {
  return withOrderKey(localePath(lang, `/order/${id}`), key);
}

async function load(context: AppLoadContext, id: string | undefined) {
  const viewer = await pageViewer(context);
  const found = await orderForViewer(context.db, id ?? "", viewer);
  if (!found) throw notFound();
  return { viewer, ...found };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const { viewer, order, rights } = await load(context, params.id);
  const { db } = context;
  const [refunds, parcels, documents] = await Promise.all([
    refundsForViewer(db, order, rights),
    parcelsForViewer(db, order),
    // The documents name the buyer: theirs and the admin's, like the customer's details.
    rights.seeCustomer ? orderDocumentTitles(db, order.id) : [],
  ]);
  const d = serverMessages[lang].orderDocuments;
  return data(
    {
      // Written out here: the storefront's scripts carry no texts of the order's documents.
      documents: documents.length
        ? {
            heading: d.heading,
            note: d.note,
            links: documents.map((doc) => ({
              kind: doc.kind,
              title: doc.title,
              // The contract's title is Turkish on an English page too (decision 038).
              lang:
                FIXED_DOCUMENT_LANG[doc.kind] === lang ? undefined : FIXED_DOCUMENT_LANG[doc.kind],
              href: withOrderKey(
                localePath(lang, `/order/${order.id}/document/${doc.kind}`),
                viewer.accessToken,
              ),
            })),
          }
        : null,
      action: orderPath(lang, order.id, viewer.accessToken),
      signedIn: !!viewer.user,
      rights,
      parcels: shipmentViews(parcels, order.items),
      // A merchant who did not place the order sees their own lines of it (DESIGN.md §4).
      merchantView: !rights.admin && !rights.buyer,
      // The admin's way to the order's recorded changes (issue [10] point 2).
      history: rights.admin ? serverMessages[lang].history.link : null,
      // The status form's version and history mark (decision 067).
      statusAt: rights.changeStatus
        ? await formVersion(db, "order", order.id, order.version)
        : null,
      order: {
        id: order.id,
        number: orderNumber(order.id),
        created: order.createdAt.toISOString(),
        dateText: orderDateText(order.createdAt, lang),
        status: order.status,
        payment: order.payment,
        paymentState: paymentState({ ...order, paid: !!order.paidAt }),
        currency: currencyFromCode(order.currency),
        total: order.total,
        totalTax: order.totalTax,
        vatRate: order.vatRate,
        customer: rights.seeCustomer ? order.buyer : null,
        address: rights.seeCustomer ? order.address : null,
        lines: order.items.map((i) => ({
          id: i.id,
          name: i.name,
          slug: i.slug,
          imageUrl: i.imageUrl,
          quantity: i.quantity,
          totalPrice: i.totalPrice,
          status: i.status,
        })),
        refunds: refunds.map((r) => {
          const date = r.refundedAt ?? r.createdAt;
          return {
            id: r.id,
            name: r.itemName,
            amount: r.amount,
            state: r.state,
            date: date.toISOString(),
            dateText: orderDateText(date, lang),
            ...(rights.admin
              ? {
                  error: r.state === "failed" ? r.lastError : null,
                  unreachable: r.failure === "unreachable",
                  attempts: r.attempts,
                  retryable: r.retryable,
                  history: r.history.map((a) => ({
                    how: a.how,
                    outcome: a.outcome,
                    amount: a.amount,
                    message: a.message,
                    at: a.at.toISOString(),
                    atText: dateTimeText(a.at, lang),
                  })),
                }
              : {}),
          };
        }),
      },
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export const headers = secretPageHeaders;

/**
 * intent=status and intent=markPaid (admins), intent=cancel (the buyer or an admin, while Not
 * Processed), intent=cancelItem (the same, and an admin in any open status of a paid order),
 * intent=retryRefund (admins: a failed card refund sent again).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const { viewer, order, rights } = await load(context, params.id);
  const form = await request.formData();
  const here = orderPath(lang, order.id, viewer.accessToken);
  const { db } = context;
  // The page was drawn from an earlier read: a change another person made since is told, not
  // overwritten (each change below is decided and written in one step by the model).
  const lost = (key: "orderNotCancellable" | "orderStatusRaced") =>
    redirectWithToast(here, key, { type: "error" });
  const mayCancel = () => {
    if (!rights.admin && !rights.buyer) throw forbidden();
    return rights.cancel;
  };
  switch (form.get("intent")) {
    case "status": {
      const status = String(form.get("status") ?? "");
      if (!rights.admin) throw forbidden();
      if (!isOrderStatus(status)) throw badRequest();
      const changed = await applyStatusChange(db, order, status, publicOrigin(request), {
        expected: versionIn(form),
      });
      // A risky change asks its reason on the status page (decision 076).
      if (changed === "reasonNeeded")
        throw redirect(
          `${localePath(lang, `/dashboard/orders/${order.id}/status`)}?${new URLSearchParams({ status })}`,
        );
      if (changed === "stale") {
        // The page drawn again as the order is now, the status asked for still chosen, with who
        // changed the order since the page was drawn: one more press applies it.
        const now = await load(context, params.id);
        const at = { version: now.order.version, seen: seenIn(form) };
        const notice = await staleNotice(db, viewer.user!, "order", order.id, at, lang);
        const texts = serverMessages[lang].history.stale;
        return data(
          { stale: { ...notice, title: texts.title, byTheShop: texts.byTheShop }, status },
          { status: 409 },
        );
      }
      if (changed === "conflict") return lost("orderStatusRaced");
      if (changed !== "changed") throw forbidden();
      return redirectWithToast(here, "orderStatusChanged");
    }
    case "markPaid":
      if (!rights.admin) throw forbidden();
      if (!rights.markPaid || !(await markOrderPaid(db, order.id, publicOrigin(request)))) {
        return redirectWithToast(here, "orderNotPayable", { type: "error" });
      }
      return redirectWithToast(here, "orderMarkedPaid");
    case "cancel":
      if (!mayCancel() || !(await cancelWhileNotProcessed(db, order.id))) {
        return lost("orderNotCancellable");
      }
      return redirectWithToast(here, "orderCancelled");
    case "cancelItem": {
      if (!rights.admin && !rights.buyer) throw forbidden();
      if (!rights.cancelItem) return lost("orderNotCancellable");
      const itemId = String(form.get("itemId") ?? "");
      const result = await cancelItemAs(db, order, itemId);
      if (!result) throw notFound();
      if (result === "changed") return lost("orderNotCancellable");
      if (result.refunds.failed > 0)
        return redirectWithDashboardToast(here, "refundFailed", undefined, { type: "error" });
      if (!result.orderCancelled) return redirectWithToast(here, "orderItemCancelled");
      // The last line took the order with it (spec 001 §4); a guest has no order list to go to.
      return redirectWithToast(afterLastItem(lang, viewer, here), "orderCancelled");
    }
    case "retryRefund": {
      if (!rights.retryRefund) throw forbidden();
      const result = await retryRefund(db, order.id, String(form.get("refundId") ?? ""));
      if (result === "notFound") throw notFound();
      if (result === "busy")
        return redirectWithDashboardToast(here, "refundBusy", undefined, { type: "error" });
      if (result === "failed")
        return redirectWithDashboardToast(here, "refundFailed", undefined, { type: "error" });
      return redirectWithDashboardToast(here, "refundDone");
    }
    default:
      throw badRequest();
  }
}

function afterLastItem(lang: Lang, viewer: Viewer, here: string) {
  return viewer.user ? localePath(lang, "/dashboard/orders") : here;
}

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = messages[rootLang(matches)].orders;
  return pageMeta(matches, data ? fmt(t.orderTitle, { number: data.order.number }) : t.notFound);
};

/** No refusal: the notice draws nothing and reads no texts. */
const NO_TEXTS = { title: "", byTheShop: "" };

export default function OrderPage() {
  const { order, rights, action, signedIn, merchantView, documents, history, statusAt, parcels } =
    useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as
    { stale: StaleNotice & { title: string; byTheShop: string }; status: string } | undefined;
  const t = useT().orders;
  const lang = useLang();
  const payments: Record<string, string> = t.payments;
  const money = (n: number) => formatMoney(n, order.currency, lang);
  const facts: [string, ReactNode, string][] = [
    [t.orderNumber, `#${order.number}`, "number"],
    [t.created, <time dateTime={order.created}>{order.dateText}</time>, "created"],
    [t.status, <OrderStatusLabel status={order.status} />, "status"],
    [
      t.payment,
      <>
        {isPayment(order.payment) ? payments[order.payment] : t.paymentNotChosen}{" "}
        <PaymentStateLabel state={order.paymentState} />
      </>,
      "payment",
    ],
    [merchantView ? t.merchantTotal : t.total, money(order.total), "total"],
    [fmt(t.totalTax, { rate: vatRateText(order.vatRate, lang) }), money(order.totalTax), "tax"],
    [t.currency, order.currency.toUpperCase(), "currency"],
  ];
  return (
    <main id="main" className="container order-page">
      <h1>{fmt(t.orderTitle, { number: order.number })}</h1>
      {history ? (
        <p>
          <LocalLink to={`/dashboard/history/order/${order.id}`}>{history}</LocalLink>
        </p>
      ) : null}
      <dl className="order-facts">
        {facts.map(([label, value, key]) => (
          <div key={key} className={`order-fact-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <StaleNoticeView notice={refused?.stale} texts={refused?.stale ?? NO_TEXTS} />
      {rights.changeStatus && statusAt ? (
        <OrderStatusForm
          // Drawn again after a refused change, over the order as it is now.
          key={refused?.stale.version}
          action={action}
          status={refused?.status ?? order.status}
          at={refused?.stale ?? statusAt}
        />
      ) : null}
      {rights.markPaid ? (
        <form method="post" action={action} className="order-mark-paid">
          <p className="order-note">{t.markPaidNote}</p>
          <button type="submit" name="intent" value="markPaid" className="button">
            {t.markPaid}
          </button>
        </form>
      ) : null}
      {rights.admin && order.status === CANCELED ? (
        <p className="order-note">{t.cancelledFinal}</p>
      ) : null}
      {order.customer || order.address ? (
        <div className="order-people">
          {order.customer ? (
            <section className="order-customer" aria-labelledby="order-customer">
              <h2 id="order-customer">{t.customer}</h2>
              <p>
                {order.customer.firstName} {order.customer.lastName}
              </p>
              <p>
                {t.email}: {order.customer.email}
              </p>
              {order.customer.phone ? (
                <p>
                  {t.phone}: {order.customer.phone}
                </p>
              ) : null}
            </section>
          ) : null}
          {order.address ? (
            <section className="order-address" aria-labelledby="order-address">
              <h2 id="order-address">{t.address}</h2>
              <address>
                {order.address.firstName} {order.address.lastName}
                <br />
                {order.address.address}
                <br />
                {order.address.zipCode} {order.address.district} / {order.address.city}
                <br />
                {order.address.country}
                {order.address.phone ? (
                  <>
                    <br />
                    {t.phone}: {order.address.phone}
                  </>
                ) : null}
                {order.address.addressType ? (
                  <>
                    <br />
                    {t.addressTypes[order.address.addressType] ?? order.address.addressType}
                  </>
                ) : null}
              </address>
            </section>
          ) : null}
        </div>
      ) : null}
      <section className="order-products" aria-labelledby="order-products">
        <h2 id="order-products">{t.products}</h2>
        {merchantView ? <p className="order-note">{t.merchantNote}</p> : null}
        <OrderLines
          lines={order.lines}
          currency={order.currency}
          action={action}
          canCancel={rights.cancelItem}
        />
      </section>
      <ShipmentList parcels={parcels} />
      {order.refunds.length > 0 ? (
        <OrderRefunds refunds={order.refunds} currency={order.currency} action={action} />
      ) : null}
      {documents ? (
        <section className="order-documents" aria-labelledby="order-documents">
          <h2 id="order-documents">{documents.heading}</h2>
          <p className="order-note">{documents.note}</p>
          <ul>
            {documents.links.map((doc) => (
              <li key={doc.kind}>
                {/* A page of its own, not the app's: the client router must not take it. */}
                <a href={doc.href} target="_blank" rel="noopener" lang={doc.lang}>
                  {doc.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rights.cancel ? (
        <section className="order-cancel">
          <p className="order-note">{t.cancelNote}</p>
          <ConfirmAction
            action={action}
            label={t.cancelOrder}
            question={t.cancelOrderConfirm}
            confirm={t.cancelOrderYes}
            intent="cancel"
          />
        </section>
      ) : null}
      {signedIn ? (
        <p>
          <LocalLink to="/dashboard/orders">{t.backToOrders}</LocalLink>
        </p>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (routeErrorKind(error) !== "notFound") return <FailedPage />;
  return <MissingRecord title={t.orders.notFound} to="/" label={t.common.backHome} />;
}
