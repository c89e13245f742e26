import { z } from "zod";
import { apiError } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { exportMyData } from "~/features/users/my-data.server";
import { exportFormatOf } from "~/lib/data-requests";
import { requestLang } from "~/lib/request";

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/**
 * GET /api/account/data[?format=csv] (any signed-in user, decision 080): everything the shop
 * holds about the caller, as JSON, or as the page's CSV with its file name. Logged as a download.
 */
export const loader = apiRoute({
  GET: {
    auth: "member",
    query: z.object({ format: z.preprocess(one, z.enum(["json", "csv"]).optional()) }),
    handler: async ({ request, user, query, context }) => {
      const file = await exportMyData(context.db, user, {
        format: exportFormatOf(query.format),
        via: "api",
        lang: requestLang(request),
      });
      if (!file) apiError(401, "Unauthorized");
      return new Response(file.body, {
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  },
});
export const action = loader;
