import { pictureLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { ok } from "~/api/answers.server";
import { uploadPictures } from "~/api/pictures.server";
import { apiRoute } from "~/api/route.server";
import { idParam } from "~/schemas/api";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["image"], 1);

/** PUT /api/product/imageUpload/{id} (multipart `image`): the product's new cover → `{ success, message, image }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, user, params: { id }, context }) => {
      const pictures = await uploadPictures(context.db, request, user, id, "cover");
      return ok({
        success: true,
        message: "Image has been uploaded successfully!",
        image: pictures.image,
      });
    },
  },
});
export const action = loader;
