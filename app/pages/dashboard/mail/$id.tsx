import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { LocalLink } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { serverMessages } from "~/locales/server";
import { mailAction, mailLoader } from "./mail-page.server";

/**
 * /dashboard/mail/:id (admins): one mail as it was sent. Its HTML in a sandboxed frame (no
 * scripts, no forms, nothing of the shop's origin); its links listed to follow from here; a
 * failed one's resend.
 */
export function loader(args: LoaderFunctionArgs) {
  return mailLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return mailAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(
    matches,
    data
      ? fmt(data.t.mailTitle, { subject: data.mail.subject })
      : serverMessages[rootLang(matches)].outbox.title,
  );

/** Links in the frame open a new tab: the frame itself may not show the shop's pages. */
const framed = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

export default function MailPage() {
  const { t, mail, text, html, attachments, links } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <p>
        <LocalLink to="/dashboard/mail">{t.back}</LocalLink>
      </p>
      <div className="dashboard-head">
        <h1 className="mail-title" lang={mail.lang ?? undefined}>
          {mail.subject}
        </h1>
      </div>
      <dl className="mail-headers">
        <dt>{t.to}</dt>
        <dd className="mail-to">{mail.to}</dd>
        <dt>{t.kind}</dt>
        <dd>{t.kinds[mail.kind]}</dd>
        <dt>{t.state}</dt>
        <dd>
          <span className={`mail-state mail-${mail.state}`}>{t.states[mail.state]}</span>
        </dd>
        <dt>{t.when}</dt>
        <dd>{mail.when}</dd>
        {mail.sentWhen ? (
          <>
            <dt>{t.sentAt}</dt>
            <dd>{mail.sentWhen}</dd>
          </>
        ) : null}
        <dt>{t.attempts}</dt>
        <dd>{mail.attempts}</dd>
        {mail.error ? (
          <>
            <dt>{t.error}</dt>
            <dd className="mail-error">{mail.error}</dd>
          </>
        ) : null}
        {mail.orderId ? (
          <>
            <dt>{t.order}</dt>
            <dd>
              <LocalLink to={`/dashboard/orders/${mail.orderId}`}>{t.openOrder}</LocalLink>
            </dd>
          </>
        ) : null}
        {attachments.length ? (
          <>
            <dt>{t.attachmentsLabel}</dt>
            <dd>{attachments.join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {mail.state === "failed" ? (
        <Form method="post" className="form-actions mail-resend">
          <button type="submit" className="button" disabled={busy}>
            {t.resend}
          </button>
          <p className="hint">{t.resendHint}</p>
        </Form>
      ) : null}
      {mail.masked ? <p className="hint">{t.masked}</p> : null}
      {links.length ? (
        <section aria-labelledby="mail-links-title">
          <h2 id="mail-links-title">{t.links}</h2>
          <ul className="mail-links" lang={mail.lang ?? undefined}>
            {links.map((href) => (
              <li key={href}>
                <a href={href}>{href}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {html ? (
        <section aria-labelledby="mail-html-title">
          <h2 id="mail-html-title">{t.htmlTitle}</h2>
          <iframe
            className="mail-frame"
            title={t.htmlTitle}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={framed(html)}
          />
        </section>
      ) : null}
      <section aria-labelledby="mail-text-title">
        <h2 id="mail-text-title">{t.textTitle}</h2>
        <pre className="mail-text" lang={mail.lang ?? undefined}>
          {text}
        </pre>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
