import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "~/components/forms/newsletter-form";
import { useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { consentSourceOf } from "~/lib/consent";
import { recordConsent } from "~/models/consent.server";
import { NewsletterSchema } from "~/schemas/forms";
import { hitAddressLimit, refusalHeaders, refusalInit } from "~/http/address-limits.server";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { redirectWithToast } from "~/http/toast.server";

/**
 * The footer's and the contact page's newsletter form post here. A success goes back to the page
 * the form was on with a toast; errors show on this page (without JavaScript) or in the form.
 * Signing up is a consent to commercial e-mail, logged with the page it was given on (the
 * footer's: the page the form was on), the page's language and the member when signed in; a
 * repeat of the address's standing consent writes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const t = messages[lang].forms;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: NewsletterSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed] }), { status: 400 });
  const limited = await hitAddressLimit(context.db, request, "newsletter", lang);
  if (limited)
    return data(submission.reply({ formErrors: [limited.message] }), refusalInit(limited));
  await recordConsent(context.db, {
    email: submission.value.email,
    given: true,
    source: consentSourceOf(submission.value.redirectTo, "/newsletter"),
    lang,
    userId: (await context.user())?.id,
  });
  return redirectWithToast(
    submission.value.redirectTo ?? localePath(lang, "/"),
    "newsletterSubscribed",
  );
}

// A 429's Retry-After (the address's limit), on the page the action answers.
export const headers = refusalHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].forms.newsletterTitle);

export default function Newsletter() {
  const t = useT().forms;
  const result = useActionData<typeof action>();
  return (
    <main id="main" className="container auth-page">
      <h1>{t.newsletterTitle}</h1>
      <p>{t.newsletterIntro}</p>
      <NewsletterForm id="newsletter-page" result={result} />
    </main>
  );
}
