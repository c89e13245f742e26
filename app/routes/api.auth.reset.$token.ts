import type { ActionFunctionArgs } from "@remix-run/node";
import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { messages } from "~/locales";
import { serverMessages } from "~/locales/server";
import { resetPasswordWithToken } from "~/models/password-reset.server";
import { ResetPasswordSchema } from "~/schemas/auth";
import { firstIssue, readApiBody } from "~/server/api-body.server";

/**
 * POST /api/auth/reset/{token} {password, confirmPassword} → { success, message }. The token is
 * spent and every session of the user ends; an unknown, used or expired token answers 400.
 */
export const action = apiHandler(async ({ request, params }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const t = messages.en.auth;
  const body = await readApiBody(request);
  const parsed = ResetPasswordSchema(t).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const userId = await resetPasswordWithToken(
    await getDb(),
    params.token ?? "",
    parsed.data.password,
  );
  if (!userId) apiError(400, t.resetLinkInvalid);
  return ok({ success: true, message: serverMessages.en.auth.resetDone });
});

export const loader = apiHandler(methodNotAllowed);
