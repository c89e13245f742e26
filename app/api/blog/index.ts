import { apiRoute } from "~/api/route.server";
import { listAnswer, publicResource } from "~/api/resources.server";

const blog = publicResource("blog")!;

// '/api/blog' would otherwise rank level with the English-less '/:lang/blog' page; this file wins.
/** GET /api/blog: GET /api/{r} for the blog (every post to the admin). */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    handler: async ({ context }) => listAnswer(context.db, blog, await context.user()),
  },
});
export const action = loader;
