import { z } from "zod";
import { ok } from "~/api/answers.server";
import { allowedBlog } from "~/api/blog-admin.server";
import { apiRoute } from "~/api/route.server";
import { removeBlog } from "~/features/content/blog-admin.server";
import { idParam } from "~/schemas/api";

/** DELETE /api/blog/delete/{id} (admins) → `{ success, message }`. */
export const loader = apiRoute({
  DELETE: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params: { id }, context }) => {
      allowedBlog(await removeBlog(context.db, user, id));
      return ok({ success: true, message: "Blog has been deleted successfully!" });
    },
  },
});
export const action = loader;
