import { apiRoute } from "~/api/route.server";
import { listAnswer, PublicResourcePath } from "~/api/resources.server";

/** GET /api/{r}/list: the store's list of a resource, as GET /api/{r} answers it. */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    handler: async ({ params, context }) =>
      listAnswer(context.db, params.resource, await context.user()),
  },
});
export const action = loader;
