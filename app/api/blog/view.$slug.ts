import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { blogShape } from "~/api/shapes/content.server";
import { getBlog, otherBlogs } from "~/models/content.server";
import { slugParam } from "~/schemas/api";
import { apiRoute } from "~/api/route.server";

/** GET /api/blog/view/{slug}: `{ blog }` (active only) and `otherBlogs` for 'DİĞER BLOG YAZILARI'. */
export const loader = apiRoute({
  GET: {
    params: z.object({ slug: slugParam("Blog") }),
    handler: async ({ params: { slug }, context }) => {
      const { db } = context;
      const blog = found(await getBlog(db, { slug }, { activeOnly: true }), "Blog");
      const others = await otherBlogs(db, blog.id);
      return ok({ blog: blogShape(blog), otherBlogs: others.map(blogShape) });
    },
  },
});
export const action = loader;
