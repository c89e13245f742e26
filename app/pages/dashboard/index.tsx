import { getFormProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import { ShopOverview } from "./shop-overview";
import { useDashboardProfile } from "~/components/dashboard/use-profile";
import { Field, FormErrors } from "~/components/forms/field";
import { useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { updateProfile } from "~/models/user.server";
import { ProfileSchema } from "~/schemas/account";
import { requireUser } from "~/http/auth.server";
import { shopOverview } from "~/features/overview/shop-overview.server";
import { redirectWithToast } from "~/http/toast.server";
import { zodMessages } from "~/schemas/zod-messages";

/** The admin's and a merchant's home opens with the shop's figures; a customer's is their profile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const overview = await shopOverview(context.db, user, lang);
  return { overview: overview && { ...overview, t: serverMessages[lang].overview } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), {
    schema: ProfileSchema(messages[lang].account),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await updateProfile(context.db, user.id, submission.value);
  return redirectWithToast(localePath(lang, "/dashboard"), "profileSaved");
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, messages[rootLang(matches)].account.profileTitle);

export default function Profile() {
  const t = useT().account;
  const profile = useDashboardProfile();
  const { overview } = useLoaderData<typeof loader>();
  return (
    <>
      {overview ? <ShopOverview overview={overview} t={overview.t} /> : null}
      {/* Under the shop's figures the profile is a section of the page, not its title. */}
      {overview ? <h2 id="profile">{t.profileTitle}</h2> : <h1>{t.profileTitle}</h1>}
      <p className="profile-email">
        {t.email}: <strong>{profile.email}</strong>
      </p>
      {/* A saved profile starts the form again from what was stored (a normalised phone). */}
      <ProfileForm key={`${profile.firstName}|${profile.lastName}|${profile.phoneNumber}`} />
    </>
  );
}

function ProfileForm() {
  const t = useT().account;
  const profile = useDashboardProfile();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(ProfileSchema(t), {
    lastResult,
    defaultValue: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phoneNumber: profile.phoneNumber ?? "",
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-form dashboard-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <MarkedFields>
        <Field meta={fields.firstName} label={t.firstName} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t.lastName} autoComplete="family-name" />
        <Field
          meta={fields.phoneNumber}
          label={t.phoneNumber}
          type="tel"
          autoComplete="tel"
          hint={t.phoneHint}
        />
      </MarkedFields>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {t.save}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
