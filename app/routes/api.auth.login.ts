import type { ActionFunctionArgs } from "@remix-run/node";
import { apiHandler, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { apiError } from "~/lib/api.server";
import { messages } from "~/locales";
import { LoginSchema } from "~/schemas/auth";
import { firstIssue, readApiBody } from "~/server/api-body.server";
import { clientIp, startSession } from "~/server/auth.server";
import { attemptLogin } from "~/server/login.server";
import { userShape } from "~/server/user-shape.server";

/** POST /api/auth/login {email, password} → { success, token, user }; the token is a Bearer. */
export const action = apiHandler(async ({ request }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readApiBody(request);
  const parsed = LoginSchema(messages.en.auth).safeParse(body);
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const outcome = await attemptLogin(parsed.data, { ip: clientIp(request), lang: "en" });
  if (outcome.kind !== "ok")
    return Response.json(
      { error: outcome.message },
      {
        status: outcome.status,
        headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {},
      },
    );
  const { token, cookie } = await startSession(request, outcome.user.id);
  return ok(
    { success: true, token, user: userShape(outcome.user) },
    { headers: { "Set-Cookie": cookie } },
  );
});

export const loader = apiHandler(methodNotAllowed);
