import { z } from "zod";
import { isUuid } from "~/lib/uuid";
import type { DashboardMessages } from "~/locales/dashboard";
import type { ProductWriteSchema } from "./product-write";

type T = DashboardMessages["productForm"]["errors"];

/** Long enough for any product text the shop shows; a cap against junk. */
const SHORT_MAX = 200;
const LONG_MAX = 10_000;
/** The highest price and stock a form takes: far above any jewellery, inside the columns. */
const PRICE_MAX = 10_000_000;
const QUANTITY_MAX = 1_000_000;

/**
 * Spec 001 §5: "surrounding quotes are stripped from text fields" (a name pasted from a sheet
 * arrives as "Ametist Kolye"). Straight and typographic quotes, after the spaces around them.
 */
export function stripQuotes(text: string): string {
  return text
    .trim()
    .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, "")
    .trim();
}

/**
 * A price as a Turkish or English keyboard types it: '1.250', '1.250,50', '1250.5', '₺ 1 250',
 * '1250 TL'. A dot followed by groups of exactly three digits is a thousands separator (Turkish
 * writes 1.250 for one thousand two hundred and fifty); the last comma, or a lone dot, is the
 * decimal point. Anything else is not a number (NaN), never silently reduced to its digits.
 */
export function parsePrice(input: string): number {
  const text = input.replace(/\s|₺|TL$/gi, "");
  if (!/^\d[\d.,]*$/.test(text)) return Number.NaN;
  let normal: string;
  if (text.includes(",")) {
    const [whole, fraction, ...rest] = text.split(",");
    if (rest.length || !/^\d{1,3}(\.\d{3})*$|^\d+$/.test(whole!)) return Number.NaN;
    normal = `${whole!.replace(/\./g, "")}.${fraction}`;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) normal = text.replace(/\./g, "");
  else normal = text;
  return /^\d+(\.\d+)?$/.test(normal) ? Math.round(Number(normal) * 100) / 100 : Number.NaN;
}

/** A whole number of pieces: digits, with spaces or thousands dots between them. */
export function parseWhole(input: string): number {
  const text = input.replace(/[\s.]/g, "");
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

const text = (required: string, max = LONG_MAX) =>
  z
    .string({ required_error: required })
    .transform(stripQuotes)
    .pipe(z.string().min(1, required).max(max));

const optionalText = (max = SHORT_MAX) =>
  z
    .string()
    .transform(stripQuotes)
    .pipe(z.string().max(max))
    .optional()
    .transform((v) => v ?? "");

/** What a number field says when its value is refused (the page's language). */
export interface NumberTexts {
  /** Nothing typed. */
  required: string;
  /** Not a number at all ('abc', '1,2,3'). */
  invalid: string;
  /** A minus sign: said as such ('cannot be less than 0'), not as 'not a number'. */
  negative: string;
}

/**
 * A number as typed, with its sign: `parse` reads the digits ('1.250,50'), a leading minus (or
 * the typographic one) makes it negative, so that -5 is told it is below zero rather than that
 * it is no number. An /api client's number passes as it is.
 */
export const signedNumber = (value: string | number, parse: (s: string) => number): number => {
  if (typeof value === "number") return value;
  const text = value.trim();
  const minus = /^[-−]/.test(text);
  const n = parse(minus ? text.slice(1) : text);
  return minus ? -n : n;
};

/** An optional number: empty or null is null; else at least 0 (and whole, at most `max`). */
const optionalNumber = (
  parse: (s: string) => number,
  texts: Omit<NumberTexts, "required">,
  max = Infinity,
  whole = false,
) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === "string" && !v.trim())) return null;
      const n = signedNumber(v, parse);
      const message =
        Number.isFinite(n) && n < 0
          ? texts.negative
          : !Number.isFinite(n) || n > max || (whole && !Number.isInteger(n))
            ? texts.invalid
            : null;
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/**
 * A required number, 0 or more: empty, not a number and below zero each say so in one message;
 * the caller pipes its own range (a price's minimum of 1, a stock's maximum).
 */
export const numberField = (parse: (s: string) => number, texts: NumberTexts) =>
  z
    .union([z.string(), z.number()], {
      required_error: texts.required,
      invalid_type_error: texts.invalid,
    })
    .transform((v, ctx) => {
      if (typeof v === "string" && !v.trim()) {
        ctx.addIssue({ code: "custom", message: texts.required });
        return z.NEVER;
      }
      const n = signedNumber(v, parse);
      const message = !Number.isFinite(n) ? texts.invalid : n < 0 ? texts.negative : null;
      if (message) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** The id of one choice (a select's value): required, or "" for none when optional. */
const choice = (required: string) =>
  z
    .string({ required_error: required })
    .refine((v) => isUuid(v), required)
    .transform((v) => v.toLowerCase());

const optionalChoice = z
  .string()
  .optional()
  .transform((v) => (v && isUuid(v) ? v.toLowerCase() : null));

/**
 * Ids of a multiple choice: one value, several (a `<select multiple>` or the picker's hidden
 * inputs), a JSON array or a comma-joined list (an /api client's multipart). Unknown ids are
 * dropped here and checked against the catalogue by the operation.
 */
export const choices = z.preprocess(
  (v) =>
    (v === undefined || v === "" ? [] : Array.isArray(v) ? v : String(v).split(","))
      .map((s) => String(s).trim())
      .filter(isUuid)
      .map((s) => s.toLowerCase()),
  z.array(z.string()),
);

/** A checkbox posts "on" or nothing; JSON and multipart send true/false. */
export const flag = z
  .union([z.boolean(), z.enum(["on", "true", "false", "1", "0"])])
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

/** The fields of the product form, in the contract's names (ProductFormSchema's object). */
export const productShape = (t: T) => ({
  sku: z
    .string({ required_error: t.skuRequired })
    .transform((v) => stripQuotes(v).toUpperCase())
    .pipe(
      z
        .string()
        .min(1, t.skuRequired)
        .regex(/^ARW\d{1,12}$/, t.skuFormat),
    ),
  pcollection: optionalText(),
  name: text(t.nameRequired, SHORT_MAX),
  name_en: text(t.nameEnRequired, SHORT_MAX),
  description: text(t.descriptionRequired),
  description_en: text(t.descriptionEnRequired),
  story: text(t.storyRequired),
  story_en: text(t.storyEnRequired),
  details: text(t.detailsRequired),
  details_en: text(t.detailsEnRequired),
  ingredients: text(t.ingredientsRequired),
  ingredients_en: text(t.ingredientsEnRequired),
  keys: optionalText(LONG_MAX),
  // 0 is a valid stock: the product is sold out.
  quantity: numberField(parseWhole, {
    required: t.quantityRequired,
    invalid: t.quantityWhole,
    negative: t.quantityNegative,
  }).pipe(z.number().int(t.quantityWhole).max(QUANTITY_MAX, t.quantityMax)),
  // Empty: the shop's default threshold (settings); decision 036.
  lowStockThreshold: optionalNumber(
    parseWhole,
    { invalid: t.lowStockThresholdWhole, negative: t.lowStockThresholdNegative },
    QUANTITY_MAX,
    true,
  ),
  // Spec 001 §5: a price of at least 1.
  price: numberField(parsePrice, {
    required: t.priceRequired,
    invalid: t.priceInvalid,
    negative: t.priceNegative,
  }).pipe(z.number().min(1, t.priceMin).max(PRICE_MAX, t.priceMax)),
  discountPrice: optionalNumber(parsePrice, {
    invalid: t.priceInvalid,
    negative: t.discountNegative,
  })
    // 0 has always meant "no discount" (the shop's prices and /api clients read it so);
    // any other discount is a price too: at least 1.
    .transform((v) => (v === 0 ? null : v))
    .pipe(z.number().min(1, t.discountMin).nullable()),
  brand: choice(t.brandRequired),
  category: choice(t.categoryRequired),
  type: choice(t.typeRequired),
  ingredient: choice(t.ingredientRequired),
  symbol: optionalChoice,
  stone: choices,
  children: choices,
  combination: choices,
  isActive: flag.optional(),
  isVisible: flag.optional(),
  customMade: flag.optional(),
});

/** The price rule across two fields. */
export const discountRule =
  (t: T) => (p: { discountPrice: number | null; price: number }, ctx: z.RefinementCtx) => {
    // Compared only when both are numbers: a refused one is said on its own field alone.
    if (
      typeof p.discountPrice === "number" &&
      typeof p.price === "number" &&
      p.discountPrice >= p.price
    )
      ctx.addIssue({ code: "custom", path: ["discountPrice"], message: t.discountBelowPrice });
  };

/**
 * The product of the add and edit forms and of POST /api/product/add and PUT /api/product/{id}
 * (spec 001 §3, §5), in the contract's field names. Required as §5 lists; the pictures are
 * checked by the operation (a form's files are not in its text fields).
 */
export const ProductFormSchema = (t: T) => z.object(productShape(t)).superRefine(discountRule(t));

/** A product as written: the form's fields and the jewellery facts (product-write.ts). */
export type ProductFormInput = z.output<ReturnType<typeof ProductWriteSchema>>;
