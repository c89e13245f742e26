import type { LoaderFunctionArgs } from "@remix-run/node";
import { getCollectionProps, getFormProps, getInputProps } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ConsentCheckbox } from "~/components/forms/consent-text";
import { Field, FieldErrors, FormErrors, Honeypot } from "~/components/forms/field";
import { CONTACT_KINDS } from "~/lib/data-requests";
import { TextareaField } from "~/components/forms/textarea-field";
import { useResetAfterSuccess } from "~/components/forms/use-reset-after-success";
import { useRootData, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { normalizePhone } from "~/lib/phone";
import { supportPhone } from "~/lib/support-phone";
import { pageMeta, rootLang } from "~/lib/meta";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales";
import { addContactMessage } from "~/models/contact.server";
import { getSettings } from "~/models/settings.server";
import { ContactSchema } from "~/schemas/forms";
import { hitAddressLimit, refusalHeaders, refusalInit } from "~/http/address-limits.server";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";
import { redirectWithToast } from "~/http/toast.server";

/** The shop's own phone (else the fallback), e-mail and address (the settings), beside the form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const settings = await getSettings(context.db);
  const asked = new URL(request.url).searchParams.get("kind");
  return {
    kind: asked === "kvkk" ? "kvkk" : "general",
    phone: supportPhone(settings),
    email: settings.emailAddress.trim(),
    address: settings.storeAddress.trim(),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLang(request);
  const t = messages[lang].forms;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ContactSchema(t) });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await passesBotCheck(formData, clientIp(request))))
    return data(submission.reply({ formErrors: [t.botCheckFailed] }), { status: 400 });
  const limited = await hitAddressLimit(context.db, request, "contact", lang);
  if (limited)
    return data(submission.reply({ formErrors: [limited.message] }), refusalInit(limited));
  await addContactMessage(context.db, submission.value, {
    source: "/contact",
    lang,
    userId: (await context.user())?.id,
  });
  // The toast closes after 2 s with JavaScript (spec 000 §9) and stays without it.
  return redirectWithToast(localePath(lang, "/contact"), "contactSent");
}

// A 429's Retry-After (the address's limit), on the page the action answers.
export const headers = refusalHeaders;

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
    // A K.V.K.K. request is asked for by a link (/contact?kind=kvkk), the K.V.K.K. page's.
    defaultValue: { kind: useLoaderData<typeof loader>().kind },
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
          <fieldset
            className={`field contact-kind${fields.kind.errors?.length ? " has-error" : ""}`}
            aria-describedby={`${fields.kind.id}-hint${fields.kind.errors?.length ? ` ${fields.kind.errorId}` : ""}`}
          >
            <legend>{t.contactKind}</legend>
            {getCollectionProps(fields.kind, { type: "radio", options: [...CONTACT_KINDS] }).map(
              (props) => (
                <label key={props.key ?? props.value} className="check">
                  <input {...props} key={props.key} />
                  {t.contactKinds[props.value as (typeof CONTACT_KINDS)[number]]}
                </label>
              ),
            )}
            <p id={`${fields.kind.id}-hint`} className="hint">
              {t.contactKindHint}
            </p>
            <FieldErrors id={fields.kind.errorId} errors={fields.kind.errors} />
          </fieldset>
          <TextareaField meta={fields.message} label={t.message} hint={t.optional} />
          <ConsentCheckbox
            id={fields.newsletter.id}
            input={<input {...getInputProps(fields.newsletter, { type: "checkbox" })} />}
          />
          <Honeypot id="contact-website" />
          <button type="submit" className="button" disabled={busy}>
            {t.contactButton}
          </button>
        </Form>
        {/* The newsletter has its own form in the footer; the contact form's box signs up too. */}
        <ContactDetails />
      </div>
    </main>
  );
}

function ContactDetails() {
  const t = useT().forms;
  const { phone, email, address } = useLoaderData<typeof loader>();
  const { whatsappNumber, seller, sellerHeading } = useRootData();
  if (!phone && !email && !address && !whatsappNumber) return null;
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t.contactDetailsTitle}</h2>
      <address>
        <dl>
          {phone ? (
            <>
              <dt>{t.contactPhone}</dt>
              <dd>
                <a href={`tel:${normalizePhone(phone) ?? phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
              </dd>
            </>
          ) : null}
          {whatsappNumber ? (
            <>
              <dt>{t.contactWhatsappLabel}</dt>
              <dd>
                <a
                  href={`https://wa.me/${whatsappNumber}`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {t.contactWhatsapp}
                </a>
              </dd>
            </>
          ) : null}
          {email ? (
            <>
              <dt>{t.contactEmail}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </>
          ) : null}
          {address ? (
            <>
              <dt>{t.contactAddress}</dt>
              <dd>{address}</dd>
            </>
          ) : null}
        </dl>
      </address>
      {/* The footer's list again, under a heading: drawn here, so that the footer's module stays in
          the root's chunk instead of becoming one more every page loads (DESIGN.md §8). */}
      {seller.length ? (
        // Not a landmark: the footer's list of the same name is one (axe: landmark-unique).
        <div className="seller-facts">
          <h3>{sellerHeading}</h3>
          <dl>
            {seller.map((p) => (
              <div key={p.label}>
                <dt>{p.label}</dt>
                <dd>{p.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
