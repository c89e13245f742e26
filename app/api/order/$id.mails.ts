import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { mailShape } from "~/api/shapes/mail.server";
import { orderMailsFor } from "~/features/mail/outbox.server";
import { serverMessages } from "~/locales/server";
import { textParam } from "~/schemas/api";

/**
 * GET /api/order/{id}/mails → { mails } (admins, decision 077): the order's mail log, every mail
 * about it (the customer's and the shop's), newest first; each opens at /api/mail/{_id}.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: textParam }),
    handler: async ({ user, params, context }) => {
      const mails = await orderMailsFor(context.db, user, params.id);
      if (mails === "forbidden") apiError(403, "Forbidden");
      if (mails === "missing") apiError(404, serverMessages.en.orders.apiNotFound);
      return ok(
        { mails: mails.map(mailShape) },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
