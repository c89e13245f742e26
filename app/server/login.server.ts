import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { getDb } from "~/db.server";
import { fmt, langFromPath, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { clearRateLimit, emailLimitKey, hitRateLimit } from "~/models/rate-limit.server";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { clientIp } from "./auth.server";
import { passesBotCheck } from "./bot-check.server";

/** Login attempts allowed in loginWindowMs(): per account, and per client address. */
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_LIMIT_PER_ADDRESS = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** LOGIN_WINDOW_MS, or LOGIN_RATE_WINDOW_MS so that a test can watch a window end. */
export function loginWindowMs(): number {
  const ms = Number(process.env.LOGIN_RATE_WINDOW_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : LOGIN_WINDOW_MS;
}

export type LoginOutcome =
  | { kind: "ok"; user: PublicUser; redirectTo?: string }
  | { kind: "invalid"; status: 401 | 429; message: string; retryAfter?: number };

/**
 * Checks e-mail and password, counting the attempt against the account and the address first:
 * one rule for the sign-in page and POST /api/auth/login.
 */
export async function attemptLogin(
  input: { email: string; password: string },
  ctx: { ip: string; lang: Lang },
): Promise<LoginOutcome> {
  const db = await getDb();
  const t = messages[ctx.lang].auth;
  // The database matches e-mails with lower(): ASCII 'I' is 'i' there, never Turkish 'ı', so
  // 'LIMIT@x' and 'limit@x' are one account and must share one count.
  const accountKey = emailLimitKey("login:account", input.email);
  const windowMs = loginWindowMs();
  const [byAccount, byAddress] = await Promise.all([
    hitRateLimit(db, accountKey, LOGIN_LIMIT_PER_ACCOUNT, windowMs),
    hitRateLimit(db, `login:ip:${ctx.ip}`, LOGIN_LIMIT_PER_ADDRESS, windowMs),
  ]);
  if (!byAccount.allowed || !byAddress.allowed) {
    const seconds = Math.max(
      byAccount.allowed ? 0 : byAccount.retryAfter,
      byAddress.allowed ? 0 : byAddress.retryAfter,
    );
    return {
      kind: "invalid",
      status: 429,
      message: fmt(t.tooManyAttempts, { minutes: Math.ceil(seconds / 60) }),
      retryAfter: seconds,
    };
  }
  const user = await verifyLogin(db, input.email, input.password);
  if (!user) return { kind: "invalid", status: 401, message: t.wrongCredentials };
  await clearRateLimit(db, accountKey);
  return { kind: "ok", user };
}

/** The sign-in form's outcome, or the form's own errors (Conform's reply). */
export type FormLogin =
  LoginOutcome | { kind: "form"; status: 400 | 401 | 429; reply: SubmissionResult<string[]> };

export const authenticator = new Authenticator<FormLogin>();

authenticator.use(
  new FormStrategy(async ({ form, request }): Promise<FormLogin> => {
    const lang = langFromPath(new URL(request.url).pathname);
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
    const outcome = await attemptLogin(submission.value, { ip: clientIp(request), lang });
    if (outcome.kind === "ok") return { ...outcome, redirectTo: submission.value.redirectTo };
    return {
      kind: "form",
      status: outcome.status,
      reply: submission.reply({ formErrors: [outcome.message], hideFields: ["password"] }),
    };
  }),
  "form",
);
