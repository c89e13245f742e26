import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiActor, refusePicture } from "~/api/pictures.server";
import { apiRoute } from "~/api/route.server";
import { picturesShape } from "~/api/shapes/pictures.server";
import { addPictures, picturesOf } from "~/features/catalogue/pictures.server";
import { readPictureUpload } from "~/http/picture-upload.server";
import { idParam } from "~/schemas/api";

/** PUT /api/product/imageUpload/{id} (multipart `image`): the product's new cover → `{ success, message, image }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    handler: async ({ request, user, params: { id } }) => {
      const actor = apiActor(user);
      // Another shop's product is refused before its body is read.
      const scope = await picturesOf(actor, id);
      if (typeof scope === "string") refusePicture(scope);
      const upload = await readPictureUpload(request, "image");
      if (typeof upload === "string") refusePicture(upload);
      if (upload.files.length > 1) refusePicture("tooManyFiles");
      const done = await addPictures(actor, id, upload.files, "cover");
      if (!done.ok) refusePicture(done.reason);
      return ok({
        success: true,
        message: "Image has been uploaded successfully!",
        image: picturesShape(done.product).image,
      });
    },
  },
});
export const action = loader;
