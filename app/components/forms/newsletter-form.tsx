import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LocalLink, useLang, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { FieldErrors, FormErrors, Honeypot } from "./field";

export type NewsletterReply = SubmissionResult<string[]>;

/**
 * The newsletter sign-up, posting to /newsletter. It sits in the footer of every page, so it stays
 * light: no Conform or zod in the browser, the server's answer shows the errors. With JavaScript a
 * fetcher keeps the page; without it the browser goes to /newsletter, which shows the errors with
 * the typed address, and a success comes back here with a toast. Signing up is consent to
 * commercial e-mail: its text stands beside the button, which it describes.
 */
export function NewsletterForm({ id, result }: { id: string; result?: NewsletterReply }) {
  const t = useT().forms;
  const lang = useLang();
  const location = useLocation();
  const fetcher = useFetcher<NewsletterReply>({ key: id });
  const [clientError, setClientError] = useState<string | null>(null);

  // After a redirect (a success) the fetcher still holds the previous answer: drop it, and empty
  // the box (spec 000 §4: forms reset after success).
  const formRef = useRef<HTMLFormElement>(null);
  const before = useRef<{ data: unknown } | null>(null);
  const [spent, setSpent] = useState<unknown>(undefined);
  useEffect(() => {
    if (fetcher.state === "submitting") before.current ??= { data: fetcher.data };
    else if (fetcher.state === "idle" && before.current) {
      const answered = fetcher.data !== undefined && fetcher.data !== before.current.data;
      before.current = null;
      if (!answered) {
        setSpent(fetcher.data);
        formRef.current?.reset();
      }
    }
  }, [fetcher.state, fetcher.data]);

  const reply = (fetcher.data !== spent ? fetcher.data : undefined) ?? result;
  const errors = clientError ? [clientError] : (reply?.error?.email ?? undefined);
  const formErrors = reply?.error?.[""] ?? undefined;
  const typed = reply?.initialValue?.email;
  const back = reply?.initialValue?.redirectTo;
  const inputId = `${id}-email`;
  const errorId = `${id}-email-error`;

  // The browser's own e-mail check answers the obvious mistakes without a round trip; the
  // server's schema has the last word.
  function checkBeforeSending(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("email") as HTMLInputElement | null;
    if (!input) return;
    const message = !input.value.trim()
      ? t.emailRequired
      : input.validity.typeMismatch
        ? t.emailInvalid
        : null;
    setClientError(message);
    if (message) {
      event.preventDefault();
      input.focus();
    }
  }

  return (
    <fetcher.Form
      ref={formRef}
      id={id}
      method="post"
      action={localePath(lang, "/newsletter")}
      noValidate
      className="newsletter-form"
      onSubmit={checkBeforeSending}
    >
      <FormErrors id={`${id}-form-error`} errors={formErrors} />
      <div className={`field${errors?.length ? " has-error" : ""}`}>
        <label htmlFor={inputId}>{t.newsletterEmail}</label>
        <input
          key={typeof typed === "string" ? `typed:${typed}` : "empty"}
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={typeof typed === "string" ? typed : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={errors?.length ? errorId : undefined}
          onInput={() => setClientError(null)}
        />
        <FieldErrors id={errorId} errors={errors} />
      </div>
      <input
        type="hidden"
        name="redirectTo"
        value={typeof back === "string" && back ? back : location.pathname + location.search}
      />
      <Honeypot id={`${id}-website`} />
      <ConsentNote id={`${id}-consent`} />
      <button
        type="submit"
        className="button"
        disabled={fetcher.state !== "idle"}
        aria-describedby={`${id}-consent`}
      >
        {t.newsletterButton}
      </button>
    </fetcher.Form>
  );
}

/** The form with its heading, as the footer shows it on every page (the contact page included). */
export function NewsletterSignup({ id }: { id: string }) {
  const t = useT().forms;
  return (
    <section className="newsletter">
      <h2 id={`${id}-title`}>{t.newsletterTitle}</h2>
      <p>{t.newsletterIntro}</p>
      <NewsletterForm id={id} />
    </section>
  );
}

/**
 * The words a person agrees to by signing up (issue [20] point 3), with the K.V.K.K. notice:
 * the log stores the version of exactly this text (CURRENT_CONSENT_TEXT). Here rather than in
 * consent-text.tsx: the footer brings this module to every page, the back office's too, and a
 * module of its own would be one more script for each (DESIGN.md §8).
 */
export function ConsentNote({ id }: { id: string }) {
  const t = useT();
  return (
    <p id={id} className="consent-note">
      {t.forms.consentText} <LocalLink to="/info/kvkk">{t.common.kvkk}</LocalLink>
    </p>
  );
}
