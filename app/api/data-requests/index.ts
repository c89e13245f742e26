import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { dataRequestShape } from "~/api/shapes/data-requests.server";
import { dataRequestLogFor } from "~/features/users/my-data.server";
import { isDataRequestKind } from "~/lib/data-requests";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * GET /api/data-requests?kind=&before= → { requests, more } (admins, decision 080): the K.V.K.K.
 * log newest first, 30 at a time; `before` the last request's _id for the next page. Lenient as
 * the other lists: a kind it cannot read is no filter.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    query: z.object({
      kind: z.preprocess(one, z.string().optional()),
      before: z.preprocess(one, z.string().optional()),
    }),
    handler: async ({ user, query, context }) => {
      const page = await dataRequestLogFor(context.db, user, {
        kind: isDataRequestKind(query.kind) ? query.kind : null,
        before: query.before ?? null,
      });
      if (page === "forbidden") apiError(403, "Forbidden");
      return ok(
        { requests: page.rows.map(dataRequestShape), more: page.more },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
