import { getFormProps, getInputProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "~/components/forms/field";
import { NewsletterSignup } from "~/components/forms/newsletter-form";
import { TextareaField } from "~/components/forms/textarea-field";
import { useResetAfterSuccess } from "~/components/forms/use-reset-after-success";
import { useT } from "~/components/i18n";
import { getDb } from "~/db.server";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { addContactMessage } from "~/models/contact.server";
import { ContactSchema } from "~/schemas/forms";
import { clientIp } from "~/server/auth.server";
import { passesBotCheck } from "~/server/bot-check.server";
import { toastCookie } from "~/server/toast.server";

export async function action({ request }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const t = messages[lang].forms;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ContactSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed] }), { status: 400 });
  await addContactMessage(await getDb(), submission.value);
  // The toast closes after 2 s with JavaScript (spec 000 §9) and stays without it.
  return redirect(localePath(lang, "/contact"), {
    headers: { "Set-Cookie": toastCookie({ type: "success", key: "contactSent" }) },
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].forms;
  return pageMeta(matches, t.contactTitle, t.contactDescription);
};

export default function Contact() {
  const t = useT().forms;
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(ContactSchema(t), {
    id: "contact",
    lastResult,
  });
  useResetAfterSuccess(form.id, lastResult);
  return (
    <main id="main" className="container form-page">
      <h1>{t.contactTitle}</h1>
      <p>{t.contactIntro}</p>
      <div className="form-page-columns">
        <Form method="post" {...getFormProps(form)} className="stack-form">
          <FormErrors id={form.errorId} errors={form.errors} />
          <Field meta={fields.firstname} label={t.firstname} autoComplete="given-name" />
          <Field meta={fields.lastname} label={t.lastname} autoComplete="family-name" />
          <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
          <TextareaField meta={fields.message} label={t.message} hint={t.optional} />
          <div className="field checkbox">
            <input {...getInputProps(fields.newsletter, { type: "checkbox" })} />
            <label htmlFor={fields.newsletter.id}>{t.newsletterOptIn}</label>
          </div>
          <Honeypot id="contact-website" />
          <button type="submit" className="button" disabled={busy}>
            {t.contactButton}
          </button>
        </Form>
        <NewsletterSignup id="contact-newsletter" />
      </div>
    </main>
  );
}
