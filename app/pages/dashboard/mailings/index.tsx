import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { Pager } from "~/components/dashboard/pager";
import { fmt } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { mailingsAction, mailingsLoader, type MailingAnswer } from "./mailings-page.server";

/** /dashboard/mailings (admins): newsletters to consenting addresses (issue [20] point 3). */
export function loader(args: LoaderFunctionArgs) {
  return mailingsLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return mailingsAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.t.title ?? "");

type Field = "subject" | "body" | "subjectEn" | "bodyEn";

export default function Mailings() {
  const { t, consenting, notice, rows, older, newest } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as MailingAnswer | undefined;
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <div className="dashboard-head">
        <h1>{t.title}</h1>
      </div>
      {notice ? (
        <p className="notice mailing-notice" role="status">
          {notice}
        </p>
      ) : null}
      <p className="hint">
        {t.intro} {fmt(t.consenting, { count: consenting })}
      </p>
      {answer?.preview ? (
        <section aria-labelledby="mailing-preview" className="mailing-preview">
          <h2 id="mailing-preview">{t.previewTitle}</h2>
          <p className="mailing-count" role="status">
            <strong>
              {answer.preview.count ? fmt(t.goesTo, { count: answer.preview.count }) : t.goesToNone}
            </strong>
          </p>
          {answer.preview.versions.map((v) => (
            <article key={v.lang} className="mailing-version" lang={v.lang}>
              <h3>{fmt(t.previewIn, { lang: t.langs[v.lang] })}</h3>
              <p className="mailing-subject">
                <strong>{v.subject}</strong>
              </p>
              {v.paragraphs.map((p, i) => (
                <p key={i} className="mailing-paragraph">
                  {p}
                </p>
              ))}
            </article>
          ))}
          <p className="hint">{t.unsubscribeNote}</p>
          <Form method="post" className="mailing-confirm">
            <Hidden values={answer.values} />
            <input type="hidden" name="key" value={answer.preview.key} />
            <div className="product-filter-actions">
              <button type="submit" name="intent" value="send" className="button" disabled={busy}>
                {t.send}
              </button>
              <button type="submit" name="intent" value="edit" className="button secondary">
                {t.edit}
              </button>
            </div>
          </Form>
        </section>
      ) : (
        <Compose answer={answer} />
      )}
      <section aria-labelledby="mailings-past">
        <h2 id="mailings-past">{t.pastTitle}</h2>
        {rows.length === 0 ? (
          <p className="empty">{t.empty}</p>
        ) : (
          <ol className="history-list mailing-list">
            {rows.map((r) => (
              <li key={r.id} className="history-entry mailing-entry">
                <p className="mailing-subject">
                  <strong>{r.subject}</strong>
                </p>
                <dl className="data-request-facts">
                  <dt>{t.when}</dt>
                  <dd>{r.when}</dd>
                  <dt>{t.recipients}</dt>
                  <dd className="mailing-recipients">{r.recipients}</dd>
                  <dt>{t.sentBy}</dt>
                  <dd className="data-request-email">{r.sentBy}</dd>
                </dl>
              </li>
            ))}
          </ol>
        )}
        <Pager path="/dashboard/mailings" label={t} newest={newest} older={older} />
      </section>
    </>
  );
}

function Hidden({ values }: { values: MailingAnswer["values"] }) {
  return (
    <>
      {(Object.keys(values) as Field[]).map((name) => (
        <input key={name} type="hidden" name={name} value={values[name]} />
      ))}
    </>
  );
}

function Compose({ answer }: { answer: MailingAnswer | undefined }) {
  const { t, max } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  const field = (name: Field, label: string, multiline: boolean, hint?: string) => {
    const id = `mailing-${name}`;
    const error = answer?.errors[name];
    const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
    const props = {
      id,
      name,
      defaultValue: answer?.values[name] ?? "",
      required: name === "subject" || name === "body",
      maxLength: name.startsWith("subject") ? max.subject : max.body,
      lang: name.endsWith("En") ? "en" : "tr",
      "aria-invalid": error ? true : undefined,
      "aria-describedby": described.length ? described.join(" ") : undefined,
    };
    return (
      <div className={`field${error ? " has-error" : ""}`}>
        <label htmlFor={id}>{label}</label>
        {multiline ? <textarea rows={8} {...props} /> : <input type="text" {...props} />}
        {hint ? (
          <p className="hint" id={`${id}-hint`}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <ul id={`${id}-error`} className="field-errors">
            <li>{error}</li>
          </ul>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="mailing-compose">
      <h2 id="mailing-compose">{t.composeTitle}</h2>
      {/* noValidate: the server's messages, in the page's language, under each field. */}
      <Form method="post" className="stack-form dashboard-form mailing-form" noValidate>
        {field("subject", t.subject, false)}
        {field("body", t.body, true, t.bodyHint)}
        <p className="hint">{t.enHint}</p>
        {field("subjectEn", t.subjectEn, false)}
        {field("bodyEn", t.bodyEn, true)}
        <div>
          <button type="submit" name="intent" value="preview" className="button" disabled={busy}>
            {t.preview}
          </button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
