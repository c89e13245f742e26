import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { FieldErrors } from "~/components/forms/field";
import { RequiredMark, RequiredMarks } from "~/components/forms/required-mark";
import { LocalLink, useT } from "~/components/i18n";
import { OrderStatusLabel } from "~/components/orders/order-status";
import { ShipmentList } from "~/components/orders/shipment-list";
import { applyStatusChange } from "~/features/orders/order-access.server";
import { SHIPPED, statusPreview } from "~/features/orders/order-status.server";
import { parcelsForViewer, shipmentViews } from "~/features/orders/shipping.server";
import { formVersion, staleNotice } from "~/features/history/stale-notice.server";
import { requireUser } from "~/http/auth.server";
import { badRequest, forbidden, notFound } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithToast } from "~/http/toast.server";
import { fmt, localePath, type Lang } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { isOrderStatus, ORDER_STATUSES, orderNumber, type OrderStatus } from "~/lib/orders";
import { seenIn, versionIn, type StaleNotice } from "~/lib/record-version";
import { requestLang } from "~/lib/request";
import type { TextsHandle } from "~/lib/text-modules";
import { dashboardMessages } from "~/locales/dashboard";
import { withOrderTexts } from "~/locales/order-texts";
import { getOrder } from "~/models/order.server";
import type { AppLoadContext } from "@remix-run/node";

/**
 * /dashboard/orders/{id}/status (admins; issue [18] point 4, docs/decisions/076): `?status=X`
 * says what the change will do (from → to, which mail goes to whom, stock and refunds) and posts
 * it on confirmation; a risky change asks its reason on the same form. Without `?status` it is
 * the choice itself. The page IS the confirmation, with JavaScript or without. Shipped with lines
 * not in a parcel leads to the ship form, which carries the tracking.
 */

const statusPath = (lang: Lang, id: string, to?: string) =>
  `${localePath(lang, `/dashboard/orders/${id}/status`)}${to ? `?${new URLSearchParams({ status: to })}` : ""}`;
const shipPath = (lang: Lang, id: string) => localePath(lang, `/dashboard/orders/${id}/ship`);

async function adminOrder(context: AppLoadContext, id: string | undefined) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const order = await getOrder(context.db, id ?? "");
  if (!order) throw notFound();
  return { user, order };
}

/** Shipped with lines not in a parcel yet: the ship form, not a bare change. */
const toShipForm = (preview: { unshipped: number; same: boolean; refused: unknown }, to: string) =>
  to === SHIPPED && preview.unshipped > 0 && !preview.same && !preview.refused;

async function pageData(
  context: AppLoadContext,
  request: Request,
  order: NonNullable<Awaited<ReturnType<typeof getOrder>>>,
  to: OrderStatus | null,
) {
  const { db } = context;
  const parcels = await parcelsForViewer(db, order);
  return {
    order: {
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
    },
    to,
    preview: to ? statusPreview(order, to) : null,
    at: await formVersion(db, "order", order.id, order.version),
    parcels: shipmentViews(parcels, order.items),
    shipForm: shipPath(requestLang(request), order.id),
  };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { order } = await adminOrder(context, params.id);
  const asked = new URL(request.url).searchParams.get("status");
  const to = isOrderStatus(asked) ? asked : null;
  const page = await pageData(context, request, order, to);
  if (to && page.preview && toShipForm(page.preview, to)) throw redirect(page.shipForm);
  return page;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const { user, order } = await adminOrder(context, params.id);
  const form = await request.formData();
  const to = String(form.get("status") ?? "");
  if (!isOrderStatus(to)) throw badRequest();
  const reason = String(form.get("reason") ?? "").trim();
  const t = dashboardMessages[lang].orderStatus;
  const preview = statusPreview(order, to);
  if (toShipForm(preview, to)) throw redirect(shipPath(lang, order.id));
  const changed = await applyStatusChange(context.db, order, to, publicOrigin(request), {
    expected: versionIn(form),
    reason,
    author: user,
  });
  if (changed === "changed")
    return redirectWithToast(
      localePath(lang, `/dashboard/orders/${order.id}`),
      "orderStatusChanged",
      {
        status: 303,
      },
    );
  if (changed === "conflict")
    return redirectWithToast(statusPath(lang, order.id, to), "orderStatusRaced", {
      type: "error",
      status: 303,
    });
  if (changed === "reasonNeeded")
    return data({ reason, error: t.reasonRequired, stale: undefined }, { status: 400 });
  if (changed === "stale") {
    // Drawn again over the order as it is now, the change asked for still chosen: who changed
    // the order since, and one more press applies it (decision 067).
    const now = (await getOrder(context.db, order.id))!;
    const notice = await staleNotice(
      context.db,
      user,
      "order",
      order.id,
      { version: now.version, seen: seenIn(form) },
      lang,
    );
    return data({ reason, error: null, stale: notice }, { status: 409 });
  }
  // A cancelled order stays cancelled; one awaiting its payment cannot move: the page says so.
  return data({ reason, error: null, stale: undefined }, { status: 400 });
}

export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].orderStatus.title);

export default function OrderStatusPage() {
  return (
    <RequiredMarks>
      <StatusPage />
    </RequiredMarks>
  );
}

function StatusPage() {
  const { order, to, preview, at, parcels } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    { reason: string; error: string | null; stale?: StaleNotice } | undefined;
  const dt = useDashboardT();
  const t = dt.orderStatus;
  const o = useT().orders;
  const busy = useNavigation().state === "submitting";
  const statuses: Record<string, string> = o.statuses;
  const version = answer?.stale ?? at;
  return (
    <>
      <div className="dashboard-head">
        <h1>{fmt(t.heading, { number: order.number })}</h1>
      </div>
      <p className="order-status-now">
        {t.current}: <OrderStatusLabel status={order.status} />
      </p>
      <Form method="get" className="order-status-form">
        <label htmlFor="order-status">{t.choose}</label>
        <select id="order-status" name="status" defaultValue={to ?? order.status}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statuses[s]}
            </option>
          ))}
        </select>
        <button type="submit" className="button secondary">
          {t.show}
        </button>
      </Form>
      {to && preview ? (
        <section className="confirm-box status-confirm" aria-labelledby="status-change">
          <h2 id="status-change">
            {t.change}: <OrderStatusLabel status={order.status} /> →{" "}
            <OrderStatusLabel status={to} />
          </h2>
          {preview.refused ? (
            <p role="alert">{preview.refused === "cancelled" ? t.cancelledFinal : t.incomplete}</p>
          ) : (
            <>
              <p>{t.whatHappens}</p>
              <ul className="status-effects">
                {preview.same ? <li>{t.same}</li> : null}
                {preview.mailTo ? (
                  <li>
                    {fmt(t.mail, {
                      email: preview.mailTo.email,
                      language: t.languages[preview.mailTo.lang],
                    })}
                  </li>
                ) : preview.same ? null : (
                  <li>{t.mailNone}</li>
                )}
                {preview.stockBack ? <li>{fmt(t.stockBack, { n: preview.stockBack })}</li> : null}
                {preview.cardRefunds ? (
                  <li>{fmt(t.cardRefunds, { n: preview.cardRefunds })}</li>
                ) : null}
                {preview.transferRefund ? <li>{t.transferRefund}</li> : null}
                {to === "Shipped" && !preview.same ? <li>{t.shippedNoParcel}</li> : null}
              </ul>
              <StaleNoticeBox notice={answer?.stale} />
              <Form
                method="post"
                className="stack-form dashboard-form"
                noValidate
                key={version.version}
              >
                <VersionFields at={version} />
                <input type="hidden" name="status" value={to} />
                {preview.risk ? (
                  <div
                    className={`field status-reason${answer?.error ? " has-error" : ""}`}
                    role="group"
                    aria-labelledby="status-risk"
                  >
                    <p id="status-risk" className="status-risk">
                      <strong>{t.risks[preview.risk]}</strong> {t.secondConfirm}
                    </p>
                    <label htmlFor="status-reason">
                      {t.reason}
                      <RequiredMark required />
                    </label>
                    <textarea
                      id="status-reason"
                      name="reason"
                      rows={3}
                      required
                      defaultValue={answer?.reason ?? ""}
                      aria-invalid={answer?.error ? true : undefined}
                      aria-describedby={
                        answer?.error
                          ? "status-reason-hint status-reason-error"
                          : "status-reason-hint"
                      }
                    />
                    <p id="status-reason-hint" className="hint">
                      {t.reasonHint}
                    </p>
                    <FieldErrors
                      id="status-reason-error"
                      errors={answer?.error ? [answer.error] : undefined}
                    />
                  </div>
                ) : null}
                <div className="form-actions">
                  <button
                    type="submit"
                    className={`button${preview.risk || to === "Canceled" ? " button-danger" : ""}`}
                    disabled={busy}
                  >
                    {preview.risk ? t.confirmRisky : t.confirm}
                  </button>
                </div>
              </Form>
            </>
          )}
        </section>
      ) : null}
      <ShipmentList parcels={parcels} trackLabel={dt.orderPage.trackParcel} />
      <p>
        <LocalLink to={`/dashboard/orders/${order.id}`}>{t.back}</LocalLink>
        {" · "}
        <LocalLink to={`/dashboard/history/order/${order.id}`}>{dt.historyLink}</LocalLink>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().orderStatus.missing} />;
}
