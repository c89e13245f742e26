import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { mailShape } from "~/api/shapes/mail.server";
import { mailListFor } from "~/features/mail/outbox.server";
import { isMailKind, MAIL_STATES, type MailState } from "~/lib/mail-kinds";

/**
 * GET /api/mail?state=&kind=&before= → { mails, more } (admins, decision 077): the outbox newest
 * first, 30 at a time; `before` the last mail's _id for the next page. `state` sent, waiting or
 * failed; `kind` as the mails name it. Lenient, as the other lists: a value it cannot read is no
 * filter. A mail's secrets are masked while SMTP_URL is set.
 */
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const MailQuery = z.object({
  state: z.preprocess(one, z.string().optional()),
  kind: z.preprocess(one, z.string().optional()),
  before: z.preprocess(one, z.string().optional()),
});

export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    query: MailQuery,
    handler: async ({ user, query, context }) => {
      const page = await mailListFor(context.db, user, {
        state: MAIL_STATES.includes(query.state as MailState) ? (query.state as MailState) : null,
        kind: isMailKind(query.kind) ? query.kind : null,
        before: query.before ?? null,
      });
      if (page === "forbidden") apiError(403, "Forbidden");
      return ok(
        { mails: page.mails.map(mailShape), more: page.more },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
