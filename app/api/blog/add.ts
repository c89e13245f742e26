import { pictureLimits } from "~/lib/upload-limits";
import { apiError } from "~/api/answers.server";
import { blogAnswer, blogBody, writtenBlog } from "~/api/blog-admin.server";
import { apiRoute } from "~/api/route.server";
import { addBlog } from "~/features/content/blog-admin.server";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["image", "inner_image"], 2);

/**
 * POST /api/blog/add (multipart, admins): title, body, preview (and title_en, body_en,
 * preview_en, isActive), the pictures `image` (required) and `inner_image`.
 * → 201 `{ success, message, blog }`.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    handler: async ({ request, user, context }) => {
      if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? ""))
        apiError(415, "Send the blog as multipart/form-data.");
      const { input, pictures } = await blogBody(request);
      const blog = writtenBlog(await addBlog(context.db, user, input, pictures));
      return blogAnswer(blog, "Blog has been added successfully!", 201);
    },
  },
});
export const action = loader;
