import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { dataRequestShape } from "~/api/shapes/data-requests.server";
import { markHandledAs } from "~/features/users/my-data.server";
import { textParam } from "~/schemas/api";

/**
 * POST /api/data-requests/{id}/handled → { success, already, request } (admins, decision 080):
 * the request marked answered by the caller; `already` when someone had done so (kept as it
 * was). 404 when there is none.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: textParam }),
    handler: async ({ user, params, context }) => {
      const done = await markHandledAs(context.db, user, params.id);
      if (done === "forbidden") apiError(403, "Forbidden");
      if (done === "missing") apiError(404, "Data request not found.");
      return ok({
        success: true,
        already: done.outcome === "already",
        request: dataRequestShape(done.row),
      });
    },
  },
});
export const action = loader;
