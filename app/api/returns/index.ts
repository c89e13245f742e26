import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { returnRowShape } from "~/api/shapes/returns.server";
import { deskList } from "~/features/returns/return-desk.server";
import { RETURN_STATES, type ReturnState } from "~/lib/returns";

/**
 * GET /api/returns?state=&page= → { returns, page, more } (issue [19] point 5): the return desk,
 * open requests first by their legal refund deadline, 20 a page. An admin reads every request,
 * a merchant their own; `state` one of asked, approved, received, refunded, refused (400
 * otherwise), `page` from 1.
 */
const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const Query = z.object({
  state: z.preprocess(
    one,
    z
      .enum(RETURN_STATES, {
        errorMap: () => ({ message: `Use one of ${RETURN_STATES.join(", ")}.` }),
      })
      .optional(),
  ),
  page: z.preprocess(
    one,
    z.coerce
      .number({ invalid_type_error: "Send a page number from 1." })
      .int("Send a page number from 1.")
      .min(1, "Send a page number from 1.")
      .optional(),
  ),
});

export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    query: Query,
    handler: async ({ user, query, context }) => {
      const page = query.page ?? 1;
      const list = await deskList(context.db, user, {
        state: (query.state as ReturnState | undefined) ?? null,
        page,
      });
      if (list === "forbidden") apiError(403, "Forbidden");
      return ok(
        { returns: list.rows.map(returnRowShape), page, more: list.more },
        { headers: { "Cache-Control": "private, no-store" } },
      );
    },
  },
});
export const action = loader;
