import { pageTexts } from "~/locales/dashboard-page-texts";
import { z } from "zod";
import { apiRoute } from "~/api/route.server";
import { stepAnswer } from "~/api/return-desk.server";
import { sentVersion } from "~/api/versions.server";
import { refuseReturn } from "~/features/returns/return-desk.server";
import { publicOrigin } from "~/http/public-origin.server";
import { idParam } from "~/schemas/api";
import { RefuseSchema } from "~/schemas/return-desk";

/**
 * POST /api/returns/{id}/refuse { reason, version? } (If-Match): an asked or approved request
 * refused, the shopper mailed the reason; its lines may be asked for again. 400 naming `reason`.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    body: RefuseSchema(pageTexts.en.returnDesk.errors).passthrough(),
    handler: async ({ request, context, user, params, body }) => {
      const expected = sentVersion(request, body);
      const outcome = await refuseReturn(
        { db: context.db, user, id: params.id, expected, origin: publicOrigin(request) },
        body.reason,
      );
      return stepAnswer(outcome, user.role === "ROLE_ADMIN");
    },
  },
});
export const action = loader;
