import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrderResult } from "~/components/checkout/order-result";
import { LocalLink, useT } from "~/components/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { withOrderTexts } from "~/locales/order-texts";
import type { TextsHandle } from "~/lib/text-modules";

/** Where a card payment that did not go through lands (spec 000 §2). */
export const headers = () => ({ "Cache-Control": "private, no-store" });

// The checkout's and orders' texts come with this page (app/locales/order-texts.ts).
export const clientLoader = withOrderTexts;
export const handle: TextsHandle = { texts: "order-texts" };

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].checkout.failureTitle);

/**
 * `?refund=1`: the card was charged but the order could not keep the money (it goes back).
 * `?review=1`: the card was charged and iyzico holds the payment for fraud review: not a failure,
 * and paying again would charge twice.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { searchParams } = new URL(request.url);
  return { refund: searchParams.get("refund") === "1", review: searchParams.get("review") === "1" };
}

export default function OrderFailed() {
  const t = useT().checkout;
  const { refund, review } = useLoaderData<typeof loader>();
  const shown = review
    ? { title: t.reviewTitle, text: t.reviewText, tone: "pending" as const }
    : {
        title: t.failureTitle,
        text: refund ? t.refundText : t.failureText,
        tone: "failure" as const,
      };
  // Held for review, the way on is the shop: trying again would charge the card twice.
  const next = review
    ? { to: "/shop", className: "button secondary", text: t.continueShopping }
    : { to: "/cart", className: "button", text: t.tryAgain };
  return (
    <OrderResult title={shown.title} tone={shown.tone}>
      <p>{shown.text}</p>
      <p className="order-result-actions">
        <LocalLink to={next.to} className={next.className}>
          {next.text}
        </LocalLink>
      </p>
    </OrderResult>
  );
}
