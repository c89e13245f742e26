import { getDb } from "~/db.server";
import { found } from "~/lib/api.server";
import { apiHandler, blogShape, methodNotAllowed, ok } from "~/lib/api-shapes.server";
import { getBlog, otherBlogs } from "~/models/content.server";

/** GET /api/blog/view/{slug}: `{ blog }` (active only) and `otherBlogs` for 'DİĞER BLOG YAZILARI'. */
export const loader = apiHandler(async ({ params }) => {
  const slug = params.slug ?? "";
  const db = await getDb();
  const blog = found(
    slug.length <= 200 ? await getBlog(db, { slug }, { activeOnly: true }) : null,
    "Blog",
  );
  const others = await otherBlogs(db, blog.id);
  return ok({ blog: blogShape(blog), otherBlogs: others.map(blogShape) });
});

export const action = apiHandler(methodNotAllowed);
