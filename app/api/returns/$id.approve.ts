import { pageTexts } from "~/locales/dashboard-page-texts";
import { z } from "zod";
import { apiRoute } from "~/api/route.server";
import { stepAnswer } from "~/api/return-desk.server";
import { sentVersion } from "~/api/versions.server";
import { approveReturn } from "~/features/returns/return-desk.server";
import { publicOrigin } from "~/http/public-origin.server";
import { idParam } from "~/schemas/api";
import { ApproveSchema } from "~/schemas/return-desk";

/**
 * POST /api/returns/{id}/approve { instructions, version? } (If-Match): an asked request
 * approved, the shopper mailed the instructions. 400 naming `instructions` when empty.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    body: ApproveSchema(pageTexts.en.returnDesk.errors).passthrough(),
    handler: async ({ request, context, user, params, body }) => {
      const expected = sentVersion(request, body);
      const outcome = await approveReturn(
        { db: context.db, user, id: params.id, expected, origin: publicOrigin(request) },
        body.instructions,
      );
      return stepAnswer(outcome, user.role === "ROLE_ADMIN");
    },
  },
});
export const action = loader;
