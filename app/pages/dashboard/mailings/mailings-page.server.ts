import { randomUUID } from "node:crypto";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  MAILING_MAX,
  mailingAudienceFor,
  mailingInput,
  mailingProblems,
  mailingsFor,
  sendMailingAs,
  type MailingField,
  type MailingInput,
  type MailingProblem,
} from "~/features/mailings/mailings.server";
import { requireUser } from "~/http/auth.server";
import { forbidden } from "~/http/page-responses.server";
import { publicOrigin } from "~/http/public-origin.server";
import { fmt, localePath } from "~/lib/i18n";
import { dateTimeText } from "~/lib/order-date";
import { requestLang } from "~/lib/request";
import { isUuid } from "~/lib/uuid";
import { getMailing } from "~/models/mailing.server";
import { pageTexts, type MailingsTexts } from "~/locales/dashboard-page-texts";

/**
 * /dashboard/mailings (admins, issue [20] point 3): compose a newsletter, preview it with the
 * number of consenting addresses it will go to, send it; the mailings sent, newest first. Plain
 * POSTs: "preview" checks the fields and answers the confirm step with a one-time key, "send"
 * sends under that key (the same confirm posted twice sends once), "edit" goes back to the form.
 */
export async function mailingsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const t = pageTexts[lang].mailings;
  const params = new URL(request.url).searchParams;
  const before = params.get("before");
  const page = await mailingsFor(context.db, user, { before });
  const audience = await mailingAudienceFor(context.db, user);
  if (page === "forbidden" || audience === "forbidden") throw forbidden();
  const sentId = params.get("sent");
  const sent = sentId && isUuid(sentId) ? await getMailing(context.db, sentId) : null;
  const last = page.rows.at(-1);
  return {
    // The page's texts come with it, not in every back-office page's (dashboard-page-texts.ts).
    t,
    max: MAILING_MAX,
    consenting: audience.consenting,
    notice: sent
      ? fmt(params.get("again") ? t.alreadySent : t.sent, { count: sent.recipients })
      : null,
    rows: page.rows.map((r) => ({
      id: r.id,
      subject: lang === "en" && r.subjectEn ? r.subjectEn : r.subject,
      recipients: r.recipients,
      sentBy: r.sentBy ?? t.sentByGone,
      when: dateTimeText(r.createdAt, lang),
    })),
    older: page.more && last ? `?before=${last.id}` : null,
    newest: before ? "" : null,
  };
}

function problemTexts(
  problems: Partial<Record<MailingField, MailingProblem>>,
  t: MailingsTexts,
): Partial<Record<MailingField, string>> {
  const out: Partial<Record<MailingField, string>> = {};
  for (const [field, problem] of Object.entries(problems) as [MailingField, MailingProblem][]) {
    out[field] =
      problem === "required"
        ? field === "subject"
          ? t.subjectRequired
          : t.bodyRequired
        : problem === "tooLong"
          ? fmt(t.tooLong, {
              max: field.startsWith("subject") ? MAILING_MAX.subject : MAILING_MAX.body,
            })
          : t.enPair;
  }
  return out;
}

/** Paragraphs of a plain-text body, as the mail splits them. */
const paragraphsOf = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);

export interface MailingAnswer {
  values: MailingInput;
  errors: Partial<Record<MailingField, string>>;
  preview: null | {
    key: string;
    count: number;
    versions: { lang: "tr" | "en"; subject: string; paragraphs: string[] }[];
  };
}

export async function mailingsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const t = pageTexts[lang].mailings;
  const form = await request.formData();
  const field = (name: string) => form.get(name) ?? "";
  const raw = {
    subject: field("subject"),
    body: field("body"),
    subjectEn: field("subjectEn"),
    bodyEn: field("bodyEn"),
  };
  const values = mailingInput(raw);
  const intent = String(form.get("intent") ?? "");
  const key = String(form.get("key") ?? "");
  const answer = (a: MailingAnswer, status = 200) => data(a, { status });
  const audience = await mailingAudienceFor(context.db, user);
  if (audience === "forbidden") throw forbidden();
  const problems = mailingProblems(values);
  if (Object.keys(problems).length)
    return answer({ values, errors: problemTexts(problems, t), preview: null }, 400);
  if (intent === "edit") return answer({ values, errors: {}, preview: null });
  if (intent !== "send" || !isUuid(key)) {
    // The confirm step: what each language's addressees get, and a key for this one sending.
    const versions: NonNullable<MailingAnswer["preview"]>["versions"] = [
      { lang: "tr", subject: values.subject, paragraphs: paragraphsOf(values.body) },
    ];
    if (values.subjectEn)
      versions.push({
        lang: "en",
        subject: values.subjectEn,
        paragraphs: paragraphsOf(values.bodyEn),
      });
    return answer({
      values,
      errors: {},
      preview: { key: randomUUID(), count: audience.consenting, versions },
    });
  }
  const sent = await sendMailingAs(context.db, user, raw, { origin: publicOrigin(request), key });
  if (sent === "forbidden") throw forbidden();
  if ("problems" in sent)
    return answer({ values, errors: problemTexts(sent.problems, t), preview: null }, 400);
  const query = new URLSearchParams({ sent: sent.id });
  if (sent.repeated) query.set("again", "1");
  return redirect(`${localePath(lang, "/dashboard/mailings")}?${query}`, 303);
}
