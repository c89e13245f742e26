import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { endSession } from "~/http/auth.server";

/** POST /api/auth/logout: the session (cookie or Bearer token) ends; the token is dead. */
export const loader = apiRoute({
  POST: {
    auth: "member",
    handler: async ({ context }) => {
      const clear = await endSession(context);
      return ok({ success: true }, { headers: { "Set-Cookie": clear } });
    },
  },
});
export const action = loader;
