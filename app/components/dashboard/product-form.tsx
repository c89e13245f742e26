import {
  getFormProps,
  getInputProps,
  getSelectProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Field, FieldErrors, FormErrors } from "~/components/forms/field";
import { FileInput } from "~/components/forms/file-input";
import { RequiredLegend, RequiredMark, RequiredMarks } from "~/components/forms/required-mark";
import { TextareaField } from "~/components/forms/textarea-field";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { LocalLink } from "~/components/i18n";
import { Img } from "~/components/ui/img";
import type { KeptPictures, PickedField } from "~/features/catalogue/product-form-page.server";
import { fmt } from "~/lib/i18n";
import type { UploadLimits } from "~/lib/upload-limits";
import type { FormChoice, FormChoices, ProductOption } from "~/models/product-write.server";
import { ProductFormSchema } from "~/schemas/product-form";
import { LangPair } from "./lang-pair";
import { MultiPicker } from "./multi-picker";
import { ProductPicker, SaveOnEnter } from "./product-picker";
import { StaleNoticeBox, VersionFields } from "./stale-notice";
import { useDashboardT } from "./use-dashboard-t";
import type { FormVersion, StaleNotice } from "~/lib/record-version";

type Meta = FieldMetadata<string | undefined>;

export interface ProductFormProps {
  mode: "add" | "edit";
  choices: FormChoices;
  defaultValue: Record<string, unknown>;
  lastResult?: SubmissionResult<string[]>;
  options: Record<PickedField, ProductOption[]>;
  chosen: Record<PickedField, string[]>;
  found?: { field: PickedField; count: number };
  kept?: KeptPictures;
  lastSku?: string | null;
  /** The add page's upload limits (its route's `uploadLimits`), checked as files are chosen. */
  limits?: UploadLimits;
  /** The edited product's cover and picture count, with the way to its pictures page. */
  product?: { id: string; imageUrl: string | null; pictures: number };
  /** The edited product's version the form saves over, and a stale save's notice. */
  at?: FormVersion;
  stale?: StaleNotice;
  /** The jewellery facts' section, drawn by the server (jewellery-fields.server.tsx). */
  jewellery?: string;
}

/**
 * The add and edit form of a product (spec 001 §3): a plain POST (multipart when it carries the
 * pictures), checked in the browser by the server's own schema when JavaScript runs. Stones,
 * children and combination are plain multiple selects that become searchable pickers.
 */
export function ProductForm(props: ProductFormProps) {
  return (
    <RequiredMarks>
      <ProductFormFields {...props} />
    </RequiredMarks>
  );
}

function ProductFormFields(props: ProductFormProps) {
  const { mode, choices, defaultValue, lastResult, options, chosen, found, kept } = props;
  const t = useDashboardT().productForm;
  const marks = useDashboardT().formMarks;
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useValidatedForm(ProductFormSchema(t.errors), {
    lastResult,
    defaultValue: {
      ...defaultValue,
      // Conform reads a ticked checkbox as "on".
      isActive: defaultValue.isActive ? "on" : undefined,
      isVisible: defaultValue.isVisible ? "on" : undefined,
      customMade: defaultValue.customMade ? "on" : undefined,
    },
  });
  const f = fields as unknown as Record<string, Meta>;
  const choice = (name: keyof FormChoices, field: string, label: string, optional = false) => (
    <ChoiceField meta={f[field]!} label={label} items={choices[name]} optional={optional} />
  );
  const errorsOf = (field: string) => (
    <FieldErrors id={f[field]!.errorId} errors={f[field]!.errors} />
  );
  const productPicker = (field: PickedField, label: string) => (
    <ProductPicker
      name={field}
      label={label}
      options={options[field]}
      chosen={chosen[field]}
      found={found?.field === field ? found.count : undefined}
      exclude={props.product?.id}
      errors={errorsOf(field)}
    />
  );

  return (
    <Form
      method="post"
      encType={mode === "add" ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className="stack-form dashboard-form product-form"
    >
      <SaveOnEnter />
      {props.at ? <VersionFields at={props.at} /> : null}
      <StaleNoticeBox notice={props.stale} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <RequiredLegend text={marks.legend} />
      <fieldset>
        <legend>{t.sectionBasics}</legend>
        <div className="field-pair">
          <Field
            meta={f.sku!}
            label={t.sku}
            hint={
              mode === "add"
                ? props.lastSku
                  ? fmt(t.lastSku, { sku: props.lastSku })
                  : t.noSku
                : null
            }
          />
          <Field meta={f.pcollection!} label={t.pcollection} />
        </div>
        <LangPair
          tr={<Field meta={f.name!} label={t.name} lang="tr" />}
          en={<Field meta={f.name_en!} label={t.nameEn} lang="en" />}
        />
      </fieldset>
      <fieldset>
        <legend>{t.sectionTexts}</legend>
        {(
          [
            ["description", t.description, t.descriptionEn],
            ["story", t.story, t.storyEn],
            ["details", t.details, t.detailsEn],
            ["ingredients", t.ingredients, t.ingredientsEn],
          ] as const
        ).map(([name, tr, en]) => (
          <LangPair
            key={name}
            tr={<TextareaField meta={f[name]!} label={tr} rows={4} lang="tr" />}
            en={<TextareaField meta={f[`${name}_en`]!} label={en} rows={4} lang="en" />}
          />
        ))}
        <Field meta={f.keys!} label={t.keys} hint={t.keysHint} />
      </fieldset>
      <fieldset>
        <legend>{t.sectionStock}</legend>
        <div className="field-trio">
          <NumberField meta={f.quantity!} label={t.quantity} decimals={false} />
          <NumberField meta={f.price!} label={t.price} decimals />
          <NumberField
            meta={f.discountPrice!}
            label={t.discountPrice}
            decimals
            hint={t.discountHint}
          />
        </div>
        <div className="field-trio">
          <NumberField
            meta={f.lowStockThreshold!}
            label={t.lowStockThreshold}
            decimals={false}
            hint={t.lowStockThresholdHint}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.sectionCatalogue}</legend>
        <div className="field-pair">
          {choice("brands", "brand", t.brand)}
          {choice("categories", "category", t.category)}
        </div>
        <div className="field-pair">
          {choice("types", "type", t.type)}
          {choice("ingredients", "ingredient", t.ingredient)}
        </div>
        <div className="field-pair">
          {choice("symbols", "symbol", t.symbol, true)}
          <MultiPicker
            name="stone"
            label={t.stone}
            options={choices.stones.map((s) => ({
              value: s.id,
              label: labelOf(s, t.inactiveOption),
            }))}
            defaultValue={listOf(f.stone!.initialValue ?? defaultValue.stone)}
            errors={errorsOf("stone")}
          />
        </div>
      </fieldset>
      {props.jewellery ? <div dangerouslySetInnerHTML={{ __html: props.jewellery }} /> : null}
      <fieldset>
        <legend>{t.sectionRelated}</legend>
        <div className="field-pair">
          {productPicker("children", t.children)}
          {productPicker("combination", t.combination)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t.sectionPictures}</legend>
        {mode === "add" ? (
          <NewPictures
            kept={kept}
            limits={props.limits!}
            coverErrors={f.imageUrl!.errors}
            galleryErrors={f.images!.errors}
          />
        ) : props.product ? (
          <p className="product-form-pictures">
            {props.product.imageUrl ? (
              <Img src={props.product.imageUrl} alt="" width={96} height={96} sizes="96px" />
            ) : null}
            <LocalLink
              to={`/dashboard/product/pictures/${props.product.id}`}
              className="button secondary"
            >
              {t.managePictures} ({props.product.pictures})
            </LocalLink>
          </p>
        ) : null}
      </fieldset>
      <div className="field checkbox">
        <input {...getInputProps(f.isActive as never, { type: "checkbox" })} />
        <label htmlFor={f.isActive!.id}>{t.isActive}</label>
      </div>
      <div className="field checkbox">
        <input {...getInputProps(f.isVisible as never, { type: "checkbox" })} />
        <label htmlFor={f.isVisible!.id}>{t.isVisible}</label>
      </div>
      <div className="field checkbox">
        <input
          {...getInputProps(f.customMade as never, { type: "checkbox" })}
          aria-describedby={`${f.customMade!.id}-hint`}
        />
        <label htmlFor={f.customMade!.id}>{t.customMade}</label>
        <p className="hint" id={`${f.customMade!.id}-hint`}>
          {t.customMadeHint}
        </p>
      </div>
      <div className="form-actions">
        <button type="submit" name="intent" value="save" className="button" disabled={busy}>
          {mode === "add" ? t.add : t.save}
        </button>
        <LocalLink to="/dashboard/product" className="button secondary">
          {t.cancel}
        </LocalLink>
      </div>
    </Form>
  );
}

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" && value ? [value] : [];
}

const labelOf = (c: FormChoice, inactive: string) =>
  c.isActive ? c.name : fmt(inactive, { name: c.name });

function ChoiceField(props: { meta: Meta; label: string; items: FormChoice[]; optional: boolean }) {
  const { meta, label, items, optional } = props;
  const t = useDashboardT().productForm;
  return (
    <div className={`field${meta.errors?.length ? " has-error" : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        <RequiredMark required={meta.required} />
      </label>
      <select {...getSelectProps(meta, { ariaAttributes: true })}>
        <option value="">{optional ? t.none : t.choose}</option>
        {items.map((c) => (
          <option key={c.id} value={c.id}>
            {labelOf(c, t.inactiveOption)}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** Text, not type=number: Turkish decimals ('1.250,50') and no spinner; the server parses. */
function NumberField(props: { meta: Meta; label: string; decimals: boolean; hint?: ReactNode }) {
  const { meta, label, decimals, hint } = props;
  // Conform writes the schema's min and max, which HTML allows on number inputs only: the
  // server says when a value is out of range.
  const {
    min: _min,
    max: _max,
    ...input
  } = getInputProps(meta, {
    type: "text",
    ariaAttributes: true,
  });
  return (
    <div className={`field${meta.errors?.length ? " has-error" : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        <RequiredMark required={meta.required} />
      </label>
      <input {...input} key={input.key} inputMode={decimals ? "decimal" : "numeric"} />
      {hint ? <p className="hint">{hint}</p> : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

function NewPictures(props: {
  kept?: KeptPictures;
  limits: UploadLimits;
  coverErrors?: string[];
  galleryErrors?: string[];
}) {
  const { kept, limits, coverErrors, galleryErrors } = props;
  const t = useDashboardT().productForm;
  const keptCount = (kept?.cover ? 1 : 0) + (kept?.gallery.length ?? 0);
  return (
    <>
      {keptCount ? (
        <div className="kept-pictures" role="status">
          <p>{fmt(t.keptPictures, { n: keptCount })}</p>
          <ul>
            {kept?.cover ? (
              <li>
                <input type="hidden" name="keptCover" value={kept.cover.token} />
                <Img src={kept.cover.url} alt={t.cover} width={72} height={72} sizes="72px" />
              </li>
            ) : null}
            {kept?.gallery.map((p) => (
              <li key={p.token}>
                <input type="hidden" name="keptImages" value={p.token} />
                <Img src={p.url} alt={t.gallery} width={72} height={72} sizes="72px" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="field-pair">
        <div className={`field${coverErrors?.length ? " has-error" : ""}`}>
          <label htmlFor="product-cover">
            {t.cover}
            <RequiredMark required={!kept?.cover} />
          </label>
          <FileInput
            id="product-cover"
            name="imageUrl"
            limits={limits}
            accept="image/jpeg,image/png,image/webp"
            hintId="product-cover-hint"
            required={!kept?.cover}
            errors={coverErrors}
          >
            <p className="hint" id="product-cover-hint">
              {t.picturesHint}
            </p>
          </FileInput>
        </div>
        <div className={`field${galleryErrors?.length ? " has-error" : ""}`}>
          <label htmlFor="product-gallery">
            {t.gallery}
            <RequiredMark required={!kept?.gallery.length} />
          </label>
          <FileInput
            id="product-gallery"
            name="images"
            limits={limits}
            multiple
            accept="image/jpeg,image/png,image/webp"
            hintId="product-cover-hint product-gallery-hint"
            required={!kept?.gallery.length}
            errors={galleryErrors}
          >
            {/* Said before the first save: the server refuses a product with a cover only. */}
            <p className="hint" id="product-gallery-hint">
              {t.galleryRule}
            </p>
          </FileInput>
        </div>
      </div>
    </>
  );
}
