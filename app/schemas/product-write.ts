import { z } from "zod";
import {
  FINENESS_MAX,
  FINENESS_MIN,
  isMetal,
  isPlating,
  isStoneNature,
  parseGrams,
  WEIGHT_MAX,
  type JewelleryTexts,
  type Metal,
  type Plating,
  type StoneNature,
} from "~/lib/jewellery";
import { isUuid } from "~/lib/uuid";
import type { DashboardMessages } from "~/locales/dashboard";
import { discountRule, parseWhole, productShape, signedNumber } from "./product-form";

type Empty = undefined | null | "";
const isEmpty = (v: unknown): v is Empty =>
  v === undefined || v === null || (typeof v === "string" && !v.trim());

/** One of a list's keys, or null when empty (not stated). */
const listed = <K extends string>(is: (v: unknown) => v is K, message: string) =>
  z.unknown().transform((v, ctx): K | null => {
    if (isEmpty(v)) return null;
    const key = typeof v === "string" ? v.trim() : v;
    if (is(key)) return key;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** A number in a range, or null when empty; one message for whatever is wrong with it. */
const optionalAmount = (
  parse: (s: string) => number,
  message: string,
  ok: (n: number) => boolean,
) =>
  z.unknown().transform((v, ctx): number | null => {
    if (isEmpty(v)) return null;
    const n = typeof v === "number" || typeof v === "string" ? signedNumber(v, parse) : Number.NaN;
    if (Number.isFinite(n) && ok(n)) return n;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/**
 * Each stone's nature by the stone's id: the form's `stoneNatures.<id>` selects (Conform reads
 * them as an object), an /api client's object, or its JSON in a multipart field. Ids that are no
 * ids are dropped; the natures of stones the product does not have are dropped by the write.
 */
const stoneNatures = (message: string) =>
  z.unknown().transform((v, ctx): Record<string, StoneNature> => {
    let map = v;
    if (typeof map === "string") {
      try {
        map = map.trim() ? JSON.parse(map) : {};
      } catch {
        map = null;
      }
    }
    if (isEmpty(map)) return {};
    if (typeof map !== "object" || Array.isArray(map)) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const natures: Record<string, StoneNature> = {};
    for (const [id, nature] of Object.entries(map as Record<string, unknown>)) {
      if (!isUuid(id)) continue;
      if (!isStoneNature(nature)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      natures[id.toLowerCase()] = nature;
    }
    return natures;
  });

/** The jewellery facts of a product (issue [20] point 4), each optional. */
export const jewelleryShape = (t: JewelleryTexts["errors"]) => ({
  metal: listed<Metal>(isMetal, t.metal),
  // Thousandths, a whole number: 925, 585.
  fineness: optionalAmount(
    parseWhole,
    t.fineness,
    (n) => Number.isInteger(n) && n >= FINENESS_MIN && n <= FINENESS_MAX,
  ),
  weightGrams: optionalAmount(parseGrams, t.weight, (n) => n > 0 && n <= WEIGHT_MAX),
  plating: listed<Plating>(isPlating, t.plating),
  stoneNatures: stoneNatures(t.nature),
});

/**
 * A product as the server writes it (the dashboard's form, /api, the CSV import): the form's own
 * fields (ProductFormSchema, which the browser checks too) with the jewellery facts, which only
 * the server checks: their texts stay out of the back office's JavaScript (decision 083).
 */
export const ProductWriteSchema = (
  t: DashboardMessages["productForm"]["errors"],
  j: JewelleryTexts["errors"],
) => z.object({ ...productShape(t), ...jewelleryShape(j) }).superRefine(discountRule(t));
