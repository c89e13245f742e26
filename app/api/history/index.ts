import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { activityFor } from "~/features/history/activity.server";
import { parseActivityQuery } from "~/lib/activity-query";

/**
 * GET /api/history?who=&kind=&from=&to=&before=&after= → { changes, more }: the shop's recorded
 * staff changes, newest first, 30 at a time, as /dashboard/activity lists them (issue [16] point
 * 3), each as /api/history/{subject}/{id} answers one and naming its `subject` and `subjectId`.
 * `more`: another page lies beyond (`before` the last change's id; with `after`, newer than the
 * first's). Lenient, as the other lists: a value it cannot read is no filter. An admin reads the
 * whole shop; a merchant the changes of their own brands' products.
 */
const ActivityQuerySchema = z
  .record(z.union([z.string(), z.array(z.string())]))
  .transform((query) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      params.set(key, Array.isArray(value) ? (value[0] ?? "") : value);
    return parseActivityQuery(params);
  });

export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    query: ActivityQuerySchema,
    handler: async ({ user, query, context }) => {
      const page = await activityFor(context.db, user, query);
      if (page === "forbidden") apiError(403, "Forbidden");
      return ok(page, { headers: { "Cache-Control": "private, no-store" } });
    },
  },
});
export const action = loader;
