import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "~/components/forms/field";
import { LocalLink, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { SECRET_PAGE_HEADERS, secretPageHeaders } from "~/lib/secret-page";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { completeMerchantSignup, findUsableInvitation } from "~/models/merchant.server";
import { MerchantSignupSchema } from "~/schemas/forms";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { redirectWithToast } from "~/http/toast.server";

// The token is a secret: the page is never cached or sent on as a referrer.
export const headers = secretPageHeaders;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const invitation = await findUsableInvitation(context.db, params.token ?? "");
  // The address comes from the e-mailed link (spec 000 §2); the sign-up checks it against the invitation.
  const email = new URL(request.url).searchParams.get("email") ?? "";
  if (!invitation)
    return data({ valid: false, email: "" }, { status: 404, headers: SECRET_PAGE_HEADERS });
  return data({ valid: true, email }, { headers: SECRET_PAGE_HEADERS });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const t = messages[lang].forms;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: MerchantSignupSchema(t) });
  const hide = { hideFields: ["password"] };
  if (submission.status !== "success")
    return data(submission.reply(hide), { status: 400, headers: SECRET_PAGE_HEADERS });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed], ...hide }), {
      status: 400,
      headers: SECRET_PAGE_HEADERS,
    });
  const result = await completeMerchantSignup(context.db, {
    token: params.token ?? "",
    ...submission.value,
  });
  switch (result.kind) {
    case "ok":
      // The sign-in form comes with the new account's e-mail filled in (the log redacts it).
      return redirectWithToast(
        `${localePath(lang, "/login")}?${new URLSearchParams({ email: submission.value.email })}`,
        "merchantSignedUp",
      );
    case "invalid":
      return data(submission.reply({ formErrors: [t.invitationInvalid], ...hide }), {
        status: 404,
        headers: SECRET_PAGE_HEADERS,
      });
    case "emailMismatch":
      return data(
        submission.reply({ fieldErrors: { email: [t.invitationEmailMismatch] }, ...hide }),
        { status: 400, headers: SECRET_PAGE_HEADERS },
      );
    case "emailTaken":
      return data(submission.reply({ fieldErrors: { email: [t.emailTaken] }, ...hide }), {
        status: 400,
        headers: SECRET_PAGE_HEADERS,
      });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const t = messages[rootLang(matches)].forms;
  return pageMeta(matches, data?.valid ? t.merchantSignupTitle : t.invitationInvalidTitle);
};

export default function MerchantSignup() {
  const { valid, email } = useLoaderData<typeof loader>();
  const t = useT().forms;
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(MerchantSignupSchema(t), {
    id: "merchant-signup",
    lastResult,
    defaultValue: { email },
  });
  if (!valid)
    return (
      <main id="main" className="container page-message">
        <h1>{t.invitationInvalidTitle}</h1>
        <p>{t.invitationInvalid}</p>
        <LocalLink to="/contact" className="button">
          {t.contactTitle}
        </LocalLink>
      </main>
    );
  return (
    <main id="main" className="container auth-page">
      <h1>{t.merchantSignupTitle}</h1>
      <p>{t.merchantSignupIntro}</p>
      <Form method="post" {...getFormProps(form)} className="stack-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
        <Field meta={fields.firstName} label={t.firstName} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t.lastName} autoComplete="family-name" />
        <Field
          meta={fields.password}
          label={t.password}
          type="password"
          autoComplete="new-password"
        />
        <Honeypot id="merchant-signup-website" />
        <button type="submit" className="button" disabled={busy}>
          {t.merchantSignupButton}
        </button>
      </Form>
    </main>
  );
}
