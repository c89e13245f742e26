import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { DEFAULT_LANG, LANGS, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { clientIp } from "~/server/auth.server";
import { passesBotCheck } from "~/server/bot-check.server";
import { requestPasswordReset } from "~/server/forgot-password.server";
import { publicOrigin } from "~/server/public-origin.server";

/**
 * POST /api/auth/forgot {email, lang?} → { success, message }, the same answer whether or not the
 * address has an account. `lang` ('tr' or 'en') picks the e-mail's language, Turkish by default.
 */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  const t = messages.en.auth;
  const form = new FormData();
  for (const [k, v] of Object.entries(body)) if (typeof v === "string") form.set(k, v);
  if (!(await passesBotCheck(form, clientIp(request)))) apiError(400, t.botCheckFailed);
  const parsed = ForgotPasswordSchema(t).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const lang = LANGS.includes(body.lang as Lang) ? (body.lang as Lang) : DEFAULT_LANG;
  await requestPasswordReset({
    email: parsed.data.email,
    ip: clientIp(request),
    lang,
    origin: publicOrigin(request),
  });
  return ok({ success: true, message: t.forgotSent });
});

export const loader = apiHandler(methodNotAllowed);
