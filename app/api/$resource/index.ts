import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { PublicResourcePath, resourceList } from "~/api/resources.server";

/** GET /api/{r} for category, type, stone, ingredient, symbol, brand, blog, slider: the active list. */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    handler: async ({ params, context }) => ok(await resourceList(context.db, params.resource)),
  },
});
export const action = loader;
