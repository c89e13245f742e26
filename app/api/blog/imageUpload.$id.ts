import { pictureLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { ok } from "~/api/answers.server";
import { refusePicture } from "~/api/pictures.server";
import { allowedBlog, writtenBlog } from "~/api/blog-admin.server";
import { apiRoute } from "~/api/route.server";
import { changeBlog, readBlog } from "~/features/content/blog-admin.server";
import { readPictureUpload } from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import { idParam } from "~/schemas/api";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["image"], 1);

/**
 * PUT /api/blog/imageUpload/{id} (multipart `image`, admins): the post's new image (or, with a
 * field `which=inner_image`, its inner image) → `{ success, message, image }`.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, user, params: { id }, context }) => {
      // A missing post is refused before its body is read.
      allowedBlog(await readBlog(context.db, user, id));
      const upload = await readPictureUpload(request, "image");
      if (typeof upload === "string") refusePicture(upload);
      if (upload.refused.length) refuseUploadedFiles(request, upload);
      const inner = upload.fields.which === "inner_image";
      const saved = writtenBlog(
        await changeBlog(
          context.db,
          user,
          id,
          {},
          inner ? { innerImage: upload.files[0] } : { image: upload.files[0] },
        ),
      );
      return ok({
        success: true,
        message: "Image has been uploaded successfully!",
        image: inner ? saved.innerImage : saved.image,
      });
    },
  },
});
export const action = loader;
