import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { Field, FieldErrors, FormErrors } from "~/components/forms/field";
import { TextareaField } from "~/components/forms/textarea-field";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { LocalLink } from "~/components/i18n";
import { BrandSchema, CategorySchema, DESCRIPTION_MAX, TaxonomySchema } from "~/schemas/catalogue";
import { LangPair } from "./lang-pair";
import { MarkedFields } from "./marked-fields";
import { ProductPicker, SaveOnEnter, type ProductChoice } from "./product-picker";
import { StaleNoticeBox, VersionFields } from "./stale-notice";
import { useDashboardT } from "./use-dashboard-t";
import type { FormVersion, StaleNotice } from "~/lib/record-version";

export type CatalogueFormKind = "entry" | "category" | "brand";

export interface CatalogueFormValues {
  name?: string;
  name_en?: string | null;
  description?: string | null;
  description_en?: string | null;
  isActive?: boolean;
  products?: string[];
  merchant?: string | null;
}

interface Option {
  id: string;
  name: string;
  sku?: string;
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" && value ? [value] : [];
}

/**
 * The add and edit form of a list entry (name in both languages, active), a category (also its
 * descriptions and products) or a brand (descriptions, and for admins its merchant). A plain POST,
 * validated in the browser by the same schema when it can be.
 */
export function CatalogueForm({
  kind,
  lastResult,
  defaultValue,
  submitLabel,
  cancelTo,
  products = [],
  found,
  merchants,
  activeHint,
  at,
  stale,
}: {
  kind: CatalogueFormKind;
  lastResult?: SubmissionResult<string[]>;
  defaultValue: CatalogueFormValues;
  submitLabel: string;
  cancelTo: string;
  products?: ProductChoice[];
  /** After a plain form's product search: how many it found. */
  found?: number;
  /** Admins choose a brand's merchant; absent for a merchant's own form. */
  merchants?: Option[];
  activeHint: string;
  /** The edited record's version the form saves over, and a stale save's notice (decision 067). */
  at?: FormVersion;
  stale?: StaleNotice;
}) {
  const t = useDashboardT().catalogue;
  const busy = useNavigation().state === "submitting";
  const schema =
    kind === "category"
      ? CategorySchema(t.errors)
      : kind === "brand"
        ? BrandSchema(t.errors)
        : TaxonomySchema(t.errors);
  const [form, fields] = useValidatedForm(schema, {
    lastResult,
    defaultValue: {
      ...defaultValue,
      // Conform reads a ticked checkbox as "on".
      isActive: defaultValue.isActive ? "on" : undefined,
    },
  });
  const f = fields as unknown as Record<
    keyof CatalogueFormValues,
    Parameters<typeof Field>[0]["meta"]
  >;
  const described = kind !== "entry";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="stack-form dashboard-form catalogue-form"
    >
      {kind === "category" ? <SaveOnEnter /> : null}
      {at ? <VersionFields at={at} /> : null}
      <StaleNoticeBox notice={stale} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <MarkedFields>
        {/* A brand's name is one name in both languages. */}
        {kind === "brand" ? (
          <Field meta={f.name} label={t.form.name} />
        ) : (
          <LangPair
            tr={<Field meta={f.name} label={t.form.name} lang="tr" />}
            en={<Field meta={f.name_en} label={t.form.nameEn} lang="en" />}
          />
        )}
        {described ? (
          <LangPair
            tr={
              <TextareaField
                meta={f.description as never}
                label={t.form.description}
                rows={4}
                hint={`≤ ${DESCRIPTION_MAX}`}
                lang="tr"
              />
            }
            en={
              <TextareaField
                meta={f.description_en as never}
                label={t.form.descriptionEn}
                rows={4}
                hint={`≤ ${DESCRIPTION_MAX}`}
                lang="en"
              />
            }
          />
        ) : null}
        {kind === "category" ? (
          <ProductPicker
            name="products"
            label={t.form.products}
            options={products}
            chosen={listOf(f.products.initialValue ?? defaultValue.products)}
            found={found}
            errors={<FieldErrors id={f.products.errorId} errors={f.products.errors} />}
          />
        ) : null}
        {kind === "brand" && merchants ? (
          <div className="field">
            <label htmlFor={f.merchant.id}>{t.brand.merchant}</label>
            <select {...getSelectProps(f.merchant as never)}>
              <option value="">{t.brand.noMerchant}</option>
              {merchants.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field checkbox">
          <input
            {...getInputProps(f.isActive as never, { type: "checkbox" })}
            aria-describedby={`${f.isActive.id}-hint`}
          />
          <label htmlFor={f.isActive.id}>{t.form.isActive}</label>
        </div>
        {/* Spec 001 §2: turning it off warns that the related products go off too. */}
        <p className="hint" id={`${f.isActive.id}-hint`}>
          {activeHint}
        </p>
      </MarkedFields>
      <div className="form-actions">
        <button type="submit" name="intent" value="save" className="button" disabled={busy}>
          {submitLabel}
        </button>
        <LocalLink to={cancelTo} className="button secondary">
          {t.form.cancel}
        </LocalLink>
      </div>
    </Form>
  );
}
