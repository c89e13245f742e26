import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { mailDetailShape } from "~/api/shapes/mail.server";
import { mailFor, resendMailAs } from "~/features/mail/outbox.server";
import { textParam } from "~/schemas/api";

/**
 * POST /api/mail/{id}/resend → { success, sent, mail } (admins): a failed mail's attempts start
 * over and it is sent now; `sent` false with the mail's new error when the mail server refused
 * again. 409 when the mail has not failed (sent, or not tried yet), 404 when there is none.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: textParam }),
    handler: async ({ user, params, context }) => {
      const outcome = await resendMailAs(context.db, user, params.id);
      if (outcome === "forbidden") apiError(403, "Forbidden");
      if (outcome === "missing") apiError(404, "Mail not found");
      if (outcome === "notFailed")
        apiError(409, "This mail has not failed: it was not sent again.");
      const mail = await mailFor(context.db, user, params.id);
      if (typeof mail === "string") apiError(404, "Mail not found");
      return ok({ success: true, sent: outcome === "sent", mail: mailDetailShape(mail) });
    },
  },
});
export const action = loader;
