import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { returnShape } from "~/api/shapes/returns.server";
import { withEtag } from "~/api/versions.server";
import { deskRequest } from "~/features/returns/return-desk.server";
import { idParam } from "~/schemas/api";

/**
 * GET /api/returns/{id} → { return } with its ETag (issue [19] point 5): one request with its
 * lines and photos. 404 for a request that is not the caller's (another merchant's).
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params, context }) => {
      const request = await deskRequest(context.db, user, params.id);
      if (!request) apiError(404, "Return request not found.");
      const body = { return: returnShape(request, user.role === "ROLE_ADMIN") };
      return withEtag(
        ok(body, { headers: { "Cache-Control": "private, no-store" } }),
        request.version,
      );
    },
  },
});
export const action = loader;
