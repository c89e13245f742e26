import { z } from "zod";
import { allowedBlog, blogAnswer } from "~/api/blog-admin.server";
import { apiRoute } from "~/api/route.server";
import { setBlogActive } from "~/features/content/blog-admin.server";
import { idParam } from "~/schemas/api";

/** PUT /api/blog/{id}/active `{ blog: { isActive } }` (admins) → `{ success, message, blog }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    body: z.object({ blog: z.object({ isActive: z.boolean() }) }),
    handler: async ({ user, params: { id }, context, body }) => {
      const saved = allowedBlog(await setBlogActive(context.db, user, id, body.blog.isActive));
      return blogAnswer(saved, "Blog has been updated successfully!");
    },
  },
});
export const action = loader;
