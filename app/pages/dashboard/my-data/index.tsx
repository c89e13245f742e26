import { getFormProps, getInputProps } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { Field, FieldErrors, FormErrors } from "~/components/forms/field";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { LocalLink, useLang } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { CloseAccountSchema } from "~/schemas/account";
import { ConsentCheckbox } from "~/components/forms/consent-text";
import { myDataAction, myDataLoader } from "./my-data-page.server";

export function loader(args: LoaderFunctionArgs) {
  return myDataLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return myDataAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.t.title ?? "");

export default function MyData() {
  const lang = useLang();
  const { t, mayClose } = useLoaderData<typeof loader>();
  const { key } = useLocation();
  // A download is a file, not a page: the browser fetches it itself (no client navigation).
  const download = (format: "json" | "csv") =>
    `${localePath(lang, "/dashboard/my-data/export")}?format=${format}`;
  return (
    <>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <section aria-labelledby="my-data-rights">
        <h2 id="my-data-rights">{t.rightsTitle}</h2>
        <ul className="my-data-rights">
          <li>
            {t.rightLearn} <LocalLink to="/info/kvkk">{t.rightLearnLink}</LocalLink>
          </li>
          <li>{t.rightObtain}</li>
          <li>
            {t.rightCorrect} <LocalLink to="/dashboard">{t.rightCorrectProfile}</LocalLink>,{" "}
            <LocalLink to="/dashboard/address">{t.rightCorrectAddresses}</LocalLink>
          </li>
          <li>{t.rightErase}</li>
          <li>
            {t.rightOther} <LocalLink to="/contact?kind=kvkk">{t.rightOtherLink}</LocalLink>
          </li>
        </ul>
      </section>
      <section aria-labelledby="my-data-download">
        <h2 id="my-data-download">{t.downloadTitle}</h2>
        <p className="hint">{t.downloadIntro}</p>
        <p className="my-data-downloads">
          <a href={download("json")} className="button" download>
            {t.downloadJson}
          </a>
          <a href={download("csv")} className="button" download>
            {t.downloadCsv}
          </a>
        </p>
      </section>
      <section aria-labelledby="my-data-consent">
        <h2 id="my-data-consent">{t.consentTitle}</h2>
        <p>{t.consentIntro}</p>
        <ConsentForm key={key} />
      </section>
      <section aria-labelledby="my-data-close">
        <h2 id="my-data-close">{t.closeTitle}</h2>
        <p>{t.closeIntro}</p>
        <p className="hint">{t.closeKept}</p>
        {/* Each answer draws the form anew: a refused password is never left in it. */}
        {mayClose ? <CloseForm key={key} /> : <p role="note">{t.closeStaff}</p>}
      </section>
    </>
  );
}

/** The member's own switch: the box shows the address's answer now; saving logs the new one. */
function ConsentForm() {
  const { t, consent } = useLoaderData<typeof loader>();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" id="consent-form" className="stack-form dashboard-form">
      <input type="hidden" name="intent" value="consent" />
      <ConsentCheckbox
        id="consent-box"
        input={
          <input
            id="consent-box"
            type="checkbox"
            name="consent"
            defaultChecked={consent.given}
            aria-describedby="consent-now"
          />
        }
      />
      <p id="consent-now" className="hint">
        {consent.said}
      </p>
      <div>
        <button type="submit" className="button" disabled={busy}>
          {t.consentSave}
        </button>
      </div>
    </Form>
  );
}

function CloseForm() {
  const { t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(CloseAccountSchema(t), {
    id: "close-account",
    lastResult,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-form dashboard-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        meta={fields.password}
        label={t.password}
        type="password"
        autoComplete="current-password"
      />
      <div className={`field checkbox${fields.confirm.errors?.length ? " has-error" : ""}`}>
        <input {...getInputProps(fields.confirm, { type: "checkbox", ariaAttributes: true })} />
        <label htmlFor={fields.confirm.id}>{t.confirm}</label>
        <FieldErrors id={fields.confirm.errorId} errors={fields.confirm.errors} />
      </div>
      <div>
        <button type="submit" className="button button-danger" disabled={busy}>
          {t.closeButton}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
