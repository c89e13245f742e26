import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { resetPasswordWithToken } from "~/models/password-reset.server";
import { textParam } from "~/schemas/api";
import { ResetPasswordSchema } from "~/schemas/auth";
import { apiRoute } from "~/api/route.server";

const t = messages.en.auth;

/**
 * POST /api/auth/reset/{token} {password, confirmPassword} → { success, message }. The token is
 * spent and every session of the user ends; an unknown, used or expired token answers 400.
 */
export const loader = apiRoute({
  POST: {
    params: z.object({ token: textParam }),
    body: ResetPasswordSchema(t),
    handler: async ({ params, body, context }) => {
      const userId = await resetPasswordWithToken(context.db, params.token, body.password);
      if (!userId) apiError(400, t.resetLinkInvalid);
      return ok({ success: true, message: serverMessages.en.auth.resetDone });
    },
  },
});
export const action = loader;
