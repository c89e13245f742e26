import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { merchantRequestShape } from "~/api/shapes/users.server";
import { merchantRequestsFor } from "~/features/merchants/merchant-requests.server";

/** GET /api/merchant/list (admins): `{ merchants }`, the sell-with-us requests, newest first. */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    handler: async ({ user, context }) => {
      const rows = await merchantRequestsFor(context.db, user);
      if (rows === "forbidden") apiError(403, "Forbidden");
      return ok({ merchants: rows.map(merchantRequestShape) });
    },
  },
});
export const action = loader;
