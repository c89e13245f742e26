import type { SettingsTexts } from "~/locales/dashboard-page-texts";
import { z } from "zod";
import type { DashboardMessages } from "~/locales/dashboard";
import { parsePrice } from "./product-form";
import { formatIban, ibanMod97, normalizeIban } from "~/lib/iban";

type T = SettingsTexts["errors"];

/**
 * The shop's settings (spec 001 §2 Settings, §5): the dashboard form and PUT /api/settings share
 * this schema, with the contract's snake_case names (GET /api/settings answers the same keys). The
 * form posts the lists as `about_paragraphs.tr[0]` and `bank_accounts[0].iban`, which Conform
 * reads into the same shape as the JSON body.
 */
export const ABOUT_PARAGRAPHS = 5;
export const STORY_PARAGRAPHS = 7;
/** Bank accounts: more than any shop shows on its payment page. */
export const BANK_ACCOUNTS_MAX = 10;
/** The exchange rate: well above any TL/USD rate, a stop for a mistyped number. */
export const RATE_MAX = 100_000;

const SHORT = 200;
const LONG = 5_000;

/**
 * Conform posts an empty input as absent (its coercion runs inside every schema here); JSON may
 * send null. Both mean "": a required field's message, an optional field's empty value.
 */
const nullToAbsent = (v: unknown) => (v === null ? undefined : v);
const emptyText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => v ?? "");

const required = (t: T, max = SHORT) =>
  z.preprocess(
    nullToAbsent,
    z.string({ required_error: t.required }).trim().min(1, t.required).max(max, t.tooLong),
  );

const optional = (t: T, max = SHORT) => z.preprocess(nullToAbsent, emptyText(max, t.tooLong));

/**
 * A decimal as a Turkish or English keyboard types it: '34,25', '34.25', '1.234,5'. A JSON
 * number passes as it is. Anything else stays a string for the number check to refuse.
 */
export function parseDecimal(value: unknown): unknown {
  if (typeof value !== "string") return value;
  let s = value.trim().replace(/\s/g, "");
  if (s === "") return undefined;
  if (s.includes(",")) s = s.replace(/\.(?=\d{3}(?:[,.]|$))/g, "").replace(",", ".");
  return /^\d+(?:\.\d+)?$/.test(s) ? Number(s) : value;
}

const rate = (t: T) =>
  z.preprocess(
    parseDecimal,
    z
      .number({ required_error: t.required, invalid_type_error: t.rate })
      .positive(t.ratePositive)
      .max(RATE_MAX, t.rateMax)
      // The column keeps four decimals.
      .transform((n) => Math.round(n * 10_000) / 10_000)
      .refine((n) => n > 0, t.ratePositive),
  );

/** The shop's default threshold: absent (an older client) or empty means 5, decision 036. */
const LOW_STOCK_MAX = 1_000_000;
const lowStock = (t: T) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null) return 5;
      if (typeof v !== "string") return v;
      const s = v.trim().replace(/[\s.]/g, "");
      if (s === "") return 5;
      return /^\d+$/.test(s) ? Number(s) : v;
    },
    z
      .number({ invalid_type_error: t.lowStock })
      .int(t.lowStock)
      .min(0, t.lowStock)
      .max(LOW_STOCK_MAX, t.lowStock),
  );

/**
 * The KDV rate in percent, inside every price (decision 070): 0 to 100, '20', '8,5' or a JSON
 * number; two decimals, as the column keeps them.
 */
const vatRate = (t: T) =>
  z.preprocess(
    parseDecimal,
    z
      .number({ required_error: t.vatRate, invalid_type_error: t.vatRate })
      .min(0, t.vatRate)
      .max(100, t.vatRate)
      .transform((n) => Math.round(n * 100) / 100),
  );

/** The limit in force when this version shipped (Official Gazette, 2026): a form without it keeps it. */
export const ARBITRATION_DEFAULT = { year: 2026, limit: 186_000 };

/** The consumer arbitration limit's year: a plain year, defaulting to the one the shop ships with. */
const arbitrationYear = (t: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === ""
        ? ARBITRATION_DEFAULT.year
        : typeof v === "string" && /^\s*\d{4}\s*$/.test(v)
          ? Number(v)
          : v,
    z
      .number({ required_error: t.arbitrationYear, invalid_type_error: t.arbitrationYear })
      .int(t.arbitrationYear)
      .min(2020, t.arbitrationYear)
      .max(2100, t.arbitrationYear),
  );

/** The limit in TL, typed as Turkish or English writes it (186.000 or 186,000.00). */
const arbitrationLimit = (t: T) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || (typeof v === "string" && !v.trim())
        ? ARBITRATION_DEFAULT.limit
        : typeof v === "string"
          ? parsePrice(v)
          : v,
    z
      .number({ required_error: t.arbitrationLimit, invalid_type_error: t.arbitrationLimit })
      .positive(t.arbitrationLimit)
      .max(100_000_000, t.arbitrationLimit),
  );

const bankRow = z.object({
  bank: z.preprocess(nullToAbsent, emptyText(SHORT, "Too long")),
  currency: z
    .string()
    .optional()
    .transform((v) => v || "TRY"),
  iban: z.preprocess(nullToAbsent, emptyText(64, "Too long")),
});

const isEmptyRow = (r: { bank: string; iban: string }) => !r.bank && !r.iban;

/** The rows of the bank accounts' table; an empty row is dropped, the others checked in place. */
const bankAccounts = (t: T) =>
  z
    .preprocess(
      (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.preprocess((r) => r ?? {}, bankRow)).max(BANK_ACCOUNTS_MAX + 10, t.tooMany),
    )
    .superRefine((rows, ctx) => {
      rows.forEach((row, i) => {
        if (isEmptyRow(row)) return;
        if (!row.bank) ctx.addIssue({ code: "custom", path: [i, "bank"], message: t.bankRequired });
        if (row.currency !== "TRY" && row.currency !== "USD")
          ctx.addIssue({ code: "custom", path: [i, "currency"], message: t.currency });
        const iban = normalizeIban(row.iban);
        if (!/^TR\d{24}$/.test(iban))
          ctx.addIssue({ code: "custom", path: [i, "iban"], message: t.iban });
        else if (ibanMod97(iban) !== 1)
          ctx.addIssue({ code: "custom", path: [i, "iban"], message: t.ibanChecksum });
      });
      if (rows.filter((r) => !isEmptyRow(r)).length > BANK_ACCOUNTS_MAX)
        ctx.addIssue({ code: "custom", path: [], message: t.tooMany });
    })
    .transform((rows) =>
      rows
        .filter((r) => !isEmptyRow(r))
        .map((r) => ({
          bank: r.bank,
          currency: r.currency as "TRY" | "USD",
          iban: formatIban(normalizeIban(r.iban)),
        })),
    );

/**
 * Paragraphs 1..n of one language, in their places: an empty one stays empty (the page skips it),
 * the empty ones at the end are dropped.
 */
const paragraphs = (t: T, n: number) =>
  z
    .preprocess(
      (v) =>
        (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]).map((p) =>
          p === undefined || p === null ? "" : p,
        ),
      z.array(emptyText(LONG, t.tooLong)).max(n, t.tooMany),
    )
    .transform((ps) => {
      const out = [...ps];
      while (out.length && !out[out.length - 1]) out.pop();
      return out;
    });

const bilingual = (t: T, n: number) =>
  z.preprocess(
    (v) => (v && typeof v === "object" ? v : {}),
    z.object({ tr: paragraphs(t, n), en: paragraphs(t, n) }),
  );

/** A number wa.me takes: digits with the country code (spaces, '+', dashes and brackets dropped). */
const whatsapp = (t: T) =>
  optional(t).transform((v, ctx) => {
    const digits = v.replace(/[\s+\-().]/g, "");
    if (digits && !/^\d{10,15}$/.test(digits))
      ctx.addIssue({ code: "custom", message: t.whatsapp });
    return digits;
  });

/** Only an https address: it becomes an href in the header and footer. */
const instagram = (t: T) =>
  optional(t, 300).refine((v) => {
    if (!v) return true;
    try {
      const url = new URL(v);
      return url.protocol === "https:" && !!url.hostname && !url.username && !url.password;
    } catch {
      return false;
    }
  }, t.instagram);

/** A host name as legal texts print it: 'www.example.com.tr' (a pasted https:// or / is dropped). */
const siteAddress = (t: T) =>
  optional(t).transform((v, ctx) => {
    const host = v
      .replace(/^https?:\/\//i, "")
      .replace(/\/+$/, "")
      .toLowerCase();
    if (
      host &&
      !/^(?=.{1,253}$)(?:[a-z0-9\u00c0-\uffff](?:[a-z0-9\u00c0-\uffff-]{0,61}[a-z0-9\u00c0-\uffff])?\.)+[a-z\u00c0-\uffff]{2,63}$/.test(
        host,
      )
    )
      ctx.addIssue({ code: "custom", message: t.siteAddress });
    return host;
  });

/** Digits only, of one of the lengths given (spaces and dashes typed between them are dropped). */
const digits = (message: string, ...lengths: number[]) =>
  z.preprocess(nullToAbsent, emptyText(40, message)).transform((v, ctx) => {
    const d = v.replace(/[\s-]/g, "");
    if (d && (!/^\d+$/.test(d) || !lengths.includes(d.length)))
      ctx.addIssue({ code: "custom", message });
    return d;
  });

/** Who sells (issue [20] point 1): each part optional, so that a shop fills them as it registers. */
const sellerFields = (t: T) => ({
  legal_name: optional(t, 300),
  mersis_number: digits(t.mersis, 16),
  tax_office: optional(t, 100),
  // A company's tax number has 10 digits, a sole trader's T.C. identity number 11.
  tax_number: digits(t.taxNumber, 10, 11),
  registered_address: optional(t, 500),
  kep_address: optional(t).refine((v) => !v || z.string().email().safeParse(v).success, t.kep),
  chamber: optional(t, 200),
  etbis_number: optional(t, 100),
});

/** A checkbox: "on" when ticked and absent when not (the form); a boolean in JSON. */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** Where the shop hears of its orders: one address, or empty for the contact address. */
const orderMailTo = (t: T) =>
  optional(t).refine((v) => !v || z.string().email().safeParse(v).success, t.email);

export const SettingsSchema = (t: T) =>
  z.object({
    store_name: required(t),
    phone_number: required(t, 40),
    email_address: z.preprocess(
      nullToAbsent,
      z
        .string({ required_error: t.required })
        .trim()
        .min(1, t.required)
        .max(SHORT, t.tooLong)
        .email(t.email),
    ),
    store_address: required(t, 500),
    exchange_rate: rate(t),
    low_stock_threshold: lowStock(t),
    vat_rate: vatRate(t),
    arbitration_year: arbitrationYear(t),
    arbitration_limit: arbitrationLimit(t),
    homepage_about_text: required(t, LONG),
    homepage_about_text_en: required(t, LONG),
    site_address: siteAddress(t),
    ...sellerFields(t),
    about_paragraphs: bilingual(t, ABOUT_PARAGRAPHS),
    story_paragraphs: bilingual(t, STORY_PARAGRAPHS),
    whatsapp_number: whatsapp(t),
    instagram_url: instagram(t),
    bank_account_holder: optional(t),
    bank_accounts: bankAccounts(t),
    // Order notices (issue [18] point 5, decision 077).
    order_mail_to: orderMailTo(t),
    notify_new_order: checkbox,
    notify_payment_received: checkbox,
    notify_cancellation: checkbox,
    notify_refund_failed: checkbox,
    notify_low_stock: checkbox,
  });

export type SettingsInput = z.output<ReturnType<typeof SettingsSchema>>;

// ---------------------------------------------------------------- the pop-up

type P = DashboardMessages["popup"]["errors"];

/**
 * Where the pop-up leads: a path on the site ('/shop') or an https address. Never `javascript:`
 * or another scheme: it becomes an href (the storefront passes it through safeLink as well).
 */
export function isPopupLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A checkbox posts "on" or nothing; JSON a boolean (or "true"/"false" from a multipart body). */
const flag = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

export const PopupSchema = (t: P) =>
  z.object({
    url: z.preprocess(
      nullToAbsent,
      emptyText(500, t.url).refine((v) => !v || isPopupLink(v), t.url),
    ),
    status: flag,
  });

export type PopupInput = z.output<ReturnType<typeof PopupSchema>>;
