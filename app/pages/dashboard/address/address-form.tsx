import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FormErrors } from "~/components/forms/field";
import { TextareaField } from "~/components/forms/textarea-field";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import { useT } from "~/components/i18n";
import { AddressSchema, type AddressInput } from "~/schemas/account";

/** The add and edit form of an address: a plain POST, validated in the browser when it can be. */
export function AddressForm({
  lastResult,
  defaultValue,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: AddressInput;
  submitLabel: string;
}) {
  const t = useT().account;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(AddressSchema(t), {
    lastResult,
    defaultValue,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="stack-form dashboard-form">
      <FormErrors id={form.errorId} errors={form.errors} />
      <MarkedFields>
        {/* Multi-line, as at checkout: autofill's street-address fills a textarea only. */}
        <TextareaField
          meta={fields.address}
          label={t.address}
          rows={3}
          autoComplete="street-address"
        />
        <Field meta={fields.city} label={t.city} autoComplete="address-level1" />
        <Field meta={fields.state} label={t.state} autoComplete="address-level2" />
        <Field meta={fields.country} label={t.country} autoComplete="country-name" />
        <Field meta={fields.zipCode} label={t.zipCode} autoComplete="postal-code" />
        <div className="field checkbox">
          <input {...getInputProps(fields.isDefault, { type: "checkbox" })} />
          <label htmlFor={fields.isDefault.id}>{t.isDefault}</label>
        </div>
      </MarkedFields>
      <div>
        <button type="submit" name="intent" value="save" className="button" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
