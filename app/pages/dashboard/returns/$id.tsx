import { useDeskT } from "./use-desk-t";
import { formatIban, normalizeIban } from "~/lib/iban";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { secretPageHeaders } from "~/lib/secret-page";
import { DESK_TEXT_MAX } from "~/schemas/return-desk";
import { Deadline } from "./deadline";
import { deskRequestAction, deskRequestLoader, type StepRefusal } from "./return-pages.server";

/**
 * /dashboard/returns/:id (issue [19] point 2): one request, its order, lines and photos, the
 * account a transfer's money goes to (the admin's), and a form for each step it may take now.
 */
export function loader(args: LoaderFunctionArgs) {
  return deskRequestLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return deskRequestAction(args);
}

export const headers = secretPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data ? fmt(data.t.requestTitle, { number: data.request.number }) : "");

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;
type Request = Loaded["request"];

export default function ReturnRequestPage() {
  const { request: r, admin, action } = useLoaderData<typeof loader>();
  const t = useDeskT();
  const refused = useActionData<typeof action>() as StepRefusal | undefined;
  const reasons: Record<string, string> = t.reasons;
  return (
    <div className="staff-order return-page">
      <div className="dashboard-head">
        <h1>{fmt(t.requestTitle, { number: r.number })}</h1>
        <p className="staff-order-links">
          <LocalLink to="/dashboard/returns">{t.backToDesk}</LocalLink>
          <LocalLink to={`/dashboard/orders/${r.orderId}`} className="return-order-link">
            {fmt(t.orderLink, { number: r.orderNumber })}
          </LocalLink>
        </p>
      </div>
      {refused?.errors.form ? (
        <p className="return-error field-error" role="alert">
          {refused.errors.form}
        </p>
      ) : null}
      <dl className="order-facts return-page-facts">
        <div>
          <dt>{t.state}</dt>
          <dd className="return-state">{t.states[r.state]}</dd>
        </div>
        <div>
          <dt>{t.kind}</dt>
          <dd>{t.kinds[r.kind]}</dd>
        </div>
        {r.customer !== null ? (
          <div>
            <dt>{t.customer}</dt>
            <dd className="return-customer">{r.customer}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.amount}</dt>
          <dd className="return-amount">{r.amount}</dd>
        </div>
        <div>
          <dt>{t.noticed}</dt>
          <dd>
            <time dateTime={r.noticed.at}>{r.noticed.text}</time>
          </dd>
        </div>
        <div>
          <dt>{t.deadline}</dt>
          <dd>
            <time dateTime={r.deadline.at}>{r.deadline.text}</time>
            {r.deadline.open ? " · " : null}
            <Deadline deadline={r.deadline} />
          </dd>
        </div>
        {r.reason ? (
          <div>
            <dt>{t.reason}</dt>
            <dd>{reasons[r.reason] ?? r.reason}</dd>
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="return-note">
        <h2 id="return-note">{t.note}</h2>
        <p className="return-note">{r.note || t.noNote}</p>
        {r.sealIntact ? <p>{t.sealIntact}</p> : null}
      </section>
      <section aria-labelledby="return-lines">
        <h2 id="return-lines">{t.lines}</h2>
        <ul className="return-lines">
          {r.lines.map((l) => (
            <li key={l.id} className="return-line">
              {l.thumb ? <img src={l.thumb} alt="" width={56} height={56} loading="lazy" /> : null}
              <span className="return-line-name">{l.name}</span>
              <span>
                {t.quantity}: {l.quantity}
              </span>
              <span>
                {t.paidShare}: <span className="return-line-amount">{l.amount}</span>
              </span>
              {l.resellable !== null ? (
                <span className="return-line-resellable">
                  {l.resellable ? t.resellable : t.notResellable}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {r.photos.length ? (
        <section aria-labelledby="return-photos">
          <h2 id="return-photos">{t.photos}</h2>
          <ul className="return-photos">
            {r.photos.map((p, i) => (
              <li key={p.url}>
                <a href={p.url}>
                  <img
                    src={p.thumb ?? p.url}
                    alt={fmt(t.photoAlt, { n: i + 1 })}
                    width={120}
                    height={120}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="return-payment">
        <h2 id="return-payment">{t.payment}</h2>
        <p>{r.card ? t.byCard : t.byTransfer}</p>
        {admin && !r.card ? (
          r.iban ? (
            <dl className="return-iban">
              <dt>{t.iban}</dt>
              <dd className="return-iban-number">{formatIban(normalizeIban(r.iban))}</dd>
              {r.accountHolder ? (
                <>
                  <dt>{t.accountHolder}</dt>
                  <dd>{r.accountHolder}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p className="order-note">{t.noIban}</p>
          )
        ) : null}
      </section>
      {r.instructions ? (
        <section aria-labelledby="return-instructions">
          <h2 id="return-instructions">{t.instructionsShown}</h2>
          <p className="return-instructions">{r.instructions}</p>
        </section>
      ) : null}
      {r.refusalReason ? (
        <section aria-labelledby="return-refusal">
          <h2 id="return-refusal">{t.refusalShown}</h2>
          <p className="return-refusal">{r.refusalReason}</p>
        </section>
      ) : null}
      {r.refunds.length ? <CardRefunds request={r} action={action} /> : null}
      <Steps request={r} admin={admin} action={action} refused={refused} />
      {r.steps.length ? (
        <section aria-labelledby="return-steps">
          <h2 id="return-steps">{t.steps}</h2>
          <ol className="return-steps">
            {r.steps.map((s) => (
              <li key={s.at}>
                <span className="return-step-state">{s.state}</span> —{" "}
                {fmt(t.stepBy, { who: s.who, when: s.text })}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}

function CardRefunds({ request, action }: { request: Request; action: string }) {
  const t = useDeskT();
  return (
    <section aria-labelledby="return-refunds">
      <h2 id="return-refunds">{t.refunds}</h2>
      <ul className="return-refunds">
        {request.refunds.map((f) => (
          <li key={f.id} className="return-refund">
            <span>{f.name}</span> <span className="return-refund-amount">{f.amount}</span>{" "}
            <span className="return-refund-state">{t.refundStates[f.state]}</span>
            {f.error ? <span className="return-refund-error"> — {f.error}</span> : null}
            {f.retryable ? (
              <Form method="post" action={action} className="return-retry">
                <input type="hidden" name="refundId" value={f.id} />
                <button type="submit" name="intent" value="retryRefund" className="button">
                  {t.retry}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One form per step the request may take now; each a plain POST carrying the version read. */
function Steps({
  request: r,
  admin,
  action,
  refused,
}: {
  request: Request;
  admin: boolean;
  action: string;
  refused: StepRefusal | undefined;
}) {
  const t = useDeskT();
  const busy = useNavigation().state === "submitting";
  const typed = (intent: string, name: string) =>
    refused?.intent === intent ? refused.values[name] : undefined;
  const error = (intent: string, field: keyof StepRefusal["errors"]) =>
    refused?.intent === intent ? refused.errors[field] : undefined;
  const version = <input type="hidden" name="version" value={r.version} />;
  const textStep = (intent: "approve" | "refuse", field: "instructions" | "reason") => {
    const message = error(intent, field);
    const id = `return-${field}`;
    return (
      <Form method="post" action={action} className="order-note-form return-step">
        <h2>{intent === "approve" ? t.approveTitle : t.refuseTitle}</h2>
        {version}
        <label htmlFor={id}>{field === "instructions" ? t.instructionsLabel : t.reasonLabel}</label>
        <textarea
          id={id}
          name={field}
          rows={4}
          maxLength={DESK_TEXT_MAX}
          required
          defaultValue={typed(intent, field)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        {message ? (
          <p id={`${id}-error`} className="field-error" role="alert">
            {message}
          </p>
        ) : null}
        <button type="submit" name="intent" value={intent} className="button" disabled={busy}>
          {intent === "approve" ? t.approve : t.refuse}
        </button>
      </Form>
    );
  };
  if (r.state === "refunded" || r.state === "refused")
    return <p className="order-note">{t.finalNote}</p>;
  const linesError = error("receive", "lines");
  const confirmError = error("refund", "confirm");
  return (
    <div className="return-step-forms">
      {r.state === "asked" ? textStep("approve", "instructions") : null}
      {r.state === "approved" ? (
        <Form method="post" action={action} className="order-note-form return-step">
          <h2>{t.receiveTitle}</h2>
          {version}
          <p className="field-hint">{t.receiveHint}</p>
          {r.lines.map((l) => {
            const said = typed("receive", `resellable-${l.id}`);
            return (
              <fieldset key={l.id} className="return-receive-line">
                <legend>{l.name}</legend>
                <label>
                  <input
                    type="radio"
                    name={`resellable-${l.id}`}
                    value="yes"
                    required
                    defaultChecked={said === "yes"}
                  />{" "}
                  {t.resellable}
                </label>
                <label>
                  <input
                    type="radio"
                    name={`resellable-${l.id}`}
                    value="no"
                    defaultChecked={said === "no"}
                  />{" "}
                  {t.notResellable}
                </label>
              </fieldset>
            );
          })}
          {linesError ? (
            <p className="field-error" role="alert">
              {linesError}
            </p>
          ) : null}
          <button type="submit" name="intent" value="receive" className="button" disabled={busy}>
            {t.receive}
          </button>
        </Form>
      ) : null}
      {r.state === "received" && admin && (r.card || r.iban) ? (
        <Form method="post" action={action} className="order-note-form return-step">
          <h2>{t.refundTitle}</h2>
          {version}
          <label className="return-confirm">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              aria-invalid={confirmError ? true : undefined}
            />{" "}
            {r.card
              ? fmt(t.refundCardConfirm, { amount: r.amount })
              : fmt(t.refundTransferConfirm, { amount: r.amount, iban: r.iban ?? "" })}
          </label>
          {confirmError ? (
            <p className="field-error" role="alert">
              {confirmError}
            </p>
          ) : null}
          <button type="submit" name="intent" value="refund" className="button" disabled={busy}>
            {r.card ? t.refundCard : t.refundTransfer}
          </button>
        </Form>
      ) : null}
      {r.state === "received" && !admin ? (
        <p className="order-note">{t.merchantRefundNote}</p>
      ) : null}
      {r.state === "asked" || r.state === "approved" ? textStep("refuse", "reason") : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
