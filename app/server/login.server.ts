import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { getDb } from "~/db.server";
import { fmt, langFromPath, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { clearRateLimit, hitRateLimit } from "~/models/rate-limit.server";
import { verifyLogin, type PublicUser } from "~/models/user.server";
import { LoginSchema } from "~/schemas/auth";
import { clientIp } from "./auth.server";
import { passesBotCheck } from "./bot-check.server";

/** Login attempts allowed in LOGIN_WINDOW_MS: per account, and per client address. */
export const LOGIN_LIMIT_PER_ACCOUNT = 5;
export const LOGIN_LIMIT_PER_ADDRESS = 30;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export type LoginOutcome =
  | { kind: "ok"; user: PublicUser; redirectTo?: string }
  | { kind: "invalid"; status: 401 | 429; message: string };

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
  const accountKey = `login:account:${input.email.trim().toLocaleLowerCase("tr")}`;
  const [byAccount, byAddress] = await Promise.all([
    hitRateLimit(db, accountKey, LOGIN_LIMIT_PER_ACCOUNT, LOGIN_WINDOW_MS),
    hitRateLimit(db, `login:ip:${ctx.ip}`, LOGIN_LIMIT_PER_ADDRESS, LOGIN_WINDOW_MS),
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
