import { LocalLink, useLang } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import type { ReturnKind, ReturnState } from "~/lib/returns";
import { orderReturnsMessages } from "~/locales/order-returns";

export interface OrderReturnView {
  id: string;
  number: string;
  kind: ReturnKind;
  state: ReturnState;
  amount: string;
  created: string;
  dateText: string;
  lines: string[];
  refusalReason: string | null;
  instructions: string | null;
}

/**
 * The order's return and withdrawal requests on the shopper's order page (issue [19]): number,
 * kind, state in words and amount; the shop's words once it answered; and, for a delivered order,
 * the way to ask.
 */
export function OrderReturns({
  requests,
  ask,
}: {
  requests: OrderReturnView[];
  ask: string | null;
}) {
  const t = orderReturnsMessages[useLang()];
  return (
    <section className="order-returns" aria-labelledby="order-returns">
      <h2 id="order-returns">{t.sectionTitle}</h2>
      {requests.length > 0 ? (
        <ul className="order-return-list">
          {requests.map((r) => (
            <li key={r.id} className="order-return">
              <dl>
                <div>
                  <dt>{t.requestNumber}</dt>
                  <dd>{r.number}</dd>
                </div>
                <div>
                  <dt>{t.kind}</dt>
                  <dd>{t.kinds[r.kind]}</dd>
                </div>
                <div>
                  <dt>{t.state}</dt>
                  <dd className={`return-state return-state-${r.state}`}>{t.states[r.state]}</dd>
                </div>
                <div>
                  <dt>{t.amount}</dt>
                  <dd>{r.amount}</dd>
                </div>
                <div>
                  <dt>{t.date}</dt>
                  <dd>
                    <time dateTime={r.created}>{r.dateText}</time>
                  </dd>
                </div>
                <div>
                  <dt>{t.lines}</dt>
                  <dd>{r.lines.join(", ")}</dd>
                </div>
              </dl>
              {r.instructions ? <p>{fmt(t.instructions, { text: r.instructions })}</p> : null}
              {r.refusalReason ? <p>{fmt(t.refusalReason, { reason: r.refusalReason })}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {ask ? (
        <p className="order-return-ask">
          <span>{t.askNote}</span>{" "}
          <LocalLink to={ask} className="button secondary">
            {t.askLink}
          </LocalLink>
        </p>
      ) : null}
    </section>
  );
}
