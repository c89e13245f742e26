import { ok } from "~/api/answers.server";
import { messages } from "~/locales";
import { LoginSchema } from "~/schemas/auth";
import { apiRoute } from "~/api/route.server";
import { clientIp, startSession } from "~/http/auth.server";
import { attemptLogin } from "~/features/auth/login.server";
import { userShape } from "~/api/shapes/users.server";

/** POST /api/auth/login {email, password} → { success, token, user }; the token is a Bearer. */
export const loader = apiRoute({
  POST: {
    body: LoginSchema(messages.en.auth),
    handler: async ({ request, context, body }) => {
      const outcome = await attemptLogin(context.db, body, { ip: clientIp(request), lang: "en" });
      if (outcome.kind !== "ok")
        return Response.json(
          { error: outcome.message },
          {
            status: outcome.status,
            headers: outcome.retryAfter ? { "Retry-After": String(outcome.retryAfter) } : {},
          },
        );
      const { token, cookie } = await startSession(request, context, outcome.user.id);
      return ok(
        { success: true, token, user: userShape(outcome.user) },
        { headers: { "Set-Cookie": cookie } },
      );
    },
  },
});
export const action = loader;
