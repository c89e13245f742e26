import { z } from "zod";
import type { DashboardMessages } from "~/locales/dashboard";
import {
  choices,
  flag,
  numberField,
  parsePrice,
  parseWhole,
  signedNumber,
  stripQuotes,
} from "./product-form";

type T = DashboardMessages["coupons"]["errors"];

/** The shop's days begin and end in Istanbul (UTC+3 all year since 2016). */
const SHOP_OFFSET = "+03:00";

/** A coupon's first day: from its midnight in Istanbul. */
export const startOfShopDay = (day: string) => new Date(`${day}T00:00:00.000${SHOP_OFFSET}`);
/** A coupon's last day: to its last millisecond in Istanbul. */
export const endOfShopDay = (day: string) => new Date(`${day}T23:59:59.999${SHOP_OFFSET}`);

const shopDayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Istanbul" });
/** The day (YYYY-MM-DD) a moment falls on in Istanbul, for a date field. */
export const shopDay = (date: Date | string | null) =>
  date === null ? "" : shopDayFormat.format(new Date(date));

/** A date field: YYYY-MM-DD, or an /api client's ISO time (its day in Istanbul). */
const day = (invalid: string) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || !v.trim()) return null;
      const text = v.trim();
      const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? startOfShopDay(text) : new Date(text);
      if (Number.isNaN(date.getTime())) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return shopDay(date);
    });

/** Far above any discount; inside the column. */
const AMOUNT_MAX = 10_000_000;
const USES_MAX = 1_000_000;

/**
 * A coupon of the dashboard's form and of POST /api/coupon/add and PUT /api/coupon/{id} (spec 001
 * §3, §5; issue [9]): name, code and amount required; a percentage at most 100; the end on or
 * after the start. Dates are days (YYYY-MM-DD): the coupon runs from the first's midnight to the
 * last's end in Istanbul. Codes are compared without case (the database's unique index).
 */
export const CouponSchema = (t: T) =>
  z
    .object({
      name: z
        .string({ required_error: t.nameRequired })
        .transform(stripQuotes)
        .pipe(z.string().min(1, t.nameRequired).max(100, t.tooLong)),
      code: z
        .string({ required_error: t.codeRequired })
        .transform((v) => stripQuotes(v).toUpperCase())
        .pipe(
          z
            .string()
            .min(1, t.codeRequired)
            .max(40, t.tooLong)
            .regex(/^[A-Z0-9ÇĞİÖŞÜ_-]+$/, t.codeFormat),
        ),
      dtype: z.enum(["P", "A"], { errorMap: () => ({ message: t.dtypeInvalid }) }).default("P"),
      amount: numberField(parsePrice, {
        required: t.amountRequired,
        invalid: t.amountInvalid,
        negative: t.amountNegative,
      }).pipe(z.number().gt(0, t.amountPositive).max(AMOUNT_MAX, t.amountInvalid)),
      uses: z
        .union([z.string(), z.number()])
        .optional()
        .transform((v, ctx) => {
          if (v === undefined || (typeof v === "string" && !v.trim())) return 10;
          const n = signedNumber(v, parseWhole);
          if (!Number.isInteger(n) || n < 0 || n > USES_MAX) {
            const negative = Number.isFinite(n) && n < 0;
            ctx.addIssue({ code: "custom", message: negative ? t.usesNegative : t.usesInvalid });
            return z.NEVER;
          }
          return n;
        }),
      categories: choices,
      products: choices,
      startDate: day(t.dateInvalid),
      endDate: day(t.dateInvalid),
      isActive: flag.optional(),
    })
    .superRefine((c, ctx) => {
      if (c.dtype === "P" && c.amount > 100)
        ctx.addIssue({ code: "custom", path: ["amount"], message: t.percentMax });
      if (c.startDate && c.endDate && c.endDate < c.startDate)
        ctx.addIssue({ code: "custom", path: ["endDate"], message: t.endBeforeStart });
    });

export type CouponInput = z.output<ReturnType<typeof CouponSchema>>;
