import { apiRoute } from "~/api/route.server";
import { listAnswer, PublicResourcePath } from "~/api/resources.server";

/**
 * GET /api/{r} for category, type, stone, ingredient, symbol, brand, blog, slider: the active
 * list, and to staff also the records they may edit (resources.server.ts).
 */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    handler: async ({ params, context }) =>
      listAnswer(context.db, params.resource, await context.user()),
  },
});
export const action = loader;
