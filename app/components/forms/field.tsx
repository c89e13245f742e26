import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { RequiredMark } from "./required-mark";

/** A labelled input with its errors, wired for screen readers. */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  inputMode,
  hint,
  lang,
}: {
  meta: FieldMetadata<string | number | undefined>;
  label: ReactNode;
  type?: "text" | "email" | "password" | "tel" | "number" | "url" | "date";
  autoComplete?: string;
  /** The keyboard a phone shows, where the type does not say it (a national phone number). */
  inputMode?: "tel";
  hint?: ReactNode;
  /** The language of what is typed in (a record's Turkish or English text). */
  lang?: "tr" | "en";
}) {
  const props = getInputProps(meta, { type, ariaAttributes: true });
  return (
    <div className={`field${meta.errors?.length ? " has-error" : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        <RequiredMark required={meta.required} />
      </label>
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        inputMode={inputMode}
        lang={lang}
      />
      {hint ? <p className="hint">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="field-errors">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A field people never see; a bot that fills every input fills this one too. */
export function Honeypot({ id = "website" }: { id?: string } = {}) {
  // `id` differs when several forms share a page (the footer's newsletter); the name never does.
  return (
    <>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id}>Website</label>
        <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <CaptchaWidget />
    </>
  );
}

type Grecaptcha = { render?: (el: HTMLElement, opts: { sitekey: string }) => void };

/**
 * reCAPTCHA's checkbox, when CAPTCHA_SITE_KEY is set (the root loads its script). It puts its
 * token in the form as `g-recaptcha-response`, which passesBotCheck verifies on the server.
 */
function CaptchaWidget() {
  const siteKey = useRouteLoaderData<{ captchaSiteKey: string | null }>("root")?.captchaSiteKey;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The script renders widgets present when it loads; one that appears later is rendered here.
    const el = ref.current;
    const g = (window as { grecaptcha?: Grecaptcha }).grecaptcha;
    if (siteKey && el && !el.hasChildNodes()) g?.render?.(el, { sitekey: siteKey });
  }, [siteKey]);
  if (!siteKey) return null;
  return <div ref={ref} className="g-recaptcha" data-sitekey={siteKey} />;
}

/** Errors that belong to the whole form ('wrong e-mail or password'). */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="form-errors">
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
