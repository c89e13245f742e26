import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiActor, refusePicture } from "~/api/pictures.server";
import { apiRoute } from "~/api/route.server";
import { picturesShape } from "~/api/shapes/pictures.server";
import { addPictures, picturesOf } from "~/features/catalogue/pictures.server";
import { readPictureUpload } from "~/http/picture-upload.server";
import { idParam } from "~/schemas/api";

/** PUT /api/product/imagesUpload/{id} (multipart `images`, repeated): added to the gallery → `{ success, message, images }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, user, params: { id } }) => {
      const actor = apiActor(user);
      // Another shop's product is refused before its body is read.
      const scope = await picturesOf(actor, id);
      if (typeof scope === "string") refusePicture(scope);
      const upload = await readPictureUpload(request, "images");
      if (typeof upload === "string") refusePicture(upload);
      const done = await addPictures(actor, id, upload.files, "gallery");
      if (!done.ok) refusePicture(done.reason);
      return ok({
        success: true,
        message: "Images have been uploaded successfully!",
        images: picturesShape(done.product).images,
      });
    },
  },
});
export const action = loader;
