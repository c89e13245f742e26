import { z } from "zod";
import { apiRoute } from "~/api/route.server";
import { stepAnswer } from "~/api/return-desk.server";
import { sentVersion } from "~/api/versions.server";
import { refundReturn, retryReturnRefund } from "~/features/returns/return-desk.server";
import { publicOrigin } from "~/http/public-origin.server";
import { idParam } from "~/schemas/api";

/**
 * POST /api/returns/{id}/refund { version?, refundId? } (If-Match), admins: a received
 * request's money back. A card order's lines go back through iyzico (each line's paid share,
 * never more than it cost less what went back already); a transfer order's is the admin's word
 * that the recorded IBAN was paid. With `refundId`, a failed card refund of the request is sent
 * again. Repeats refund nothing twice.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    body: z.object({ refundId: z.string().optional() }).passthrough(),
    unreadableBody: "empty",
    handler: async ({ request, context, user, params, body }) => {
      const expected = sentVersion(request, body);
      const step = { db: context.db, user, id: params.id, expected, origin: publicOrigin(request) };
      const outcome = body.refundId
        ? await retryReturnRefund(step, body.refundId)
        : await refundReturn(step);
      return stepAnswer(outcome, true);
    },
  },
});
export const action = loader;
