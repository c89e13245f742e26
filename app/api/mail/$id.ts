import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { mailDetailShape } from "~/api/shapes/mail.server";
import { mailFor } from "~/features/mail/outbox.server";
import { textParam } from "~/schemas/api";

/** GET /api/mail/{id} → { mail } (admins): one mail as it was sent, text and HTML, masked as the list. */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: textParam }),
    handler: async ({ user, params, context }) => {
      const mail = await mailFor(context.db, user, params.id);
      if (mail === "forbidden") apiError(403, "Forbidden");
      if (mail === "missing") apiError(404, "Mail not found");
      return ok(
        { mail: mailDetailShape(mail) },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
