import { pageTexts } from "~/locales/dashboard-page-texts";
import { z } from "zod";
import { apiRoute } from "~/api/route.server";
import { stepAnswer } from "~/api/return-desk.server";
import { sentVersion } from "~/api/versions.server";
import { receiveReturn } from "~/features/returns/return-desk.server";
import { publicOrigin } from "~/http/public-origin.server";
import { idParam } from "~/schemas/api";
import { ReceiveSchema } from "~/schemas/return-desk";

/**
 * POST /api/returns/{id}/receive { lines: [{ id, resellable }], version? } (If-Match): an
 * approved request's parcel arrived; `id` an order line of the request, each named once. The
 * resellable lines' pieces go back to stock, once. 400 naming `lines` when one is missing.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    body: ReceiveSchema(pageTexts.en.returnDesk.errors).passthrough(),
    handler: async ({ request, context, user, params, body }) => {
      const expected = sentVersion(request, body);
      const outcome = await receiveReturn(
        { db: context.db, user, id: params.id, expected, origin: publicOrigin(request) },
        body.lines.map((l) => ({ orderItemId: l.id.toLowerCase(), resellable: l.resellable })),
      );
      return stepAnswer(outcome, user.role === "ROLE_ADMIN");
    },
  },
});
export const action = loader;
