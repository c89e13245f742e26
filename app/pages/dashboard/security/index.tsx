import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { NewPasswordFields } from "~/components/forms/new-password-fields";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { FormErrors } from "~/components/forms/field";
import { useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { deleteOtherSessions } from "~/models/session.server";
import { setPassword } from "~/models/user.server";
import { PasswordSchema } from "~/schemas/account";
import { requireUser } from "~/http/auth.server";
import { redirectWithToast } from "~/http/toast.server";
import { zodMessages } from "~/schemas/zod-messages";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireUser(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), {
    schema: PasswordSchema(messages[lang].account),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success")
    return data(submission.reply({ hideFields: ["password", "confirmPassword"] }), {
      status: 400,
    });
  const { db } = context;
  await setPassword(db, user.id, submission.value.password);
  // Whoever else holds a session (a stolen one, a forgotten device) is out; this one stays.
  await deleteOtherSessions(db, user.id, context.sessionId);
  return redirectWithToast(localePath(lang, "/dashboard/security"), "passwordChanged");
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.securityTitle);

export default function Security() {
  const t = useT().account;
  // Every answer (a redirect after a change, or refused fields) starts a fresh, empty form.
  const { key } = useLocation();
  return (
    <>
      <h1>{t.securityTitle}</h1>
      <p className="hint">{t.securityNote}</p>
      <PasswordForm key={key} />
    </>
  );
}

function PasswordForm() {
  const t = useT().account;
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(PasswordSchema(t), {
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-form dashboard-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <MarkedFields>
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          labels={{ password: t.password, confirmPassword: t.confirmPassword }}
        />
      </MarkedFields>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {t.update}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
