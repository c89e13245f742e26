import type { AppLoadContext } from "@remix-run/node";
import { MissingRecord } from "~/components/layout/not-found";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { ReactNode } from "react";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { ConfirmAction } from "~/components/orders/confirm-action";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderRefunds } from "~/components/orders/order-refunds";
import { FailedPage } from "~/components/layout/page-error";
import { OrderStatusLabel, PaymentStateLabel } from "~/components/orders/order-status";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { routeErrorKind } from "~/lib/route-error";
import { formatMoney } from "~/lib/money";
import { vatRateText } from "~/lib/cart-pricing";
import { isPayment, withOrderKey } from "~/lib/orders";
import { requestLang } from "~/lib/request";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { messages } from "~/locales";
import {
  cancelItemAs,
  cancelWhileNotProcessed,
  orderForViewer,
  pageViewer,
  type Viewer,
} from "~/features/orders/order-access.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithToast } from "~/http/toast.server";
import { refundsForViewer } from "~/features/orders/refunds.server";
import { isStaff } from "~/features/orders/staff-order.server";
import { documentLinks, orderView, refundView } from "~/features/orders/order-view.server";
import { parcelsForViewer, shipmentViews } from "~/features/orders/shipping.server";
import { ShipmentList } from "~/components/orders/shipment-list";
import { OrderDocuments } from "~/components/orders/order-documents";
import { OrderReturns } from "~/components/orders/order-returns";
import { orderReturnViews } from "~/features/returns/return-page.server";
import { orderDocumentTitles } from "~/models/order-document.server";
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
  // Staff work on an order at the back office's page; an admin's own purchase stays theirs here.
  // (A merchant holding a guest's link to an order without their products reads it as before.)
  if (isStaff(viewer.user) && !rights.buyer && (rights.admin || order.items.length > 0))
    throw redirect(localePath(lang, `/dashboard/orders/${order.id}`));
  const { db } = context;
  const [refunds, parcels, documents, returns] = await Promise.all([
    refundsForViewer(db, order, rights),
    parcelsForViewer(db, order),
    // The documents name the buyer: theirs and the admin's, like the customer's details.
    rights.seeCustomer ? orderDocumentTitles(db, order.id) : [],
    // The buyer's own requests (issue [19]); the staff read them at the return desk.
    rights.buyer ? orderReturnViews(context, order.id, lang) : [],
  ]);
  const d = serverMessages[lang].orderDocuments;
  return data(
    {
      // Written out here: the storefront's scripts carry no texts of the order's documents.
      documents: documents.length
        ? {
            heading: d.heading,
            note: d.note,
            links: documentLinks(documents, order.id, lang, viewer.accessToken),
          }
        : null,
      action: orderPath(lang, order.id, viewer.accessToken),
      signedIn: !!viewer.user,
      rights,
      returns: {
        list: returns,
        // A delivered order's buyer asks for a return on a page of its own, the key kept.
        ask:
          rights.buyer && order.deliveredAt
            ? withOrderKey(`/order/${order.id}/return`, viewer.accessToken)
            : null,
      },
      parcels: shipmentViews(parcels, order.items),
      order: {
        ...orderView(order, lang),
        customer: rights.seeCustomer ? order.buyer : null,
        address: rights.seeCustomer ? order.address : null,
        refunds: refunds.map((r) => refundView(r, lang)),
      },
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export const headers = secretPageHeaders;

/**
 * The buyer's (or a guest's with the link) intent=cancel and intent=cancelItem, while Not
 * Processed. Staff act on the order at /dashboard/orders/{id}.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const { viewer, order, rights } = await load(context, params.id);
  if (!rights.buyer) throw forbidden();
  const form = await request.formData();
  const here = orderPath(lang, order.id, viewer.accessToken);
  const { db } = context;
  // The page was drawn from an earlier read: a change another person made since is told, not
  // overwritten (each change below is decided and written in one step by the model).
  const lost = () => redirectWithToast(here, "orderNotCancellable", { type: "error" });
  switch (form.get("intent")) {
    case "cancel":
      if (!rights.cancel || !(await cancelWhileNotProcessed(db, order.id))) return lost();
      return redirectWithToast(here, "orderCancelled");
    case "cancelItem": {
      if (!rights.cancel) return lost();
      const itemId = String(form.get("itemId") ?? "");
      const result = await cancelItemAs(db, order, itemId);
      if (!result) throw notFound();
      if (result === "changed") return lost();
      if (!result.orderCancelled) return redirectWithToast(here, "orderItemCancelled");
      // The last line took the order with it (spec 001 §4); a guest has no order list to go to.
      return redirectWithToast(afterLastItem(lang, viewer, here), "orderCancelled");
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

export default function OrderPage() {
  const { order, rights, action, signedIn, documents, parcels, returns } =
    useLoaderData<typeof loader>();
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
    [t.total, money(order.total), "total"],
    [fmt(t.totalTax, { rate: vatRateText(order.vatRate, lang) }), money(order.totalTax), "tax"],
    [t.currency, order.currency.toUpperCase(), "currency"],
  ];
  return (
    <main id="main" className="container order-page">
      <h1>{fmt(t.orderTitle, { number: order.number })}</h1>
      <dl className="order-facts">
        {facts.map(([label, value, key]) => (
          <div key={key} className={`order-fact-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
        <OrderLines
          lines={order.lines}
          currency={order.currency}
          action={action}
          canCancel={rights.cancel}
        />
      </section>
      <ShipmentList parcels={parcels} />
      {order.refunds.length > 0 ? (
        <OrderRefunds refunds={order.refunds} currency={order.currency} action={action} />
      ) : null}
      {returns.list.length > 0 || returns.ask ? (
        <OrderReturns requests={returns.list} ask={returns.ask} />
      ) : null}
      {documents ? <OrderDocuments {...documents} /> : null}
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
