import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { mailingShape } from "~/api/shapes/consents.server";
import { publicOrigin } from "~/http/public-origin.server";
import {
  MAILING_MAX,
  mailingsFor,
  sendMailingAs,
  type MailingField,
  type MailingProblem,
} from "~/features/mailings/mailings.server";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const text = (field: string) =>
  z.string({ invalid_type_error: `${field} must be a string.` }).optional();

const SAID: Record<MailingProblem, (field: MailingField) => string> = {
  required: () => "Required.",
  tooLong: (field) =>
    `At most ${field.startsWith("subject") ? MAILING_MAX.subject : MAILING_MAX.body} characters.`,
  enPair: () => "subjectEn and bodyEn go together.",
};

/**
 * GET /api/mailings?before= → { mailings, more } (admins): the mailings sent, newest first.
 * POST /api/mailings { subject, body, subjectEn?, bodyEn?, key? } → 201 { id, recipients }
 * (issue [20] point 3): sent at once to every consenting address. `key` makes a retry safe:
 * the same key again sends nothing and answers 200 with the first sending's id and figures.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    query: z.object({ before: z.preprocess(one, z.string().optional()) }),
    handler: async ({ user, query, context }) => {
      const page = await mailingsFor(context.db, user, { before: query.before ?? null });
      if (page === "forbidden") apiError(403, "Forbidden");
      return ok(
        { mailings: page.rows.map(mailingShape), more: page.more },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
  POST: {
    auth: ["ROLE_ADMIN"],
    body: z.object({
      subject: text("subject"),
      body: text("body"),
      subjectEn: text("subjectEn"),
      bodyEn: text("bodyEn"),
      key: z.string().max(200, "At most 200 characters.").optional(),
    }),
    handler: async ({ user, body, request, context }) => {
      const sent = await sendMailingAs(context.db, user, body, {
        origin: publicOrigin(request),
        key: body.key ?? null,
      });
      if (sent === "forbidden") apiError(403, "Forbidden");
      if ("problems" in sent) {
        const [field, problem] = Object.entries(sent.problems)[0] as [MailingField, MailingProblem];
        apiError(400, `${field}: ${SAID[problem](field)}`);
      }
      return ok(
        { id: sent.id, recipients: sent.recipients, repeated: sent.repeated },
        { status: sent.repeated ? 200 : 201, headers: { "Cache-Control": "no-store" } },
      );
    },
  },
});
export const action = loader;
