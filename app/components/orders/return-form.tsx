import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useLang } from "~/components/i18n";
import { FieldErrors } from "~/components/forms/field";
import { fmt } from "~/lib/i18n";
import type { ReturnKind, ReturnReason } from "~/lib/returns";
import { orderReturnsMessages } from "~/locales/order-returns";

export interface ReturnFormLine {
  id: string;
  name: string;
  quantity: number;
  amount: string;
  kinds: ReturnKind[];
  earrings: boolean;
  /** Why it cannot go back, or cannot be withdrawn any more; null when it may. */
  why: string | null;
}

export interface ReturnFormTyped {
  kind: string;
  lines: string[];
  reason: string;
  note: string;
  sealIntact: boolean;
  iban: string;
  accountHolder: string;
}

type Errors = Partial<Record<string, string[]>>;

/**
 * The shopper's request form (issue [19]): a plain multipart POST that works without JavaScript;
 * with it, the reason and photos show only for a return and the seal only with earrings chosen.
 * Every field is drawn from what was typed last, so a refusal loses nothing but the photos.
 */
export function ReturnForm(props: {
  action: string;
  lines: ReturnFormLine[];
  reasons: ReturnReason[];
  photosMax: number;
  transfer: boolean;
  typed?: ReturnFormTyped | null;
  errors?: Errors | null;
}) {
  const { action, lines, reasons, photosMax, transfer } = props;
  const t = orderReturnsMessages[useLang()];
  const typed = props.typed;
  const errors = props.errors ?? {};
  const busy = useNavigation().state === "submitting";
  const canWithdraw = lines.some((l) => l.kinds.includes("withdrawal"));
  const [kind, setKind] = useState<string>(typed?.kind || (canWithdraw ? "withdrawal" : "return"));
  const [chosen, setChosen] = useState<string[]>(typed?.lines ?? []);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  // Without JavaScript every part of the form shows; with it, only what the choice needs.
  const shows = (part: "return" | "seal") =>
    !scripted ||
    (part === "return"
      ? kind === "return"
      : lines.some((l) => l.earrings && chosen.includes(l.id)));
  const described = (name: string) => (errors[name]?.length ? `return-${name}-error` : undefined);
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="return-form"
      noValidate
    >
      <FieldErrors id="return-form-error" errors={errors.form} />
      <fieldset className="return-lines" aria-describedby={described("lines")}>
        <legend>{t.linesLegend}</legend>
        <ul>
          {lines.map((line) => {
            const open = line.kinds.length > 0;
            const id = `return-line-${line.id}`;
            return (
              <li key={line.id} className={open ? "return-line" : "return-line is-closed"}>
                {open ? (
                  <input
                    type="checkbox"
                    id={id}
                    name="lines"
                    value={line.id}
                    defaultChecked={typed?.lines.includes(line.id)}
                    onChange={(e) => {
                      // Read now: the event is gone by the time the state updater runs.
                      const checked = e.currentTarget.checked;
                      setChosen((now) =>
                        checked ? [...now, line.id] : now.filter((c) => c !== line.id),
                      );
                    }}
                  />
                ) : null}
                <label htmlFor={open ? id : undefined}>
                  <span className="return-line-name">
                    {line.name} × {line.quantity}
                  </span>{" "}
                  <span className="return-line-amount">{line.amount}</span>
                </label>
                {line.why ? <p className="return-line-why">{line.why}</p> : null}
                {open && line.earrings ? (
                  <p className="return-line-why">{t.line.earrings}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
        <FieldErrors id="return-lines-error" errors={errors.lines} />
      </fieldset>

      <fieldset className="return-kind" aria-describedby={described("kind")}>
        <legend>{t.kindLegend}</legend>
        <div className="return-choice">
          <input
            type="radio"
            id="return-kind-withdrawal"
            name="kind"
            value="withdrawal"
            defaultChecked={kind === "withdrawal"}
            onChange={() => setKind("withdrawal")}
          />
          <label htmlFor="return-kind-withdrawal">{t.kindWithdrawal}</label>
          <p className="hint">{t.kindWithdrawalHint}</p>
        </div>
        <div className="return-choice">
          <input
            type="radio"
            id="return-kind-return"
            name="kind"
            value="return"
            defaultChecked={kind === "return"}
            onChange={() => setKind("return")}
          />
          <label htmlFor="return-kind-return">{t.kindReturn}</label>
          <p className="hint">{t.kindReturnHint}</p>
        </div>
        <FieldErrors id="return-kind-error" errors={errors.kind} />
      </fieldset>

      <div className="return-details" hidden={!shows("return")}>
        <div className={`field${errors.reason?.length ? " has-error" : ""}`}>
          <label htmlFor="return-reason">{t.reason}</label>
          <select
            id="return-reason"
            name="reason"
            defaultValue={typed?.reason ?? ""}
            aria-invalid={errors.reason?.length ? true : undefined}
            aria-describedby={described("reason")}
          >
            <option value="">{t.reasonChoose}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {t.reasons[r]}
              </option>
            ))}
          </select>
          <FieldErrors id="return-reason-error" errors={errors.reason} />
        </div>
        <div className="field">
          <label htmlFor="return-note">
            {t.note} <span className="hint">{t.optional}</span>
          </label>
          <textarea id="return-note" name="note" rows={3} defaultValue={typed?.note ?? ""} />
        </div>
        <div className={`field${errors.photos?.length ? " has-error" : ""}`}>
          <label htmlFor="return-photos">
            {fmt(t.photos, { max: photosMax })} <span className="hint">{t.optional}</span>
          </label>
          <input
            type="file"
            id="return-photos"
            name="photos"
            accept="image/jpeg,image/png,image/webp"
            multiple
            aria-describedby={described("photos") ?? "return-photos-hint"}
          />
          <p className="hint" id="return-photos-hint">
            {t.photosHint}
          </p>
          <FieldErrors id="return-photos-error" errors={errors.photos} />
        </div>
      </div>

      <fieldset className="return-seal" hidden={!shows("seal")}>
        <legend>{t.sealLegend}</legend>
        <div className="return-choice">
          <input
            type="checkbox"
            id="return-seal"
            name="sealIntact"
            defaultChecked={typed?.sealIntact}
            aria-invalid={errors.sealIntact?.length ? true : undefined}
            aria-describedby={described("sealIntact")}
          />
          <label htmlFor="return-seal">{t.seal}</label>
          <p className="hint">{t.sealHint}</p>
        </div>
        <FieldErrors id="return-sealIntact-error" errors={errors.sealIntact} />
      </fieldset>

      {transfer ? (
        <fieldset className="return-account">
          <legend>{t.ibanLegend}</legend>
          <p className="hint">{t.ibanNote}</p>
          <div className={`field${errors.iban?.length ? " has-error" : ""}`}>
            <label htmlFor="return-iban">{t.iban}</label>
            <input
              id="return-iban"
              name="iban"
              autoComplete="off"
              spellCheck={false}
              placeholder="TR00 0000 0000 0000 0000 0000 00"
              defaultValue={typed?.iban ?? ""}
              aria-invalid={errors.iban?.length ? true : undefined}
              aria-describedby={described("iban")}
            />
            <FieldErrors id="return-iban-error" errors={errors.iban} />
          </div>
          <div className={`field${errors.accountHolder?.length ? " has-error" : ""}`}>
            <label htmlFor="return-holder">{t.accountHolder}</label>
            <input
              id="return-holder"
              name="accountHolder"
              autoComplete="name"
              defaultValue={typed?.accountHolder ?? ""}
              aria-invalid={errors.accountHolder?.length ? true : undefined}
              aria-describedby={described("accountHolder")}
            />
            <FieldErrors id="return-accountHolder-error" errors={errors.accountHolder} />
          </div>
        </fieldset>
      ) : null}

      <button type="submit" className="button" disabled={busy}>
        {t.submit}
      </button>
    </Form>
  );
}
