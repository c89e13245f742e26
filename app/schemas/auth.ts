import { z } from "zod";
import type { Messages } from "~/locales";

/** The spec's minimum (spec 000 §9). */
export const PASSWORD_MIN = 6;
/** scrypt on a megabyte of text is a denial of service; nobody types more than this. */
export const PASSWORD_MAX = 200;

type T = Messages["auth"];

const email = (t: T, required = t.emailRequired) =>
  z
    .string({ required_error: required })
    .trim()
    .min(1, required)
    .max(254, t.emailInvalid)
    .email(t.emailInvalid);

const password = (t: T, required = t.passwordRequired) =>
  z
    .string({ required_error: required })
    .min(1, required)
    .min(PASSWORD_MIN, t.passwordMin)
    .max(PASSWORD_MAX, t.passwordMin);

const name = (message: string) =>
  z.string({ required_error: message }).trim().min(1, message).max(100, message);

/**
 * A same-site path to go back to after signing in; anything else is dropped. Control characters
 * are refused too: browsers drop a tab or newline from a Location, so `/<tab>/evil.example` would
 * become `//evil.example`, another site (and a newline cannot go in a header at all).
 */
export const redirectTo = z
  .string()
  .optional()
  // eslint-disable-next-line no-control-regex
  .transform((v) => (v && /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(v) ? v : undefined));

export const LoginSchema = (t: T) =>
  z.object({ email: email(t), password: password(t), redirectTo });

export const RegisterSchema = (t: T) =>
  z.object({
    firstName: name(t.firstNameRequired),
    lastName: name(t.lastNameRequired),
    email: email(t, t.signupEmailRequired),
    password: password(t, t.signupPasswordRequired),
    privacy: z.literal("on", {
      errorMap: () => ({ message: t.privacyRequired }),
    }),
    isSubscribed: z
      .literal("on")
      .optional()
      .transform((v) => v === "on"),
    redirectTo,
  });

export const ForgotPasswordSchema = (t: T) => z.object({ email: email(t, t.forgotEmailRequired) });

/** The messages of a new-password form: the account page and the reset page word them differently. */
export interface NewPasswordMessages {
  required: string;
  min: string;
  confirmRequired: string;
  mismatch: string;
  tooLong?: string;
}

const newPassword = (required: string, m: NewPasswordMessages) =>
  z
    .string({ required_error: required })
    .min(1, required)
    .min(PASSWORD_MIN, m.min)
    .max(PASSWORD_MAX, m.tooLong ?? m.min);

/** One rule for choosing a password: the minimum, and the confirmation matching it. */
export const NewPasswordSchema = (m: NewPasswordMessages) =>
  z
    .object({
      password: newPassword(m.required, m),
      confirmPassword: newPassword(m.confirmRequired, m),
    })
    .refine((v) => v.password === v.confirmPassword, {
      message: m.mismatch,
      path: ["confirmPassword"],
    });

export const ResetPasswordSchema = (t: T) =>
  NewPasswordSchema({
    required: t.resetPasswordRequired,
    min: t.resetPasswordMin,
    confirmRequired: t.confirmPasswordRequired,
    mismatch: t.passwordsMustMatch,
  });
