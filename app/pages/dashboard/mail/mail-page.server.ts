import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  mailFor,
  mailListFor,
  resendMailAs,
  secretsMasked,
  type MailView,
} from "~/features/mail/outbox.server";
import { requireUser } from "~/http/auth.server";
import { forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast, type DashboardToastKey } from "~/http/toast.server";
import { localePath, type Lang } from "~/lib/i18n";
import { isMailKind, MAIL_STATES, type MailState } from "~/lib/mail-kinds";
import { dateTimeText } from "~/lib/order-date";
import { requestLang } from "~/lib/request";
import { serverMessages } from "~/locales/server";

/**
 * /dashboard/mail and /dashboard/mail/:id (admins, decision 077): the outbox newest first, paged
 * on the server by the last row shown, filtered by state and kind with a GET form; one mail as
 * it was sent, and a failed one's resend as a plain POST.
 */
const rowOf = (mail: MailView, lang: Lang) => ({
  ...mail,
  when: dateTimeText(mail.createdAt, lang),
  sentWhen: mail.sentAt ? dateTimeText(mail.sentAt, lang) : null,
  createdAt: undefined,
  sentAt: undefined,
});

export async function mailListLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const params = new URL(request.url).searchParams;
  const state = params.get("state");
  const kind = params.get("kind");
  const query = {
    state: MAIL_STATES.includes(state as MailState) ? (state as MailState) : null,
    kind: isMailKind(kind) ? kind : null,
    before: params.get("before"),
  };
  const page = await mailListFor(context.db, user, query);
  if (page === "forbidden") throw forbidden();
  const search = (before: string | null) => {
    const next = new URLSearchParams();
    if (query.state) next.set("state", query.state);
    if (query.kind) next.set("kind", query.kind);
    if (before) next.set("before", before);
    const text = next.toString();
    return text ? `?${text}` : "";
  };
  const last = page.mails.at(-1);
  return {
    t: serverMessages[lang].outbox,
    query,
    masked: secretsMasked(),
    mails: page.mails.map((m) => rowOf(m, lang)),
    older: page.more && last ? search(last.id) : null,
    newest: query.before ? search(null) : null,
    filtered: !!(query.state || query.kind || query.before),
  };
}

export async function mailLoader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const mail = await mailFor(context.db, user, params.id ?? "");
  if (mail === "forbidden") throw forbidden();
  if (mail === "missing") throw notFound();
  return {
    t: serverMessages[lang].outbox,
    mail: rowOf(mail, lang),
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments,
    links: linksIn(mail.text),
  };
}

/** The addresses a mail's text names, to follow from the page (the frame opens none itself). */
function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

const SAID: Record<"sent" | "failed" | "notFailed", DashboardToastKey> = {
  sent: "mailResent",
  failed: "mailResendFailed",
  notFailed: "mailNotFailed",
};

export async function mailAction({ request, context, params }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const id = params.id ?? "";
  const outcome = await resendMailAs(context.db, user, id);
  if (outcome === "forbidden") throw forbidden();
  if (outcome === "missing") throw notFound();
  const here = localePath(requestLang(request), `/dashboard/mail/${id}`);
  return redirectWithDashboardToast(here, SAID[outcome], undefined, {
    type: outcome === "sent" ? "success" : "error",
    status: 303,
  });
}
