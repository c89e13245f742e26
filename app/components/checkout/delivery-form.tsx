import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormErrors, Honeypot } from "~/components/forms/field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { LocalLink, useLang, useRootData, useT } from "~/components/i18n";
import type { DeliveryAddress } from "~/lib/orders";
import { countryOptions, SORTED_PROVINCES } from "~/lib/regions";
import { DeliverySchema } from "~/schemas/delivery";
import { WithLinks } from "./with-links";

/**
 * The guest's delivery address (spec 000 §2, DESIGN.md §4): a plain POST, checked in the browser
 * when it can be. The province picker is a list the shopper may also type into, so that a
 * delivery abroad can name its own region.
 */
export function DeliveryForm({
  lastResult,
  defaultValue,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Partial<DeliveryAddress>;
}) {
  const t = useT().checkout;
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(DeliverySchema(t), {
    id: "delivery",
    lastResult,
    defaultValue: { addressType: "home", ...defaultValue },
  });
  const region = getInputProps(fields.city, { type: "text", ariaAttributes: true });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-form delivery-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="form-row">
        <Field meta={fields.firstName} label={t.firstName} autoComplete="given-name" />
        <Field meta={fields.lastName} label={t.lastName} autoComplete="family-name" />
      </div>
      <div className="form-row">
        <Field
          meta={fields.phone}
          label={t.phone}
          type="tel"
          autoComplete="tel"
          hint={t.phoneHint}
        />
        <Field meta={fields.email} label={t.email} type="email" autoComplete="email" />
      </div>
      <div className="form-row">
        <div className={`field${fields.country.errors?.length ? " has-error" : ""}`}>
          <label htmlFor={fields.country.id}>{t.country}</label>
          <select
            {...getSelectProps(fields.country, { ariaAttributes: true })}
            key={fields.country.key}
            autoComplete="country-name"
          >
            <option value="">{t.chooseCountry}</option>
            {countryOptions(lang).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          <FieldErrors id={fields.country.errorId} errors={fields.country.errors} />
        </div>
        <div className={`field${fields.city.errors?.length ? " has-error" : ""}`}>
          <label htmlFor={fields.city.id}>{t.region}</label>
          <input
            {...region}
            key={region.key}
            list="delivery-provinces"
            autoComplete="address-level1"
          />
          <datalist id="delivery-provinces">
            {SORTED_PROVINCES.map((p) => (
              <option key={p} value={p} />
            ))}
          </datalist>
          <p className="hint">{t.regionHint}</p>
          <FieldErrors id={fields.city.errorId} errors={fields.city.errors} />
        </div>
      </div>
      <div className="form-row">
        <Field meta={fields.district} label={t.district} autoComplete="address-level2" />
        <Field meta={fields.zipCode} label={t.zipCode} autoComplete="postal-code" />
      </div>
      <fieldset
        className={`field address-type${fields.addressType.errors?.length ? " has-error" : ""}`}
        aria-describedby={
          fields.addressType.errors?.length ? fields.addressType.errorId : undefined
        }
      >
        <legend>{t.addressType}</legend>
        {getCollectionProps(fields.addressType, {
          type: "radio",
          options: ["home", "work"],
        }).map((props) => (
          <label key={props.key ?? props.value} className="check">
            <input {...props} key={props.key} />
            {props.value === "home" ? t.home : t.work}
          </label>
        ))}
        <FieldErrors id={fields.addressType.errorId} errors={fields.addressType.errors} />
      </fieldset>
      <TextareaField meta={fields.address} label={t.address} hint={t.addressHint} rows={3} />
      <p className="hint privacy-note">
        <WithLinks
          text={t.privacyNote}
          parts={{
            kvkk: <LocalLink to="/info/kvkk">{t.kvkkLink}</LocalLink>,
            terms: <LocalLink to="/info/kullanim-ve-gizlilik">{t.termsLink}</LocalLink>,
          }}
        />
      </p>
      {/* Google's terms apply only where its widget is on the page (CAPTCHA_SITE_KEY). */}
      {useRootData().captchaSiteKey ? (
        <p className="hint recaptcha-note">
          <WithLinks
            text={t.recaptchaNotice}
            parts={{
              privacy: <a href="https://policies.google.com/privacy">{t.googlePrivacy}</a>,
              terms: <a href="https://policies.google.com/terms">{t.googleTerms}</a>,
            }}
          />
        </p>
      ) : null}
      <Honeypot />
      <div>
        <button type="submit" className="button" disabled={busy}>
          {t.continue}
        </button>
      </div>
    </Form>
  );
}
