import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormErrors } from "~/components/forms/field";
import { LocalLink, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { findResetUser, resetPasswordWithToken } from "~/models/password-reset.server";
import { ResetPasswordSchema } from "~/schemas/auth";
import { requireAnonymous } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";

// The token is a secret: the page is never cached or sent on as a referrer.
export const headers = secretPageHeaders;

export async function loader({ params, context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  const userId = await findResetUser(context.db, params.token ?? "");
  return data({ valid: !!userId }, { status: userId ? 200 : 400, headers: SECRET_PAGE_HEADERS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireAnonymous(context);
  const lang = requestLang(request);
  const t = messages[lang].auth;
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema(t) });
  const hide = { hideFields: ["password", "confirmPassword"] };
  if (submission.status !== "success")
    return data(submission.reply(hide), { status: 400, headers: SECRET_PAGE_HEADERS });
  const userId = await resetPasswordWithToken(
    context.db,
    params.token ?? "",
    submission.value.password,
  );
  if (!userId)
    return data(submission.reply({ formErrors: [t.resetLinkInvalid], ...hide }), {
      status: 400,
      headers: SECRET_PAGE_HEADERS,
    });
  return redirectWithToast(localePath(lang, "/login"), "passwordReset");
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].auth.resetTitle);

export default function ResetPassword() {
  const { valid } = useLoaderData<typeof loader>();
  const t = useT().auth;
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(ResetPasswordSchema(t), {
    lastResult,
  });
  return (
    <main id="main" className="container auth-page">
      <h1>{t.resetTitle}</h1>
      {valid ? (
        <>
          <p>{t.resetIntro}</p>
          <Form method="post" {...getFormProps(form)} className="stack-form">
            <FormErrors id={form.errorId} errors={form.errors} />
            <NewPasswordFields
              password={fields.password}
              confirmPassword={fields.confirmPassword}
              labels={{ password: t.newPassword, confirmPassword: t.confirmPassword }}
            />
            <button type="submit" className="button" disabled={busy}>
              {t.resetButton}
            </button>
          </Form>
        </>
      ) : (
        <p role="alert" className="form-errors">
          {t.resetLinkInvalid}
        </p>
      )}
      <p className="auth-links">
        <LocalLink to="/forgot-password">{t.resetAskAgain}</LocalLink>
        <LocalLink to="/login">{t.backToLogin}</LocalLink>
      </p>
    </main>
  );
}
