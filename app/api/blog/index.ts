import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { resourceList, publicResource } from "~/api/resources.server";

const blog = publicResource("blog")!;

// '/api/blog' would otherwise rank level with the English-less '/:lang/blog' page; this file wins.
/** GET /api/blog: GET /api/{r} for the blog. */
export const loader = apiRoute({
  GET: { handler: async ({ context }) => ok(await resourceList(context.db, blog)) },
});
export const action = loader;
