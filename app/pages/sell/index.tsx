import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "~/components/forms/field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useResetAfterSuccess } from "~/components/forms/use-reset-after-success";
import { useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { createSellerRequest } from "~/models/merchant.server";
import { SellerRequestSchema } from "~/schemas/forms";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { redirectWithToast } from "~/http/toast.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const t = messages[lang].forms;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SellerRequestSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed] }), { status: 400 });
  await createSellerRequest(context.db, submission.value, lang);
  return redirectWithToast(localePath(lang, "/sell"), "sellerRequestSent");
}

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].forms;
  return pageMeta(matches, t.sellTitle, t.sellDescription);
};

export default function Sell() {
  const t = useT().forms;
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(SellerRequestSchema(t), {
    id: "sell",
    lastResult,
  });
  useResetAfterSuccess(form.id, lastResult);
  return (
    <main id="main" className="container auth-page">
      <h1>{t.sellTitle}</h1>
      <p>{t.sellIntro}</p>
      <Form method="post" {...getFormProps(form)} className="stack-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.name} label={t.name} autoComplete="name" />
        <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
        <Field
          meta={fields.phoneNumber}
          label={t.phoneNumber}
          // The national number (10 digits, as the hint asks): autofill's tel-national, which
          // HTML allows on a text input only (type=tel takes the whole number, "tel").
          autoComplete="tel-national"
          inputMode="tel"
          hint={t.phoneHint}
        />
        <Field meta={fields.brand} label={t.brand} autoComplete="organization" />
        <TextareaField meta={fields.business} label={t.business} />
        <Honeypot id="sell-website" />
        <button type="submit" className="button" disabled={busy}>
          {t.sellButton}
        </button>
      </Form>
    </main>
  );
}
