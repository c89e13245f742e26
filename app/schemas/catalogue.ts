import { z } from "zod";
import { isUuid } from "~/lib/uuid";
import type { DashboardMessages } from "~/locales/dashboard";

type T = DashboardMessages["catalogue"]["errors"];

/** Category and brand descriptions (spec 001 §5, §9). */
export const DESCRIPTION_MAX = 200;
/** Longer than any name the shop shows; a cap against junk. */
const NAME_MAX = 120;

/**
 * The dashboards' catalogue forms and the /api bodies share these schemas, so the fields carry the
 * contract's names (`name_en`, `isActive`): a form posts them as its inputs' names, an /api client
 * wraps them under the resource (`{ "category": { ... } }`).
 */
const name = (t: T) =>
  z.string({ required_error: t.nameRequired }).trim().min(1, t.nameRequired).max(NAME_MAX);

const optionalText = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    // Absent: left as it is (an /api update); empty: cleared.
    .transform((v) => (v === undefined ? undefined : v || null));

const description = (t: T) =>
  z
    .string({ required_error: t.descriptionRequired })
    .trim()
    .min(1, t.descriptionRequired)
    .max(DESCRIPTION_MAX, t.descriptionMax);

/** A checkbox posts "on" or nothing; JSON sends a boolean. Absent: the caller decides. */
export const activeFlag = z.union([z.boolean(), z.literal("on")]).transform((v) => v !== false);

/** Ids from a `<select multiple>` (one value, several, or none) or a JSON array. */
const ids = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(
        z
          .string()
          .refine(isUuid, message)
          .transform((id) => id.toLowerCase()),
      )
      .min(1, message),
  );

/** Type, stone, ingredient, symbol: a name in both languages and the active flag. */
export const TaxonomySchema = (t: T) =>
  z.object({
    name: name(t),
    name_en: optionalText(NAME_MAX),
    isActive: activeFlag.optional(),
  });

/** A category (shown as 'Cinsiyet'): also a description and its products (spec 001 §5). */
export const CategorySchema = (t: T) =>
  TaxonomySchema(t).extend({
    description: description(t),
    description_en: optionalText(DESCRIPTION_MAX, t.descriptionMax),
    products: ids(t.productsRequired),
  });

/** A brand: name and description; an admin may give it to a merchant. */
export const BrandSchema = (t: T) =>
  TaxonomySchema(t).extend({
    description: description(t),
    description_en: optionalText(DESCRIPTION_MAX, t.descriptionMax),
    // The select's "" (none) or an id; absent: left as it is.
    merchant: z
      .string()
      .nullable()
      .optional()
      .transform((v) => (v === undefined ? undefined : v && isUuid(v) ? v.toLowerCase() : null)),
  });

export type TaxonomyInput = z.output<ReturnType<typeof TaxonomySchema>>;
export type CategoryInput = z.output<ReturnType<typeof CategorySchema>>;
export type BrandInput = z.output<ReturnType<typeof BrandSchema>>;
