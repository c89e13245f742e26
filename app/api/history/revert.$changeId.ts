import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { putBack } from "~/features/history/history.server";
import { serverMessages } from "~/locales/server";

/**
 * PUT /api/history/revert/{changeId} → { success, message }: puts one recorded change back. 409
 * when what it wrote has changed since (nothing is overwritten), 422 for a change that cannot be
 * put back (an order's, a creation), 404 for none (or another shop's).
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ changeId: z.coerce.number().int().positive() }),
    handler: async ({ user, params, context }) => {
      const outcome = await putBack(context.db, user, params.changeId);
      const t = serverMessages.en.toast;
      if (outcome === "forbidden") apiError(403, "Forbidden");
      if (outcome === "missing") apiError(404, t.historyMissing);
      if (outcome === "refused") apiError(422, t.historyRefused);
      if (outcome === "changed") apiError(409, t.historyChanged);
      return ok({ success: true, message: t.historyReverted });
    },
  },
});
export const action = loader;
