import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Field, FormErrors, Honeypot } from "~/components/forms/field";
import { LocalLink, useRootData, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { LoginSchema } from "~/schemas/auth";
import { requireAnonymous, startSession } from "~/http/auth.server";
import { formLogin } from "~/features/auth/login.server";
import { redirectWithToast } from "~/http/toast.server";

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAnonymous(context);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAnonymous(context);
  const outcome = await formLogin(request, context);
  if (outcome.kind === "form") return data(outcome.reply, { status: outcome.status });
  if (outcome.kind !== "ok") throw new Error("unreachable");
  const { cookie } = await startSession(request, context, outcome.user.id);
  return redirectWithToast(
    outcome.redirectTo ?? localePath(requestLang(request), "/dashboard"),
    "signedIn",
    { headers: { "Set-Cookie": cookie } },
  );
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].auth.loginTitle);

export default function Login() {
  const t = useT().auth;
  const { counts } = useRootData();
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const busy = useNavigation().state === "submitting";
  const fromCheckout = params.has("checkout") && counts.cart > 0;
  const [form, fields] = useValidatedForm(LoginSchema(t), {
    lastResult,
    // A new merchant arrives from their sign-up with the e-mail they chose.
    defaultValue: { email: params.get("email") ?? "" },
  });
  return (
    <main id="main" className="container auth-page">
      <h1>{t.loginTitle}</h1>
      {fromCheckout ? (
        // From the cart's checkout button: going on without an account first, signing in below.
        <div className="guest-checkout">
          <LocalLink to="/delivery" className="button">
            {t.guestCheckout}
          </LocalLink>
          <p className="notice">{t.checkoutLoginNotice}</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="stack-form">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
        <Field
          meta={fields.password}
          label={t.password}
          type="password"
          autoComplete="current-password"
        />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
        <Honeypot />
        <button type="submit" className="button" disabled={busy}>
          {t.loginButton}
        </button>
      </Form>
      <p className="auth-links">
        <LocalLink to="/register">{t.registerLink}</LocalLink>
        <LocalLink to="/forgot-password">{t.forgotLink}</LocalLink>
      </p>
      {counts.cart > 0 && !fromCheckout ? (
        <p>
          <LocalLink to="/delivery" className="button secondary">
            {t.guestCheckout}
          </LocalLink>
        </p>
      ) : null}
    </main>
  );
}
