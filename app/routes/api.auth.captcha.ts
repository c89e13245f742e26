import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { readApiBody } from "~/server/api-body.server";
import { verifyCaptcha } from "~/services/captcha.server";

/**
 * POST /api/auth/captcha {token} → { google_response: { success } } (spec 001 §7). The original
 * client signs in or up only after success; without CAPTCHA_SECRET every token passes.
 */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const { token } = await readApiBody(request);
  const success = await verifyCaptcha(typeof token === "string" ? token : "");
  return ok({ google_response: { success } });
});

export const loader = apiHandler(methodNotAllowed);
