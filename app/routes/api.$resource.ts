import { ok } from "~/lib/api-shapes.server";
import { apiRoute } from "~/server/api-route.server";
import { PublicResourcePath, resourceList } from "~/server/api-resources.server";

/** GET /api/{r} for category, type, stone, ingredient, symbol, brand, blog, slider: the active list. */
export const loader = apiRoute({
  path: PublicResourcePath,
  GET: { handler: async ({ params }) => ok(await resourceList(params.resource)) },
});
export const action = loader;
