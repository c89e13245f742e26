import { pageTexts } from "~/locales/dashboard-page-texts";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { OrderLines } from "~/components/orders/order-lines";
import { OrderRefunds } from "~/components/orders/order-refunds";
import { OrderStatusLabel, PaymentStateLabel } from "~/components/orders/order-status";
import { vatRateText } from "~/lib/cart-pricing";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import { dateTimeText } from "~/lib/order-date";
import { CANCELED, isPayment, ORDER_STATUSES, TRANSFER } from "~/lib/orders";
import { requestLang } from "~/lib/request";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import type { TextsHandle } from "~/lib/text-modules";
import { messages } from "~/locales";
import { dashboardMessages } from "~/locales/dashboard";
import { withOrderTexts } from "~/locales/order-texts";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithDashboardToast, redirectWithToast } from "~/http/toast.server";
import { cancelItemAs, markOrderPaid } from "~/features/orders/order-access.server";
import { refundsForViewer, retryRefund } from "~/features/orders/refunds.server";
import {
  deliveryAddressFor,
  notesFor,
  staffOrderFor,
  writeNote,
} from "~/features/orders/staff-order.server";
import { DeliveryAddress } from "~/components/orders/delivery-address";
import { documentLinks, orderView, refundView } from "~/features/orders/order-view.server";
import { parcelsForViewer, shipmentViews, shippingState } from "~/features/orders/shipping.server";
import { ShipmentList } from "~/components/orders/shipment-list";
import { OrderDocuments } from "~/components/orders/order-documents";
import { orderDocumentTitles } from "~/models/order-document.server";
import { orderPaymentFacts } from "~/models/order-note.server";
import { ORDER_NOTE_MAX, OrderNoteSchema } from "~/schemas/order-note";
import { deskScopeOf } from "~/features/returns/return-desk.server";
import { returnsOfOrder } from "~/models/return-desk.server";
import { currencyFromCode } from "~/lib/money";

/**
 * The staff's order page (issue [18] point 1), in the back office: for an admin the customer,
 * addresses, payment and its attempts, lines, documents, history, refunds and notes, with the
 * admin's actions (payment received, a line cancelled, a refund retried); for a merchant the
 * lines of their products, the delivery address of a paid order (decision 075) and the notes.
 */
const pagePath = (lang: Lang, id: string) => localePath(lang, `/dashboard/orders/${id}`);

async function load({
  context,
  params,
}: {
  context: LoaderFunctionArgs["context"];
  params: LoaderFunctionArgs["params"];
}) {
  const user = await requireUser(context);
  const staff = await staffOrderFor(context.db, params.id ?? "", user);
  if (!staff) throw notFound();
  return { user, staff };
}

export async function loader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const lang = requestLang(request);
  const { user, staff } = await load(args);
  const { order, rights, merchant } = staff;
  const { db } = context;
  const admin = rights.admin;
  const scope = deskScopeOf(user);
  const [refunds, parcels, documents, notes, facts, returns] = await Promise.all([
    refundsForViewer(db, order, { admin, buyer: false }),
    parcelsForViewer(db, order),
    admin ? orderDocumentTitles(db, order.id) : [],
    notesFor(db, staff),
    admin ? orderPaymentFacts(db, order.id) : null,
    scope ? returnsOfOrder(db, scope, order.id) : [],
  ]);
  const at = (d: Date) => ({ at: d.toISOString(), text: dateTimeText(d, lang) });
  return data(
    {
      action: pagePath(lang, order.id),
      merchant,
      admin,
      changeStatus: rights.changeStatus,
      markPaid: rights.markPaid,
      // Lines this person may put in a parcel now: the ship form's link (issue [18] point 2).
      canShip: shippingState(order, user)?.closed === null,
      parcels: shipmentViews(parcels, order.items),
      cancelItem: admin && rights.cancelItem,
      order: {
        ...orderView(order, lang),
        paidAt: order.paidAt ? at(order.paidAt) : null,
        awaitingTransfer: order.payment === TRANSFER && !order.paidAt && order.status !== CANCELED,
        customer: admin
          ? {
              name: `${order.buyer.firstName} ${order.buyer.lastName}`,
              email: order.buyer.email,
              phone: order.buyer.phone,
              member: !!order.userId,
            }
          : null,
        // A merchant gets where the parcel goes, and nothing of who bought (decision 075).
        address: deliveryAddressFor(staff),
        refunds: refunds.map((r) => ({
          ...refundView(r, lang),
          ...(admin
            ? {
                error: r.state === "failed" ? r.lastError : null,
                unreachable: r.failure === "unreachable",
                attempts: r.attempts,
                retryable: r.retryable,
                history: r.history.map((h) => ({
                  how: h.how,
                  outcome: h.outcome,
                  amount: h.amount,
                  message: h.message,
                  at: h.at.toISOString(),
                  atText: dateTimeText(h.at, lang),
                })),
              }
            : {}),
        })),
      },
      payment: facts
        ? {
            reviewAt: facts.reviewAt ? at(facts.reviewAt) : null,
            releasedAt: facts.releasedAt ? at(facts.releasedAt) : null,
            forms: facts.forms.map((f) => ({
              opened: at(f.createdAt),
              settled: f.settledAt ? at(f.settledAt) : null,
            })),
          }
        : null,
      documents: documentLinks(documents, order.id, lang),
      // The order's withdrawals and returns (issue [19]): a merchant's own only.
      // In words here: the desk's texts stay out of the back office's script (dashboard-page-texts.ts).
      returnsHeading: pageTexts[lang].returnDesk.orderReturns,
      returns: returns.map((r) => {
        const t = pageTexts[lang].returnDesk;
        return {
          id: r.id,
          title: fmt(t.requestTitle, { number: r.number }),
          kind: t.kinds[r.kind as "withdrawal" | "return"],
          state: t.states[r.state],
          amount: formatMoney(r.amount, currencyFromCode(r.currency), lang),
        };
      }),
      notes: notes.map((n) => ({
        id: n.id,
        author: n.authorName,
        body: n.body,
        statusFrom: n.statusFrom,
        statusTo: n.statusTo,
        ...at(n.createdAt),
      })),
    },
    { headers: SECRET_PAGE_HEADERS },
  );
}

export const headers = secretPageHeaders;

/**
 * intent=note (the order's staff), and the admin's intent=markPaid, intent=cancelItem and
 * intent=retryRefund, each the operation the shopper's page used to run for them.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const lang = requestLang(request);
  const { user, staff } = await load(args);
  const { order, rights } = staff;
  const { db } = context;
  const form = await request.formData();
  const here = pagePath(lang, order.id);
  const intent = form.get("intent");
  if (intent === "note") {
    const t = dashboardMessages[lang].orderPage;
    const parsed = OrderNoteSchema(t).safeParse({ body: form.get("body") });
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? t.noteRequired;
      return data({ noteError: error, body: String(form.get("body") ?? "") }, { status: 400 });
    }
    await writeNote(db, staff, user, parsed.data.body);
    return redirectWithDashboardToast(here, "orderNoteAdded");
  }
  if (!rights.admin) throw forbidden();
  const lost = () => redirectWithToast(here, "orderNotCancellable", { type: "error" });
  switch (intent) {
    case "markPaid":
      if (!rights.markPaid || !(await markOrderPaid(db, order.id, publicOrigin(request)))) {
        return redirectWithToast(here, "orderNotPayable", { type: "error" });
      }
      return redirectWithToast(here, "orderMarkedPaid");
    case "cancelItem": {
      if (!rights.cancelItem) return lost();
      const result = await cancelItemAs(db, order, String(form.get("itemId") ?? ""));
      if (!result) throw notFound();
      if (result === "changed") return lost();
      if (result.refunds.failed > 0)
        return redirectWithDashboardToast(here, "refundFailed", undefined, { type: "error" });
      return redirectWithToast(
        here,
        result.orderCancelled ? "orderCancelled" : "orderItemCancelled",
      );
    }
    case "retryRefund": {
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

// The orders' texts (statuses, lines, refunds) come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const lang = rootLang(matches);
  return pageMeta(
    matches,
    data
      ? fmt(dashboardMessages[lang]?.orderPage.title ?? messages[lang].orders.orderTitle, {
          number: data.order.number,
        })
      : messages[lang].orders.notFound,
  );
};

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

export default function StaffOrderPage() {
  const page = useLoaderData<typeof loader>();
  const { order, merchant, admin } = page;
  const t = useDashboardT().orderPage;
  const o = useT().orders;
  const lang = useLang();
  const here = pagePath(lang, order.id);
  const money = (n: number) => formatMoney(n, order.currency, lang);
  const payments: Record<string, string> = o.payments;
  const facts: [string, ReactNode, string][] = [
    [t.created, <time dateTime={order.created}>{order.dateText}</time>, "created"],
    [t.status, <OrderStatusLabel status={order.status} />, "status"],
    [
      t.method,
      <>
        {isPayment(order.payment) ? payments[order.payment] : o.paymentNotChosen}{" "}
        <PaymentStateLabel state={order.paymentState} />
      </>,
      "payment",
    ],
    [merchant ? t.merchantTotal : t.total, money(order.total), "total"],
    [fmt(o.totalTax, { rate: vatRateText(order.vatRate, lang) }), money(order.totalTax), "tax"],
  ];
  return (
    <div className="staff-order">
      <div className="dashboard-head">
        <h1>{fmt(t.title, { number: order.number })}</h1>
        <p className="staff-order-links">
          <LocalLink to="/dashboard/orders">{t.backToDesk}</LocalLink>
          {/* A page of its own frame, to print: the client router need not keep the shell. */}
          <a href={localePath(lang, `/dashboard/orders/${order.id}/slip`)} className="button">
            {t.slipLink}
          </a>
        </p>
      </div>
      {merchant ? <p className="order-note">{t.merchantNote}</p> : null}
      <dl className="order-facts">
        {facts.map(([label, value, key]) => (
          <div key={key} className={`order-fact-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {page.changeStatus ? (
        // The status change's own page (issue [18] point 4) says what follows and asks to confirm.
        <form method="get" action={`${here}/status`} className="order-status-form">
          <label htmlFor="order-status">{t.newStatus}</label>
          <select id="order-status" name="status" defaultValue={order.status}>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {o.statuses[s]}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t.changeStatus}
          </button>
        </form>
      ) : admin && order.status === CANCELED ? (
        <p className="order-note">{t.cancelledFinal}</p>
      ) : null}
      <div className="order-people">
        {order.customer ? (
          <section className="order-customer" aria-labelledby="order-customer">
            <h2 id="order-customer">{t.customer}</h2>
            <p>{order.customer.name}</p>
            <p>
              {t.email}: <span className="order-customer-email">{order.customer.email}</span>
            </p>
            {order.customer.phone ? (
              <p>
                {t.phone}: {order.customer.phone}
              </p>
            ) : null}
            <p className="order-note">{order.customer.member ? t.member : t.guest}</p>
          </section>
        ) : null}
        <section className="order-address" aria-labelledby="order-address">
          <h2 id="order-address">{t.delivery}</h2>
          {order.address ? (
            <DeliveryAddress address={order.address} phoneLabel={t.phone} />
          ) : (
            <p className="order-note">{t.deliveryAfterPayment}</p>
          )}
        </section>
        {admin ? (
          <section className="order-billing" aria-labelledby="order-billing">
            <h2 id="order-billing">{t.billing}</h2>
            <p>{t.billingSame}</p>
          </section>
        ) : null}
      </div>
      {page.payment ? <PaymentSection page={page} /> : null}
      <section className="order-products" aria-labelledby="order-products">
        <h2 id="order-products">{t.lines}</h2>
        <OrderLines
          lines={order.lines}
          currency={order.currency}
          action={here}
          canCancel={page.cancelItem}
        />
      </section>
      {page.canShip ? (
        <p className="staff-order-ship">
          <LocalLink to={`/dashboard/orders/${order.id}/ship`} className="button">
            {t.shipLink}
          </LocalLink>
        </p>
      ) : null}
      <ShipmentList parcels={page.parcels} trackLabel={t.trackParcel} />
      {order.refunds.length > 0 ? (
        <OrderRefunds refunds={order.refunds} currency={order.currency} action={here} />
      ) : null}
      {page.returns.length ? (
        <OrderReturns heading={page.returnsHeading} returns={page.returns} />
      ) : null}
      {page.documents.length ? (
        <OrderDocuments heading={t.documents} note={t.documentsNote} links={page.documents} />
      ) : null}
      {admin ? (
        <section className="order-history" aria-labelledby="order-history">
          <h2 id="order-history">{t.history}</h2>
          <p>
            <LocalLink to={`/dashboard/history/order/${order.id}`}>{t.historyLink}</LocalLink>
          </p>
        </section>
      ) : null}
      <OrderNotes notes={page.notes} action={here} />
    </div>
  );
}

function OrderReturns({ heading, returns }: { heading: string; returns: Loaded["returns"] }) {
  return (
    <section className="order-returns" aria-labelledby="order-returns">
      <h2 id="order-returns">{heading}</h2>
      <ul>
        {returns.map((r) => (
          <li key={r.id} className="order-return">
            <LocalLink to={`/dashboard/returns/${r.id}`}>{r.title}</LocalLink> — {r.kind},{" "}
            {r.amount}, <span className="return-state">{r.state}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PaymentSection({ page }: { page: Loaded }) {
  const t = useDashboardT().orderPage;
  const { order } = page;
  const payment = page.payment!;
  return (
    <section className="order-payment" aria-labelledby="order-payment">
      <h2 id="order-payment">{t.payment}</h2>
      {order.paidAt ? (
        <p>
          {t.paidAt}: <time dateTime={order.paidAt.at}>{order.paidAt.text}</time>
        </p>
      ) : null}
      {order.awaitingTransfer ? <p className="order-note">{t.transferAwaiting}</p> : null}
      {page.markPaid ? (
        <form method="post" action={page.action} className="order-mark-paid">
          <button type="submit" name="intent" value="markPaid" className="button">
            {t.markPaid}
          </button>
        </form>
      ) : null}
      {payment.reviewAt ? <p>{fmt(t.inReview, { date: payment.reviewAt.text })}</p> : null}
      {payment.releasedAt ? <p>{fmt(t.released, { date: payment.releasedAt.text })}</p> : null}
      {order.payment !== TRANSFER ? (
        <>
          <h3>{t.cardForms}</h3>
          {payment.forms.length ? (
            <ul className="order-card-forms">
              {payment.forms.map((f) => (
                <li key={f.opened.at}>
                  {fmt(t.formOpened, { date: f.opened.text })} —{" "}
                  {f.settled ? fmt(t.formSettled, { date: f.settled.text }) : t.formOpen}
                </li>
              ))}
            </ul>
          ) : (
            <p className="order-note">{t.noCardForms}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

function OrderNotes({ notes, action }: { notes: Loaded["notes"]; action: string }) {
  const t = useDashboardT().orderPage;
  const statuses: Record<string, string> = useT().orders.statuses;
  const refused = useActionData<typeof action>() as { noteError: string; body: string } | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="order-notes" aria-labelledby="order-notes">
      <h2 id="order-notes">{t.notes}</h2>
      <p className="order-note">{t.notesNote}</p>
      {notes.length ? (
        <ol className="order-note-list">
          {notes.map((n) => (
            <li key={n.id} className="order-staff-note">
              <p className="order-staff-note-by">
                <span className="order-staff-note-author">{n.author}</span>,{" "}
                <time dateTime={n.at}>{n.text}</time>
              </p>
              {n.statusFrom && n.statusTo ? (
                <p className="order-staff-note-status">
                  {fmt(t.noteForStatus, {
                    from: statuses[n.statusFrom] ?? n.statusFrom,
                    to: statuses[n.statusTo] ?? n.statusTo,
                  })}
                </p>
              ) : null}
              <p className="order-staff-note-body">{n.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty">{t.noNotes}</p>
      )}
      {/* Drawn afresh once a note is added, so that its field is empty again. */}
      <Form method="post" action={action} className="order-note-form" key={notes.length}>
        <label htmlFor="order-note-body">{t.noteLabel}</label>
        <textarea
          id="order-note-body"
          name="body"
          rows={3}
          maxLength={ORDER_NOTE_MAX}
          required
          defaultValue={refused?.body}
          aria-invalid={refused ? true : undefined}
          aria-describedby={refused ? "order-note-error order-note-hint" : "order-note-hint"}
        />
        <p id="order-note-hint" className="field-hint">
          {fmt(t.noteHint, { max: ORDER_NOTE_MAX })}
        </p>
        {refused ? (
          <p id="order-note-error" className="field-error" role="alert">
            {refused.noteError}
          </p>
        ) : null}
        <button type="submit" name="intent" value="note" className="button" disabled={busy}>
          {t.addNote}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useT().orders.notFound} />;
}
