import { z } from "zod";
import { ok } from "~/api/answers.server";
import { DEFAULT_LANG, LANGS, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { ForgotPasswordSchema } from "~/schemas/auth";
import { apiRoute } from "~/api/route.server";
import { clientIp } from "~/http/auth.server";
import { requestPasswordReset } from "~/features/auth/forgot-password.server";
import { publicOrigin } from "~/http/public-origin.server";

const t = messages.en.auth;

/**
 * POST /api/auth/forgot {email, lang?} → { success, message }, the same answer whether or not the
 * address has an account. `lang` ('tr' or 'en') picks the e-mail's language, Turkish by default.
 */
export const loader = apiRoute({
  POST: {
    botCheck: true,
    body: ForgotPasswordSchema(t).extend({
      lang: z.custom<Lang>((v) => LANGS.includes(v as Lang)).catch(DEFAULT_LANG),
    }),
    handler: async ({ request, body, context }) => {
      await requestPasswordReset(context.db, {
        email: body.email,
        ip: clientIp(request),
        lang: body.lang,
        origin: publicOrigin(request),
      });
      return ok({ success: true, message: t.forgotSent });
    },
  },
});
export const action = loader;
