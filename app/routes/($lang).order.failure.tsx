import type { MetaFunction } from "@remix-run/node";
import { OrderResult } from "~/components/checkout/order-result";
import { LocalLink, useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";

/** Where a card payment that did not go through lands (spec 000 §2). */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].checkout.failureTitle);

export default function OrderFailed() {
  const t = useT().checkout;
  return (
    <OrderResult title={t.failureTitle} tone="failure">
      <p>{t.failureText}</p>
      <p className="order-result-actions">
        <LocalLink to="/cart" className="button">
          {t.tryAgain}
        </LocalLink>
      </p>
    </OrderResult>
  );
}
