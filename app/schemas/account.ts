import type { MyDataTexts } from "~/locales/dashboard-page-texts";
import { z } from "zod";
import { fmt } from "~/lib/i18n";
import { normalizePhone } from "~/lib/phone";
import type { Messages } from "~/locales";
import { NewPasswordSchema, PASSWORD_MAX } from "./auth";

type T = Messages["account"];

/** The spec's minimum postal code length (spec 000 §9). */
const ZIP_MIN = 5;

/** A required text field: the spec's 'X is required.' when empty, a length cap against junk. */
const required = (t: T, message: string, max: number) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, fmt(t.tooLong, { max }));

export const ProfileSchema = (t: T) =>
  z.object({
    firstName: required(t, t.firstNameRequired, 100),
    lastName: required(t, t.lastNameRequired, 100),
    // Optional, but a number that is given must be one we can call (and hand to the card provider).
    phoneNumber: z
      .string()
      .max(30, t.phoneInvalid)
      .optional()
      .transform((value, ctx) => {
        if (!value?.trim()) return null;
        const phone = normalizePhone(value);
        if (!phone) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: t.phoneInvalid });
          return z.NEVER;
        }
        return phone;
      }),
  });

export const PasswordSchema = (t: T) =>
  NewPasswordSchema({
    required: t.passwordRequired,
    min: t.passwordMin,
    confirmRequired: t.confirmPasswordRequired,
    mismatch: t.passwordsMustMatch,
    tooLong: fmt(t.tooLong, { max: PASSWORD_MAX }),
  });

export const AddressSchema = (t: T) =>
  z.object({
    address: required(t, t.addressRequired, 500),
    city: required(t, t.cityRequired, 100),
    state: required(t, t.stateRequired, 100),
    country: required(t, t.countryRequired, 100),
    zipCode: required(t, t.zipCodeRequired, 20).pipe(z.string().min(ZIP_MIN, t.zipCodeMin)),
    isDefault: z
      .literal("on")
      .optional()
      .transform((v) => v === "on"),
  });

export type AddressInput = z.infer<ReturnType<typeof AddressSchema>>;

/**
 * Closing one's own account (decision 080): the password, and the box ticked ('on' from the
 * page, true or 'true' from /api). The password is checked against the account by the operation.
 */
export const CloseAccountSchema = (t: MyDataTexts) =>
  z.object({
    password: z
      .string({ required_error: t.passwordRequired, invalid_type_error: t.passwordRequired })
      .min(1, t.passwordRequired)
      .max(PASSWORD_MAX, t.passwordWrong),
    confirm: z
      .union([z.literal("on"), z.literal("true"), z.literal(true)], {
        errorMap: () => ({ message: t.confirmRequired }),
      })
      .transform(() => true as const),
  });
