import type { SettingsTexts } from "~/locales/dashboard-page-texts";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { FieldErrors, FormErrors } from "~/components/forms/field";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import type { FormVersion, StaleNotice } from "~/lib/record-version";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { fmt } from "~/lib/i18n";
import {
  ABOUT_PARAGRAPHS,
  BANK_ACCOUNTS_MAX,
  SettingsSchema,
  STORY_PARAGRAPHS,
} from "~/schemas/settings";
import { LangPair } from "~/components/dashboard/lang-pair";
import { MarkedFields } from "~/components/dashboard/marked-fields";
import { RequiredMark } from "~/components/forms/required-mark";
import { DEFAULT_VAT_RATE } from "~/lib/cart-pricing";

/** The settings as the form shows them (the contract's names: settingsFields on the server). */
export interface SettingsValues {
  store_name: string;
  phone_number: string;
  email_address: string;
  store_address: string;
  exchange_rate: number | string;
  low_stock_threshold: number | string;
  vat_rate: number | string;
  arbitration_year: number | string;
  arbitration_limit: number | string;
  homepage_about_text: string;
  homepage_about_text_en: string;
  site_address: string;
  legal_name: string;
  mersis_number: string;
  tax_office: string;
  tax_number: string;
  registered_address: string;
  kep_address: string;
  chamber: string;
  etbis_number: string;
  about_paragraphs: { tr: string[]; en: string[] };
  story_paragraphs: { tr: string[]; en: string[] };
  whatsapp_number: string;
  instagram_url: string;
  bank_account_holder: string;
  bank_accounts: { bank: string; currency: string; iban: string }[];
  order_mail_to: string;
  notify_new_order: boolean;
  notify_payment_received: boolean;
  notify_cancellation: boolean;
  notify_refund_failed: boolean;
  notify_low_stock: boolean;
}

/** The kinds of order news the shop may choose to hear of (decision 077). */
const NOTICES = [
  "notify_new_order",
  "notify_payment_received",
  "notify_cancellation",
  "notify_refund_failed",
  "notify_low_stock",
] as const;

/** Without JavaScript the table has a fixed number of rows: the accounts and this many empty. */
const EMPTY_BANK_ROWS = 2;

type Initial = Record<string, unknown>;

/** A value of Conform's initial values by its field name ('bank_accounts[0].iban'). */
function valueAt(initial: Initial | undefined, name: string): unknown {
  let at: unknown = initial;
  for (const part of name.replace(/\[(\d+)\]/g, ".$1").split(".")) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** The rate as the page's language writes it: 34,25 in Turkish. */
function rateText(v: unknown, lang: string) {
  if (typeof v === "number") return lang === "tr" ? String(v).replace(".", ",") : String(v);
  return text(v);
}

/**
 * The settings form (spec 001 §2 Settings): sections with headings, one save button, a plain
 * POST checked in the browser by the same schema when JavaScript runs.
 */
/** What the page's action answers when it does not save (settings-page.server.ts). */
export interface SettingsAnswer {
  lastResult: SubmissionResult<string[]>;
  /** The version the form was drawn from (decision 067), and a stale save's notice. */
  at?: FormVersion;
  stale?: StaleNotice;
}

export function SettingsForm({
  t,
  lastResult,
  defaultValue,
  lang,
  at,
  stale,
}: {
  t: SettingsTexts;
  lastResult?: SubmissionResult<string[]>;
  defaultValue: SettingsValues | null;
  lang: "tr" | "en";
  /** The settings' version the form saves over, and a stale save's notice. */
  at: FormVersion;
  stale?: StaleNotice;
}) {
  const busy = useNavigation().state === "submitting";
  const start: SettingsValues = defaultValue ?? {
    store_name: "",
    phone_number: "",
    email_address: "",
    store_address: "",
    exchange_rate: "",
    low_stock_threshold: 5,
    vat_rate: DEFAULT_VAT_RATE,
    arbitration_year: 2026,
    arbitration_limit: 186000,
    homepage_about_text: "",
    homepage_about_text_en: "",
    site_address: "",
    legal_name: "",
    mersis_number: "",
    tax_office: "",
    tax_number: "",
    registered_address: "",
    kep_address: "",
    chamber: "",
    etbis_number: "",
    about_paragraphs: { tr: [], en: [] },
    story_paragraphs: { tr: [], en: [] },
    whatsapp_number: "",
    instagram_url: "",
    bank_account_holder: "",
    bank_accounts: [],
    order_mail_to: "",
    notify_new_order: true,
    notify_payment_received: true,
    notify_cancellation: true,
    notify_refund_failed: true,
    notify_low_stock: true,
  };
  const [form] = useValidatedForm(SettingsSchema(t.errors), {
    lastResult,
    defaultValue: {
      ...start,
      exchange_rate: rateText(start.exchange_rate, lang),
      vat_rate: rateText(start.vat_rate, lang),
    } as never,
  });
  const initial = form.initialValue as Initial;
  const errors = form.allErrors;
  const submitted = lastResult
    ? (valueAt(initial, "bank_accounts") as unknown[] | undefined)
    : null;
  // With JavaScript, a button adds rows (the plain form has its fixed empty rows).
  const [addedRows, setAddedRows] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const bankRows =
    (submitted ? Math.max(submitted.length, 1) : start.bank_accounts.length + EMPTY_BANK_ROWS) +
    addedRows;

  const wrongFields = Object.values(lastResult?.error ?? {}).filter((e) => e?.length).length;

  const field = (
    name: string,
    label: ReactNode,
    opts: {
      type?: string;
      required?: boolean;
      hint?: string;
      area?: number;
      inputMode?: "decimal" | "tel" | "numeric";
      autoComplete?: string;
      placeholder?: string;
      lang?: "tr" | "en";
    } = {},
  ) => {
    const id = `settings-${name.replace(/[^a-z0-9]+/gi, "-")}`;
    const errs = errors[name];
    const describedBy =
      [opts.hint ? `${id}-hint` : null, errs?.length ? `${id}-error` : null]
        .filter(Boolean)
        .join(" ") || undefined;
    const common = {
      id,
      name,
      defaultValue:
        name === "exchange_rate" && !lastResult
          ? rateText(valueAt(initial, name), lang)
          : text(valueAt(initial, name)),
      required: opts.required,
      "aria-invalid": errs?.length ? true : undefined,
      "aria-describedby": describedBy,
      lang: opts.lang,
    };
    return (
      <div className={`field${errs?.length ? " has-error" : ""}`} key={name}>
        <label htmlFor={id}>
          {label}
          <RequiredMark required={opts.required} />
        </label>
        {opts.area ? (
          <textarea {...common} rows={opts.area} />
        ) : (
          <input
            {...common}
            type={opts.type ?? "text"}
            inputMode={opts.inputMode}
            autoComplete={opts.autoComplete}
            placeholder={opts.placeholder}
          />
        )}
        {opts.hint ? (
          <p className="hint" id={`${id}-hint`}>
            {opts.hint}
          </p>
        ) : null}
        <FieldErrors id={`${id}-error`} errors={errs} />
      </div>
    );
  };

  const paragraphs = (key: "about_paragraphs" | "story_paragraphs", n: number) =>
    Array.from({ length: n }, (_, i) => (
      <LangPair
        key={i}
        tr={field(`${key}.tr[${i}]`, fmt(t.fields.paragraphTr, { n: i + 1 }), {
          area: 5,
          lang: "tr",
        })}
        en={field(`${key}.en[${i}]`, fmt(t.fields.paragraphEn, { n: i + 1 }), {
          area: 5,
          lang: "en",
        })}
      />
    ));

  return (
    <Form method="post" {...getFormProps(form)} className="stack-form dashboard-form settings-form">
      <VersionFields at={at} />
      <StaleNoticeBox notice={stale} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {/* A long form: the fields' messages may be far below, so say first that there are some. */}
      {lastResult?.error && wrongFields > 0 ? (
        <p className="form-errors" role="alert">
          {fmt(t.errors.summary, { n: wrongFields })}
        </p>
      ) : null}
      <MarkedFields>
        <Section id="store" title={t.sections.store}>
          {field("store_name", t.fields.store_name, {
            required: true,
            autoComplete: "organization",
          })}
          <div className="field-pair">
            {field("phone_number", t.fields.phone_number, {
              required: true,
              type: "tel",
              autoComplete: "tel",
            })}
            {field("email_address", t.fields.email_address, {
              required: true,
              type: "email",
              autoComplete: "email",
            })}
          </div>
          {field("store_address", t.fields.store_address, { required: true, area: 3 })}
          {field("site_address", t.fields.site_address, {
            hint: t.fields.site_addressHint,
            placeholder: "www.example.com.tr",
          })}
        </Section>

        <Section id="seller" title={t.sections.seller}>
          <p className="hint">{t.fields.sellerHint}</p>
          {field("legal_name", t.fields.legal_name, {
            hint: t.fields.legal_nameHint,
            autoComplete: "organization",
          })}
          <div className="field-pair">
            {field("mersis_number", t.fields.mersis_number, {
              hint: t.fields.mersis_numberHint,
              inputMode: "numeric",
            })}
            {field("etbis_number", t.fields.etbis_number, { hint: t.fields.etbis_numberHint })}
          </div>
          <div className="field-pair">
            {field("tax_office", t.fields.tax_office)}
            {field("tax_number", t.fields.tax_number, {
              hint: t.fields.tax_numberHint,
              inputMode: "numeric",
            })}
          </div>
          {field("registered_address", t.fields.registered_address, {
            area: 3,
            hint: t.fields.registered_addressHint,
          })}
          <div className="field-pair">
            {field("kep_address", t.fields.kep_address, {
              type: "email",
              hint: t.fields.kep_addressHint,
            })}
            {field("chamber", t.fields.chamber)}
          </div>
        </Section>

        <Section id="money" title={t.sections.money}>
          {field("exchange_rate", t.fields.exchange_rate, {
            required: true,
            inputMode: "decimal",
            hint: t.fields.exchange_rateHint,
          })}
        </Section>

        <Section id="tax" title={t.sections.tax}>
          {field("vat_rate", t.fields.vat_rate, {
            required: true,
            inputMode: "decimal",
            hint: t.fields.vat_rateHint,
          })}
        </Section>

        <Section id="arbitration" title={t.sections.arbitration}>
          <p className="hint">{t.fields.arbitrationHint}</p>
          <div className="field-pair">
            {field("arbitration_year", t.fields.arbitration_year, {
              required: true,
              inputMode: "numeric",
            })}
            {field("arbitration_limit", t.fields.arbitration_limit, {
              required: true,
              inputMode: "decimal",
            })}
          </div>
        </Section>

        <Section id="stock" title={t.sections.stock}>
          {field("low_stock_threshold", t.fields.low_stock_threshold, {
            inputMode: "numeric",
            hint: t.fields.low_stock_thresholdHint,
          })}
        </Section>

        <Section id="notices" title={t.sections.notices} hint={t.fields.noticesHint}>
          {field("order_mail_to", t.fields.order_mail_to, {
            type: "email",
            hint: t.fields.order_mail_toHint,
          })}
          <fieldset className="notice-kinds">
            <legend>{t.fields.noticeKinds}</legend>
            {NOTICES.map((name) => (
              <div className="field checkbox" key={name}>
                <input
                  id={`settings-${name.replace(/_/g, "-")}`}
                  name={name}
                  type="checkbox"
                  defaultChecked={
                    valueAt(initial, name) === true || valueAt(initial, name) === "on"
                  }
                />
                <label htmlFor={`settings-${name.replace(/_/g, "-")}`}>{t.fields[name]}</label>
              </div>
            ))}
          </fieldset>
        </Section>

        <Section id="home" title={t.sections.home}>
          <LangPair
            tr={field("homepage_about_text", t.fields.homepage_about_text, {
              required: true,
              area: 5,
              lang: "tr",
            })}
            en={field("homepage_about_text_en", t.fields.homepage_about_text_en, {
              required: true,
              area: 5,
              lang: "en",
            })}
          />
        </Section>

        <Section id="about" title={t.sections.about} hint={t.fields.paragraphsHint}>
          {paragraphs("about_paragraphs", ABOUT_PARAGRAPHS)}
        </Section>

        <Section id="story" title={t.sections.story} hint={t.fields.paragraphsHint}>
          {paragraphs("story_paragraphs", STORY_PARAGRAPHS)}
        </Section>

        <Section id="bank" title={t.sections.bank} hint={t.fields.bankHint}>
          {field("bank_account_holder", t.fields.bank_account_holder)}
          <FieldErrors id="settings-bank-error" errors={errors["bank_accounts"]} />
          {Array.from({ length: bankRows }, (_, i) => (
            <fieldset className="bank-row" key={i}>
              <legend>{fmt(t.fields.bankRow, { n: i + 1 })}</legend>
              {field(`bank_accounts[${i}].bank`, t.fields.bank)}
              <CurrencySelect
                name={`bank_accounts[${i}].currency`}
                label={t.fields.currency}
                value={text(valueAt(initial, `bank_accounts[${i}].currency`)) || "TRY"}
                errors={errors[`bank_accounts[${i}].currency`]}
              />
              {field(`bank_accounts[${i}].iban`, t.fields.iban, {
                placeholder: "TR00 0000 0000 0000 0000 0000 00",
              })}
            </fieldset>
          ))}
          {live && bankRows < BANK_ACCOUNTS_MAX ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => setAddedRows((n) => n + 1)}
            >
              {t.fields.addBankRow}
            </button>
          ) : null}
        </Section>

        <Section id="social" title={t.sections.social}>
          <div className="field-pair">
            {field("whatsapp_number", t.fields.whatsapp_number, {
              type: "tel",
              hint: t.fields.whatsapp_numberHint,
            })}
            {field("instagram_url", t.fields.instagram_url, {
              type: "url",
              hint: t.fields.instagram_urlHint,
              placeholder: "https://www.instagram.com/...",
            })}
          </div>
        </Section>
      </MarkedFields>

      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t.save}
        </button>
      </div>
    </Form>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="settings-section" aria-labelledby={`settings-${id}-title`}>
      <h2 id={`settings-${id}-title`}>{title}</h2>
      {hint ? <p className="hint">{hint}</p> : null}
      {children}
    </section>
  );
}

function CurrencySelect({
  name,
  label,
  value,
  errors,
}: {
  name: string;
  label: string;
  value: string;
  errors?: string[];
}) {
  const id = `settings-${name.replace(/[^a-z0-9]+/gi, "-")}`;
  return (
    <div className={`field${errors?.length ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="TRY">TRY</option>
        <option value="USD">USD</option>
      </select>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </div>
  );
}
