import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "~/components/forms/field";
import { LocalLink, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { clientIp, requireAnonymous } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { requestPasswordReset } from "~/features/auth/forgot-password.server";
import { publicOrigin } from "~/http/public-origin.server";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(context);
  const lang = requestLang(request);
  const t = messages[lang].auth;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed] }), { status: 400 });
  await requestPasswordReset(context.db, {
    email: submission.value.email,
    ip: clientIp(request),
    lang,
    origin: publicOrigin(request),
  });
  // The same answer whether or not the address has an account (or was over its limit).
  return redirect(`${localePath(lang, "/forgot-password")}?sent=1`);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].auth.forgotTitle);

export default function ForgotPassword() {
  const t = useT().auth;
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(ForgotPasswordSchema(t), {
    lastResult,
  });
  return (
    <main id="main" className="container auth-page">
      <h1>{t.forgotTitle}</h1>
      {params.get("sent") && !lastResult ? (
        <p role="status" className="notice">
          {t.forgotSent}
        </p>
      ) : (
        <p>{t.forgotIntro}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="stack-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
        <Honeypot />
        <button type="submit" className="button" disabled={busy}>
          {t.forgotButton}
        </button>
      </Form>
      <p className="auth-links">
        <LocalLink to="/login">{t.backToLogin}</LocalLink>
      </p>
    </main>
  );
}
