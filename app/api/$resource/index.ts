import { apiRoute } from "~/api/route.server";
import { listAnswer, PublicResourcePath } from "~/api/resources.server";

/**
 * GET /api/{r} for category, type, stone, ingredient, symbol, brand, blog, slider: the active
 * list, and to staff also the records they may edit (resources.server.ts).
 */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    auth: "visitor",
    handler: ({ params, context, user }) => listAnswer(context.db, params.resource, user),
  },
});
export const action = loader;
