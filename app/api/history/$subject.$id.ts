import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { historyFor, SUBJECTS } from "~/features/history/history.server";
import { textParam } from "~/schemas/api";

/**
 * GET /api/history/{subject}/{id}?before= → { changes }: a product's, an order's, the settings'
 * (id 1) ... recorded staff changes, newest first, 50 at a time (issue [10] point 2). A merchant
 * reads their own products' history only.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ subject: z.enum(SUBJECTS as [string, ...string[]]), id: textParam }),
    query: z.object({ before: z.coerce.number().int().positive().optional() }),
    handler: async ({ user, params, query, context }) => {
      const changes = await historyFor(
        context.db,
        user,
        params.subject as (typeof SUBJECTS)[number],
        params.id,
        query.before ?? null,
      );
      if (changes === "forbidden") apiError(403, "Forbidden");
      return ok({ changes });
    },
  },
});
export const action = loader;
