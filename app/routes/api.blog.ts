import { ok } from "~/lib/api-shapes.server";
import { apiRoute } from "~/server/api-route.server";
import { resourceList } from "~/server/api-resources.server";
import { publicResource } from "~/models/api-catalog.server";

const blog = publicResource("blog")!;

// '/api/blog' would otherwise rank level with the English-less '/:lang/blog' page; this file wins.
/** GET /api/blog: GET /api/{r} for the blog. */
export const loader = apiRoute({
  GET: { handler: async () => ok(await resourceList(blog)) },
});
export const action = loader;
