import type { Db } from "../../../db/client.server";
import type { AppLoadContext } from "@remix-run/node";
import { FormStrategy } from "remix-auth-form";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { fmt, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import {
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  signInBrake,
} from "~/lib/sign-in-brakes";
import {
  addressLimitKey,
  clearRateLimit,
  emailLimitKey,
  hitRateLimit,
  refundRateLimit,
} from "~/models/rate-limit.server";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { clientIp } from "~/http/auth.server";
import { passesBotCheck } from "~/http/bot-check.server";

/** The window the sign-in brakes count failures in (app/lib/sign-in-brakes.ts). */
const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** LOGIN_WINDOW_MS, or LOGIN_RATE_WINDOW_MS so that a test can watch a window end. */
function loginWindowMs(): number {
  const ms = Number(process.env.LOGIN_RATE_WINDOW_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : LOGIN_WINDOW_MS;
}

export type LoginOutcome =
  | { kind: "ok"; user: PublicUser; redirectTo?: string }
  | { kind: "invalid"; status: 401 | 429; message: string; retryAfter?: number };

/**
 * Checks e-mail and password under the sign-in brakes: one rule for the sign-in page and
 * POST /api/auth/login. Each attempt is counted as a failure before its password is checked, so
 * that attempts sent at once cannot all slip under a limit; a refused attempt and a successful
 * one are then taken back, and only failures remain counted.
 */
export async function attemptLogin(
  db: Db,
  input: { email: string; password: string },
  ctx: { ip: string; lang: Lang },
): Promise<LoginOutcome> {
  const t = { ...messages[ctx.lang].auth, ...serverMessages[ctx.lang].auth };
  // The database matches e-mails with lower(): ASCII 'I' is 'i' there, never Turkish 'ı', so
  // 'LIMIT@x' and 'limit@x' are one account and must share one count.
  const account = emailLimitKey("login:failed:account", input.email);
  const keys = {
    accountAndAddress: addressLimitKey(`${account}:from`, ctx.ip),
    address: addressLimitKey("login:failed:address", ctx.ip),
    account,
  };
  const windowMs = loginWindowMs();
  const [accountAndAddress, address, byAccount] = await Promise.all([
    hitRateLimit(db, keys.accountAndAddress, SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, windowMs),
    hitRateLimit(db, keys.address, SIGN_IN_FAILURES_PER_ADDRESS, windowMs),
    hitRateLimit(db, keys.account, SIGN_IN_FAILURES_PER_ACCOUNT, windowMs),
  ]);
  const brake = signInBrake({
    accountAndAddress: accountAndAddress.count,
    address: address.count,
    account: byAccount.count,
  });
  if (brake) {
    await Promise.all(Object.values(keys).map((key) => refundRateLimit(db, key)));
    // The account brake holds while both the account's and this address's failures last.
    const seconds = {
      accountAndAddress: accountAndAddress.retryAfter,
      address: address.retryAfter,
      account: Math.min(accountAndAddress.retryAfter, byAccount.retryAfter),
    }[brake];
    return {
      kind: "invalid",
      status: 429,
      message: fmt(t.tooManyAttempts, { minutes: Math.ceil(seconds / 60) }),
      retryAfter: seconds,
    };
  }
  const user = await verifyLogin(db, input.email, input.password);
  if (!user) return { kind: "invalid", status: 401, message: t.wrongCredentials };
  await Promise.all([
    clearRateLimit(db, keys.accountAndAddress),
    refundRateLimit(db, keys.address),
    refundRateLimit(db, keys.account),
  ]);
  return { kind: "ok", user };
}

/** The sign-in form's outcome, or the form's own errors (Conform's reply). */
export type FormLogin =
  LoginOutcome | { kind: "form"; status: 400 | 401 | 429; reply: SubmissionResult<string[]> };

/**
 * Signs in with the login form (remix-auth's FormStrategy reads it), on the request's database:
 * a strategy per request, as the verify step gets only the form and the request from remix-auth.
 */
export function formLogin(request: Request, context: AppLoadContext): Promise<FormLogin> {
  const strategy = new FormStrategy<FormLogin>(async ({ form }) => {
    const { lang } = context;
    const t = messages[lang].auth;
    const submission = parseWithZod(form, { schema: LoginSchema(t) });
    if (submission.status !== "success")
      return { kind: "form", status: 400, reply: submission.reply({ hideFields: ["password"] }) };
    if (!(await passesBotCheck(form)))
      return {
        kind: "form",
        status: 400,
        reply: submission.reply({ formErrors: [t.botCheckFailed], hideFields: ["password"] }),
      };
    const outcome = await attemptLogin(context.db, submission.value, {
      ip: clientIp(request),
      lang,
    });
    if (outcome.kind === "ok") return { ...outcome, redirectTo: submission.value.redirectTo };
    return {
      kind: "form",
      status: outcome.status,
      reply: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }),
    };
  });
  return strategy.authenticate(request);
}
