import { Form, useNavigation } from "@remix-run/react";
import { useLang } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { formatMoney, type Currency } from "~/lib/money";
import { orderRefundsMessages } from "~/locales/order-refunds";

export interface RefundLineView {
  id: string;
  name: string;
  amount: number;
  state: "pending" | "sending" | "done" | "failed";
  /** When it was booked, or refunded once done. */
  date: string;
  dateText: string;
  /** The admin's: iyzico's answer to the last attempt, and whether that was no answer at all. */
  error?: string | null;
  unreachable?: boolean;
  attempts?: number;
  retryable?: boolean;
  /** The admin's: every attempt at iyzico, oldest first. */
  history?: RefundAttemptView[];
}

export interface RefundAttemptView {
  how: "refund" | "cancel" | "report";
  outcome: "done" | "refused" | "unreachable";
  amount: number;
  message: string | null;
  at: string;
  atText: string;
}

/**
 * The card refunds of an order's cancelled lines (decision 031). The admin sees every attempt at
 * iyzico and its outcome, why one failed and a Retry button, a plain form post.
 */
export function OrderRefunds({
  refunds,
  currency,
  action,
}: {
  refunds: RefundLineView[];
  currency: Currency;
  action: string;
}) {
  const lang = useLang();
  const t = orderRefundsMessages[lang];
  const busy = useNavigation().state === "submitting";
  return (
    <section className="order-refunds" aria-labelledby="order-refunds">
      <h2 id="order-refunds">{t.title}</h2>
      <p className="order-note">{t.refundsNote}</p>
      <ul className="order-refund-list">
        {refunds.map((r) => (
          <li key={r.id} className={`order-refund is-${r.state}`} data-refund={r.id}>
            <p className="order-refund-name">{r.name}</p>
            <p>
              {t.refundAmount}:{" "}
              <span className="order-refund-amount">{formatMoney(r.amount, currency, lang)}</span>
            </p>
            <p>
              {t.refundState}:{" "}
              <span className={`tag order-refund-state is-${r.state}`}>
                {t.refundStates[r.state]}
              </span>
              {r.attempts && r.attempts > 1 ? (
                <span className="order-refund-attempts">
                  {" "}
                  ({fmt(t.refundAttempts, { n: r.attempts })})
                </span>
              ) : null}
            </p>
            <p>
              {t.refundDate}: <time dateTime={r.date}>{r.dateText}</time>
            </p>
            {r.error ? (
              <p className="order-refund-error" role="status">
                {t.refundError}: {r.error}
                {r.unreachable ? (
                  <>
                    <br />
                    {t.refundUnreachable}
                  </>
                ) : null}
              </p>
            ) : null}
            {r.history && r.history.length > 0 ? (
              <div className="order-refund-history">
                <p>{t.historyTitle}:</p>
                <ol>
                  {r.history.map((a) => (
                    <li key={a.at + a.how} className={`is-${a.outcome}`}>
                      <time dateTime={a.at}>{a.atText}</time> · {t.historyHow[a.how]} ·{" "}
                      {formatMoney(a.amount, currency, lang)} · {t.historyOutcomes[a.outcome]}
                      {a.message ? `: ${a.message}` : null}
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
            {r.retryable ? (
              <Form method="post" action={action} className="inline-form">
                <input type="hidden" name="refundId" value={r.id} />
                <button
                  type="submit"
                  name="intent"
                  value="retryRefund"
                  className="button"
                  disabled={busy}
                >
                  {t.refundRetry}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
