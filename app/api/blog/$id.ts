import { pictureLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { blogAnswer, blogBody, writtenBlog } from "~/api/blog-admin.server";
import { itemAnswer, publicResource } from "~/api/resources.server";
import { apiRoute } from "~/api/route.server";
import { changeBlog, readBlog } from "~/features/content/blog-admin.server";
import { idParam } from "~/schemas/api";

const blog = publicResource("blog")!;

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["image", "inner_image"], 2);

/**
 * GET /api/blog/{id}: `{ blog }` when it exists and is active, or to the admin (as GET
 * /api/{r}/{id}).
 * PUT /api/blog/{id} (admins): multipart like the add, or JSON `{ blog: { ... } }`; the fields
 * given are changed, a picture sent replaces the old one. → `{ success, message, blog }`, with
 * its ETag; If-Match or `version` naming an older version → 409 with the post as it is.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context }) =>
      itemAnswer(context.db, blog, id, await context.user()),
  },
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, user, params: { id }, context }) => {
      const { input, pictures, version } = await blogBody(request);
      const expected = version();
      const changed = await changeBlog(context.db, user, id, input, pictures, "partial", expected);
      const stale = "stale" in changed;
      const saved = writtenBlog(changed, stale ? await readBlog(context.db, user, id) : undefined);
      return blogAnswer(saved, "Blog has been updated successfully!");
    },
  },
});
export const action = loader;
