import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { consentShape } from "~/api/shapes/consents.server";
import { consentLogFor } from "~/features/consent/consent-log.server";
import { isIysState } from "~/models/consent-log.server";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * GET /api/consents?email=&given=&iys=&before= → { consents, more, consenting, pending }
 * (admins, issue [20] point 3): the consent log newest first, 30 at a time; `email` part of an
 * address, `given` true or false, `iys` pending, reported or failed; `before` the last act's
 * _id for the next page. Lenient as the other lists: a value it cannot read is no filter.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    query: z.object({
      email: z.preprocess(one, z.string().optional()),
      given: z.preprocess(one, z.string().optional()),
      iys: z.preprocess(one, z.string().optional()),
      before: z.preprocess(one, z.string().optional()),
    }),
    handler: async ({ user, query, context }) => {
      const page = await consentLogFor(context.db, user, {
        email: query.email ?? null,
        given: query.given === "true" ? true : query.given === "false" ? false : null,
        iys: isIysState(query.iys) ? query.iys : null,
        before: query.before ?? null,
      });
      if (page === "forbidden") apiError(403, "Forbidden");
      return ok(
        {
          consents: page.rows.map(consentShape),
          more: page.more,
          consenting: page.counts.consenting,
          pending: page.counts.pending,
        },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
