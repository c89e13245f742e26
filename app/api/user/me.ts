import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { userShape } from "~/api/shapes/users.server";

/** GET /api/user/me: `{ user }`, or 401. */
export const loader = apiRoute({
  GET: {
    auth: "member",
    handler: ({ user }) =>
      ok({ user: userShape(user) }, { headers: { "Cache-Control": "private, no-store" } }),
  },
});
export const action = loader;
