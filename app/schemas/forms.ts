import { z } from "zod";
import { CONTACT_KINDS } from "~/lib/data-requests";
import type { Messages } from "~/locales";
import { PASSWORD_MAX, PASSWORD_MIN, redirectTo } from "~/schemas/auth";

/** The spec's minimum for the seller's business text (000 §5, 001 §9). */
const BUSINESS_MIN = 10;
const MESSAGE_MAX = 2000;

type T = Messages["forms"];

const required = (message: string, max = 100, tooLong = message) =>
  z.string({ required_error: message }).trim().min(1, message).max(max, tooLong);

const email = (t: T) =>
  z
    .string({ required_error: t.emailRequired })
    .trim()
    .min(1, t.emailRequired)
    .max(254, t.emailInvalid)
    .email(t.emailInvalid);

/** A page checkbox: 'on' when ticked. API clients may send a boolean or 'true'. */
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((v) => v === "on" || v === "true" || v === true);

/** People type '(555) 123-45 67'; the spec's US-style pattern is ten digits, and we keep those. */
const PHONE_SEPARATORS = /[\s().-]/g;
const phoneDigits = (value: string) => value.replace(PHONE_SEPARATORS, "");

export const NewsletterSchema = (t: T) => z.object({ email: email(t), redirectTo });

export const ContactSchema = (t: T) =>
  z.object({
    firstname: required(t.firstnameRequired),
    lastname: required(t.lastnameRequired),
    email: email(t),
    message: z.string().trim().max(MESSAGE_MAX, t.messageTooLong).optional(),
    newsletter: checkbox,
    kind: z
      .enum(CONTACT_KINDS, { errorMap: () => ({ message: t.contactKindInvalid }) })
      .default("general"),
  });

export const SellerRequestSchema = (t: T) =>
  z.object({
    name: required(t.nameRequired, 100, t.tooLong),
    email: email(t),
    phoneNumber: required(t.phoneRequired, 30, t.phoneInvalid)
      .refine((v) => /^\d{10}$/.test(phoneDigits(v)), t.phoneInvalid)
      .transform(phoneDigits),
    brand: required(t.brandRequired, 100, t.tooLong),
    business: required(t.businessRequired, MESSAGE_MAX, t.tooLong).pipe(
      z.string().min(BUSINESS_MIN, t.businessMin),
    ),
  });

export const MerchantSignupSchema = (t: T) =>
  z.object({
    email: email(t),
    firstName: required(t.firstNameRequired),
    lastName: required(t.lastNameRequired),
    password: z
      .string({ required_error: t.passwordRequired })
      .min(1, t.passwordRequired)
      .min(PASSWORD_MIN, t.passwordMin)
      .max(PASSWORD_MAX, t.passwordMin),
  });

/**
 * 'Stoğa girince haber ver' (decision 036): the product's slug and, for a guest, the address to
 * write to. A signed-in shopper's request is for their own address, whatever the form sends.
 */
export const BackInStockSchema = (t: T, member: boolean) =>
  z.object({
    product: z.string({ required_error: t.emailRequired }).trim().min(1).max(300),
    email: member ? z.string().optional() : email(t),
  });
