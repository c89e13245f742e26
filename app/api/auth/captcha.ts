import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { verifyCaptcha } from "~/services/captcha.server";

/**
 * POST /api/auth/captcha {token} → { google_response: { success } } (spec 001 §7). The original
 * client signs in or up only after success; without CAPTCHA_SECRET every token passes. A missing
 * token is an empty one: it fails when a secret is set.
 */
export const loader = apiRoute({
  POST: {
    body: z.object({ token: z.string().catch("") }),
    handler: async ({ body }) =>
      ok({ google_response: { success: await verifyCaptcha(body.token) } }),
  },
});
export const action = loader;
