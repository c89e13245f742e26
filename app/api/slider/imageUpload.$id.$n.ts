import { pictureLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { ok } from "~/api/answers.server";
import { refusePicture } from "~/api/pictures.server";
import { apiRoute } from "~/api/route.server";
import { allowedSlider, PictureNumber, refuseFields, SLIDER_TEXTS } from "~/api/slider.server";
import { readSlider, replaceSliderImage } from "~/features/content/slider.server";
import { readPictureUpload } from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import { idParam } from "~/schemas/api";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["image"], 1);

/**
 * PUT /api/slider/imageUpload/{id}/{n} (admins), multipart `image`: n 0 or 1 replaces the
 * product picture (firstImage), 2 the large one (secondImage) → `{ success, message, image }`.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam(), n: PictureNumber }),
    scope: async ({ params: { id }, context, user }) => {
      allowedSlider(await readSlider(context.db, user, id));
    },
    handler: async ({ request, params: { id, n }, context, user }) => {
      const upload = await readPictureUpload(request, "image");
      if (typeof upload === "string") refusePicture(upload);
      if (upload.refused.length) refuseUploadedFiles(request, upload);
      if (upload.files.length > 1) refusePicture("tooManyFiles");
      const changed = allowedSlider(
        await replaceSliderImage(context.db, user, id, n, upload.files[0]!),
      );
      if (!changed.ok) refuseFields(changed.errors);
      return ok({ success: true, message: SLIDER_TEXTS.imageUploaded, image: changed.slider[n] });
    },
  },
});
export const action = loader;
