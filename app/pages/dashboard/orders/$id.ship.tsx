import {
  data,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { FieldErrors } from "~/components/forms/field";
import { RequiredLegend, RequiredMark, RequiredMarks } from "~/components/forms/required-mark";
import { LocalLink } from "~/components/i18n";
import { OrderStatusLabel, PaymentStateLabel } from "~/components/orders/order-status";
import { ShipmentList } from "~/components/orders/shipment-list";
import { shipLines, shipmentViews, shipView } from "~/features/orders/shipping.server";
import { requireUser } from "~/http/auth.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { CARRIERS, CARRIER_IDS } from "~/lib/carriers";
import { fmt, localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { orderNumber, paymentState } from "~/lib/orders";
import { requestLang } from "~/lib/request";
import type { TextsHandle } from "~/lib/text-modules";
import { dashboardMessages } from "~/locales/dashboard";
import { withOrderTexts } from "~/locales/order-texts";
import { ShipmentSchema } from "~/schemas/shipment";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * /dashboard/orders/{id}/ship (admins, and a merchant for their own lines; issue [18] point 2,
 * docs/decisions/076): the carrier, the tracking number and the lines of one parcel. A plain
 * form: refused input comes back with what was typed and what is wrong (400).
 */

async function load(context: AppLoadContext, id: string | undefined) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN" && user.role !== "ROLE_MERCHANT") throw forbidden();
  const view = await shipView(context.db, user, id ?? "");
  if (!view) throw notFound();
  return { user, view };
}

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { user, view } = await load(context, params.id);
  const { order } = view;
  return {
    admin: user.role === "ROLE_ADMIN",
    order: {
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      paymentState: paymentState({ ...order, paid: !!order.paidAt }),
    },
    lines: view.shippable.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity })),
    closed: view.closed,
    needsReason: view.needsReason,
    parcels: shipmentViews(view.parcels, order.items),
  };
}

type Values = Record<string, string | string[]>;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const { user, view } = await load(context, params.id);
  const form = await request.formData();
  const t = dashboardMessages[lang].shipping;
  const values: Values = {
    carrier: String(form.get("carrier") ?? ""),
    carrierName: String(form.get("carrierName") ?? ""),
    trackingUrl: String(form.get("trackingUrl") ?? ""),
    trackingNumber: String(form.get("trackingNumber") ?? ""),
    reason: String(form.get("reason") ?? ""),
    itemIds: form.getAll("itemIds").map(String),
  };
  const refuse = (errors: Record<string, string>) => data({ values, errors }, { status: 400 });
  const parsed = ShipmentSchema(t.errors).safeParse(values, { errorMap: zodMessages(lang) });
  const errors: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (values.itemIds!.length === 0 && !view.closed) errors.itemIds = t.errors.itemIds;
  if (view.needsReason && !String(values.reason).trim()) errors.reason = t.errors.reason;
  if (!parsed.success || Object.keys(errors).length) return refuse(errors);
  const outcome = await shipLines(
    context.db,
    user,
    view.order.id,
    parsed.data,
    publicOrigin(request),
  );
  if (outcome === "missing") throw notFound();
  if (outcome === "lines") return refuse({ itemIds: t.linesTaken });
  if (outcome === "reasonNeeded") return refuse({ reason: t.errors.reason });
  // Closed meanwhile (cancelled, or nothing left): the page, drawn again, says why.
  if (typeof outcome === "string") return refuse({});
  return redirectWithDashboardToast(
    localePath(lang, `/dashboard/orders/${view.order.id}`),
    outcome.orderShipped ? "shipped" : "shippedPart",
    undefined,
    { status: 303 },
  );
}

export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].shipping.title);

export default function ShipPage() {
  return (
    <RequiredMarks>
      <ShipForm />
    </RequiredMarks>
  );
}

function ShipForm() {
  const { admin, order, lines, closed, needsReason, parcels } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as
    { values: Values; errors: Record<string, string> } | undefined;
  const dt = useDashboardT();
  const t = dt.shipping;
  const marks = dt.formMarks;
  const back = dt.orderStatus.back;
  const busy = useNavigation().state === "submitting";
  const errors = answer?.errors ?? {};
  const value = (name: string) => {
    const v = answer?.values[name];
    return typeof v === "string" ? v : "";
  };
  const chosen = answer ? new Set(answer.values.itemIds as string[]) : null;
  const text = (name: string, label: string, opts: { required?: boolean; hint?: string } = {}) => (
    <div className={`field${errors[name] ? " has-error" : ""}`}>
      <label htmlFor={`ship-${name}`}>
        {label}
        <RequiredMark required={opts.required} />
      </label>
      <input
        id={`ship-${name}`}
        name={name}
        type={name === "trackingUrl" ? "url" : "text"}
        required={opts.required}
        defaultValue={value(name)}
        autoComplete="off"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [opts.hint ? `ship-${name}-hint` : "", errors[name] ? `ship-${name}-error` : ""]
            .filter(Boolean)
            .join(" ") || undefined
        }
      />
      {opts.hint ? (
        <p id={`ship-${name}-hint`} className="hint">
          {opts.hint}
        </p>
      ) : null}
      <FieldErrors id={`ship-${name}-error`} errors={errors[name] ? [errors[name]] : undefined} />
    </div>
  );
  return (
    <>
      <div className="dashboard-head">
        <h1>{fmt(t.heading, { number: order.number })}</h1>
      </div>
      <p className="order-status-now">
        <OrderStatusLabel status={order.status} /> <PaymentStateLabel state={order.paymentState} />
      </p>
      {closed ? (
        <p className="empty" role="status">
          {t[closed]}
        </p>
      ) : (
        <Form method="post" className="stack-form dashboard-form ship-form" noValidate>
          <RequiredLegend text={marks.legend} />
          <fieldset
            className={`field ship-lines${errors.itemIds ? " has-error" : ""}`}
            aria-describedby={errors.itemIds ? "ship-itemIds-error" : "ship-lines-hint"}
          >
            <legend>
              {t.lines}
              <RequiredMark required />
            </legend>
            <p id="ship-lines-hint" className="hint">
              {admin ? t.linesHint : t.merchantLines}
            </p>
            {lines.map((l) => (
              <label key={l.id} className="check">
                <input
                  type="checkbox"
                  name="itemIds"
                  value={l.id}
                  defaultChecked={chosen ? chosen.has(l.id) : true}
                />{" "}
                {l.name} × {l.quantity}
              </label>
            ))}
            <FieldErrors
              id="ship-itemIds-error"
              errors={errors.itemIds ? [errors.itemIds] : undefined}
            />
          </fieldset>
          <div className={`field${errors.carrier ? " has-error" : ""}`}>
            <label htmlFor="ship-carrier">
              {t.carrier}
              <RequiredMark required />
            </label>
            <select
              id="ship-carrier"
              name="carrier"
              required
              defaultValue={value("carrier")}
              aria-invalid={errors.carrier ? true : undefined}
              aria-describedby={errors.carrier ? "ship-carrier-error" : undefined}
            >
              <option value="">{t.carrierChoose}</option>
              {CARRIER_IDS.map((id) => (
                <option key={id} value={id}>
                  {id === "other" ? t.other : CARRIERS[id].name}
                </option>
              ))}
            </select>
            <FieldErrors
              id="ship-carrier-error"
              errors={errors.carrier ? [errors.carrier] : undefined}
            />
          </div>
          {text("trackingNumber", t.trackingNumber, { required: true })}
          <fieldset className="field ship-other">
            <legend>{t.other}</legend>
            <p className="hint">{t.otherHint}</p>
            <div className="field-pair">
              {text("carrierName", t.carrierName)}
              {text("trackingUrl", t.trackingUrl)}
            </div>
          </fieldset>
          {needsReason ? (
            <div className={`field${errors.reason ? " has-error" : ""}`}>
              <p id="ship-reason-warning" className="status-risk">
                <strong>{t.unpaidWarning}</strong>
              </p>
              <label htmlFor="ship-reason">
                {t.reason}
                <RequiredMark required />
              </label>
              <textarea
                id="ship-reason"
                name="reason"
                rows={3}
                required
                defaultValue={value("reason")}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={
                  errors.reason ? "ship-reason-warning ship-reason-error" : "ship-reason-warning"
                }
              />
              <FieldErrors
                id="ship-reason-error"
                errors={errors.reason ? [errors.reason] : undefined}
              />
            </div>
          ) : null}
          <ul className="hint ship-mail">
            <li>{t.mailAll}</li>
            <li>{t.mailPart}</li>
          </ul>
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy}>
              {t.submit}
            </button>
          </div>
        </Form>
      )}
      <ShipmentList parcels={parcels} heading={t.parcels} trackLabel={dt.orderPage.trackParcel} />
      <p>
        <LocalLink to={`/dashboard/orders/${order.id}`}>{back}</LocalLink>
        {admin ? (
          <>
            {" · "}
            <LocalLink to={`/dashboard/orders/${order.id}/status`}>{t.status}</LocalLink>
          </>
        ) : null}
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError notFound={useDashboardT().orderStatus.missing} />;
}
