import { apiRoute } from "~/api/route.server";
import { listAnswer, PublicResourcePath } from "~/api/resources.server";

/** GET /api/{r}/list: the store's list of a resource, as GET /api/{r} answers it. */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    auth: "visitor",
    handler: ({ params, context, user }) => listAnswer(context.db, params.resource, user),
  },
});
export const action = loader;
