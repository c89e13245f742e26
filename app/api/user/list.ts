import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { userCardShape } from "~/api/shapes/users.server";
import { listUsers } from "~/features/users/users.server";
import { textQuery } from "~/schemas/api";

/**
 * GET /api/user/list?search=&page= (admins): `{ users, count, page, pages }`, newest first, the
 * users whose name or e-mail holds `search`.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    query: z.object({ search: textQuery, page: textQuery }),
    handler: async ({ user, query, context }) => {
      const page = await listUsers(context.db, user, query);
      if (page === "forbidden") apiError(403, "Forbidden");
      return ok({
        users: page.users.map(userCardShape),
        count: page.total,
        page: page.page,
        pages: page.pages,
      });
    },
  },
});
export const action = loader;
