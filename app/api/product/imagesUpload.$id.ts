import { pictureLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { ok } from "~/api/answers.server";
import { uploadPictures } from "~/api/pictures.server";
import { apiRoute } from "~/api/route.server";
import { idParam } from "~/schemas/api";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["images"]);

/** PUT /api/product/imagesUpload/{id} (multipart `images`, repeated): added to the gallery → `{ success, message, images }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, user, params: { id }, context }) => {
      const pictures = await uploadPictures(context.db, request, user, id, "gallery");
      return ok({
        success: true,
        message: "Images have been uploaded successfully!",
        images: pictures.images,
      });
    },
  },
});
export const action = loader;
