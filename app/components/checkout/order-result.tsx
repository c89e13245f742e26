import type { ReactNode } from "react";
import { LocalLink, useT } from "~/components/i18n";

/** The frame of the order result pages: a heading, the message, and the way on. */
export function OrderResult({
  title,
  children,
  tone = "success",
}: {
  title: string;
  children?: ReactNode;
  tone?: "success" | "failure";
}) {
  return (
    <main id="main" className={`container order-result order-result-${tone}`}>
      <h1>{title}</h1>
      {children}
    </main>
  );
}

export function OrderNotFound() {
  const t = useT().checkout;
  return (
    <OrderResult title={t.orderNotFound} tone="failure">
      <p>
        <LocalLink to="/shop" className="button secondary">
          {t.continueShopping}
        </LocalLink>
      </p>
    </OrderResult>
  );
}
