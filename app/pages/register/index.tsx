import { getFormProps, getInputProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { ConsentCheckbox } from "~/components/forms/consent-text";
import { Field, FieldErrors, FormErrors, Honeypot } from "~/components/forms/field";
import { LocalLink, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { EmailTakenError } from "~/models/user.server";
import { signUp } from "~/features/auth/sign-up.server";
import { RegisterSchema } from "~/schemas/auth";
import { hitAddressLimit, refusalHeaders, refusalInit } from "~/http/address-limits.server";
import { clientIp, requireAnonymous } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { redirectWithToast } from "~/http/toast.server";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(context);
  const lang = requestLang(request);
  const t = messages[lang].auth;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RegisterSchema(t) });
  if (submission.status !== "success")
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed], hideFields: ["password"] }), {
      status: 400,
    });
  const limited = await hitAddressLimit(context.db, request, "signUp", lang);
  if (limited)
    return data(
      submission.reply({ formErrors: [limited.message], hideFields: ["password"] }),
      refusalInit(limited),
    );
  let cookie;
  try {
    ({ cookie } = await signUp(request, context, submission.value, lang));
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    return data(
      submission.reply({ fieldErrors: { email: [t.emailTaken] }, hideFields: ["password"] }),
      { status: 400 },
    );
  }
  return redirectWithToast(
    submission.value.redirectTo ?? localePath(lang, "/dashboard"),
    "registered",
    { headers: { "Set-Cookie": cookie } },
  );
}

// A 429's Retry-After (the address's limit), on the page the action answers.
export const headers = refusalHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].auth.registerTitle);

export default function Register() {
  const t = useT().auth;
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(RegisterSchema(t), {
    lastResult,
  });
  return (
    <main id="main" className="container auth-page">
      <h1>{t.registerTitle}</h1>
      <Form method="post" {...getFormProps(form)} className="stack-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.firstName} label={t.firstName} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t.lastName} autoComplete="family-name" />
        <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
        <Field
          meta={fields.password}
          label={t.password}
          type="password"
          autoComplete="new-password"
        />
        <div className={`field checkbox${fields.privacy.errors?.length ? " has-error" : ""}`}>
          <input {...getInputProps(fields.privacy, { type: "checkbox", ariaAttributes: true })} />
          <label htmlFor={fields.privacy.id}>
            {t.privacyAccept} <LocalLink to="/info/kullanim-ve-gizlilik">↗</LocalLink>
          </label>
          <FieldErrors id={fields.privacy.errorId} errors={fields.privacy.errors} />
        </div>
        <ConsentCheckbox
          id={fields.isSubscribed.id}
          input={<input {...getInputProps(fields.isSubscribed, { type: "checkbox" })} />}
        />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Honeypot />
        <button type="submit" className="button" disabled={busy}>
          {t.registerButton}
        </button>
      </Form>
      <p className="auth-links">
        <LocalLink to="/login">{t.haveAccount}</LocalLink>
      </p>
    </main>
  );
}
