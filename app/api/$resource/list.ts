import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { PublicResourcePath, resourceList } from "~/api/resources.server";

/** GET /api/{r}/list: the store's list of a resource, active rows only. */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: {
    handler: async ({ params, context }) => ok(await resourceList(context.db, params.resource)),
  },
});
export const action = loader;
