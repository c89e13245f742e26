import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { FieldErrors, FormErrors } from "~/components/forms/field";
import { useT } from "~/components/i18n";
import { BankAccounts, type BankInfo } from "./bank-accounts";
import { EmbeddedCheckout } from "./embedded-checkout";

/** What /payment's action answers when it does not redirect. */
export interface PaymentReply {
  intent: "card" | "transfer" | null;
  contractError?: string;
  formError?: string;
  /** A card payment started from the page (JavaScript): iyzico's form to show in it. */
  card?: { checkoutFormContent: string; token: string };
}

const FORM_ID = "payment-form";

/**
 * The two ways to pay (spec 000 §2), as an accordion that works without JavaScript: one form
 * with the contract checkbox, and a submit button in each panel posting `intent`. Without
 * JavaScript 'card' goes on to iyzico's payment page; with it, the card panel asks for iyzico's
 * form and shows it in place.
 */
export function PaymentMethods({
  total,
  bank,
  reply,
}: {
  total: number;
  bank: BankInfo;
  reply: PaymentReply | undefined;
}) {
  const t = useT().checkout;
  const navigation = useNavigation();
  const fetcher = useFetcher<PaymentReply>({ key: "card-checkout" });
  // The newest answer wins: the card panel's (fetcher) or the page's (a transfer's refusal).
  const [latest, setLatest] = useState<"page" | "card">("page");
  useEffect(() => {
    if (fetcher.state === "submitting") setLatest("card");
  }, [fetcher.state]);
  useEffect(() => {
    if (navigation.state === "submitting") setLatest("page");
  }, [navigation.state]);
  const shown = latest === "card" ? fetcher.data : reply;
  const intent = shown?.intent ?? "card";
  const busyCard = fetcher.state !== "idle";
  const busyTransfer = navigation.state === "submitting";

  function payByCardInPlace(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value !== "card") return;
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set("intent", "card");
    data.set("embed", "1");
    fetcher.submit(data, { method: "post" });
  }

  return (
    <>
      <Form method="post" id={FORM_ID} onSubmit={payByCardInPlace} className="payment-form">
        <FormErrors
          id="payment-form-error"
          errors={shown?.formError ? [shown.formError] : undefined}
        />
        <input type="hidden" name="total" value={total} />
        <div
          className={`field checkbox contract-accept${shown?.contractError ? " has-error" : ""}`}
        >
          <input
            id="contract"
            name="contract"
            type="checkbox"
            aria-invalid={shown?.contractError ? true : undefined}
            aria-describedby={shown?.contractError ? "contract-error" : undefined}
          />
          <label htmlFor="contract">{t.contractAccept}</label>
          <FieldErrors
            id="contract-error"
            errors={shown?.contractError ? [shown.contractError] : undefined}
          />
        </div>
      </Form>
      <div className="payment-methods">
        <details className="pay-method" name="payment-method" open={intent === "card"}>
          <summary>{t.cardTitle}</summary>
          <div className="pay-method-body">
            <p>{t.cardIntro}</p>
            {shown?.card ? (
              <>
                <EmbeddedCheckout key={shown.card.token} content={shown.card.checkoutFormContent} />
                {/* iyzico's token lives 30 minutes; a new form replaces the order's last one. */}
                <button
                  type="submit"
                  form={FORM_ID}
                  name="intent"
                  value="card"
                  className="link-button card-renew"
                  disabled={busyCard || busyTransfer}
                >
                  {busyCard ? t.cardPreparing : t.cardRenew}
                </button>
              </>
            ) : (
              <button
                type="submit"
                form={FORM_ID}
                name="intent"
                value="card"
                className="button"
                disabled={busyCard || busyTransfer}
              >
                {busyCard ? t.cardPreparing : t.cardButton}
              </button>
            )}
          </div>
        </details>
        <details className="pay-method" name="payment-method" open={intent === "transfer"}>
          <summary>{t.transferTitle}</summary>
          <div className="pay-method-body">
            <p>{t.transferIntro}</p>
            <BankAccounts bank={bank} />
            <button
              type="submit"
              form={FORM_ID}
              name="intent"
              value="transfer"
              className="button"
              disabled={busyCard || busyTransfer}
            >
              {busyTransfer ? t.placing : t.placeOrder}
            </button>
          </div>
        </details>
      </div>
    </>
  );
}
