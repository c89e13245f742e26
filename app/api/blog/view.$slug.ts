import { z } from "zod";
import { found, readAnswer } from "~/api/answers.server";
import { withEtag } from "~/api/versions.server";
import { readerReach } from "~/lib/catalogue-actor";
import { blogShape } from "~/api/shapes/content.server";
import { getBlog, otherBlogs } from "~/models/content.server";
import { slugParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/**
 * GET /api/blog/view/{slug}: `{ blog }` and `otherBlogs` for 'DİĞER BLOG YAZILARI'; a post that
 * is off only to an admin (who edits it), as GET /api/blog/{id}.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    params: z.object({ slug: slugParam("Blog") }),
    handler: async ({ params: { slug }, context }) => {
      const { db } = context;
      const reach = readerReach(await context.user());
      const activeOnly = reach?.kind !== "admin";
      const blog = found(await getBlog(db, { slug }, { activeOnly }), "Blog");
      const others = await otherBlogs(db, blog.id);
      return withEtag(
        readAnswer({ blog: blogShape(blog), otherBlogs: others.map(blogShape) }, reach),
        blog.version,
      );
    },
  },
});
export const action = loader;
