import { ok } from "~/lib/api-shapes.server";
import { apiRoute } from "~/server/api-route.server";
import { userShape } from "~/server/user-shape.server";

/** GET /api/user/me: `{ user }`, or 401. */
export const loader = apiRoute({
  GET: {
    auth: "member",
    handler: ({ user }) =>
      ok({ user: userShape(user) }, { headers: { "Cache-Control": "private, no-store" } }),
  },
});
export const action = loader;
