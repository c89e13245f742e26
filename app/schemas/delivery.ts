import { z } from "zod";
import { fmt } from "~/lib/i18n";
import type { DeliveryAddress } from "~/lib/orders";
import { normalizePhone } from "~/lib/phone";
import { findCountry, findProvince, TURKEY } from "~/lib/regions";
import type { Messages } from "~/locales";

type T = Messages["checkout"];

/** Turkish postal codes: five digits (DESIGN.md §4). */
const ZIP_PATTERN = /^\d{5}$/;

const text = (t: T, required: string, max: number) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, fmt(t.tooLong, { max }));

/**
 * A guest's delivery address (DESIGN.md §4: every field required), the /delivery form's and
 * /api/order/add's `address`. The value is the `DeliveryAddress` an order keeps: the phone in
 * international form, the country and a Turkish province spelt as the lists spell them.
 */
export const DeliverySchema = (t: T) =>
  z
    .object({
      firstName: text(t, t.firstNameRequired, 100),
      lastName: text(t, t.lastNameRequired, 100),
      phone: text(t, t.phoneRequired, 30).transform((value, ctx) => {
        const phone = normalizePhone(value);
        if (!phone) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: t.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
      email: text(t, t.emailRequired, 254).pipe(z.string().email(t.emailInvalid)),
      country: text(t, t.countryRequired, 100).transform((value, ctx) => {
        const country = findCountry(value);
        if (!country) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: t.countryInvalid });
          return z.NEVER;
        }
        // Kept in the words the shopper chose, unless they sent a code.
        return value.trim().length === 2 ? country.tr : value.trim();
      }),
      city: text(t, t.regionRequired, 100),
      district: text(t, t.districtRequired, 100),
      addressType: z.enum(["home", "work"], {
        errorMap: () => ({ message: t.addressTypeRequired }),
      }),
      zipCode: text(t, t.zipCodeRequired, 10).pipe(z.string().regex(ZIP_PATTERN, t.zipCodeInvalid)),
      address: text(t, t.addressRequired, 500),
    })
    .transform((value, ctx): DeliveryAddress => {
      // In Türkiye the province must be one of the 81; elsewhere it is the shopper's region.
      if (findCountry(value.country) !== TURKEY) return value;
      const city = findProvince(value.city);
      if (!city) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["city"], message: t.regionInvalid });
        return z.NEVER;
      }
      return { ...value, city };
    });

/** The names the original clients used for the guest address (spec 000 §3), mapped to ours. */
const ALIASES: Record<string, keyof DeliveryAddress> = {
  firstname: "firstName",
  lastname: "lastName",
  region: "city",
  province: "district",
  state: "district",
  zip: "zipCode",
  type: "addressType",
  phoneNumber: "phone",
};

/**
 * A guest's address as given: /api/order/add's `address` (our field names or the original
 * clients'), and the one /delivery saved on the cart.
 */
export const DeliveryApiSchema = (t: T) =>
  z.preprocess((input) => {
    if (!input || typeof input !== "object" || Array.isArray(input)) return input;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      const name = ALIASES[key] ?? key;
      if (out[name] === undefined) out[name] = value;
    }
    return out;
  }, DeliverySchema(t));
