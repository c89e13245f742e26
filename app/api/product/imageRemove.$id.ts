import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiActor, refusePicture, requirePicturesInReach } from "~/api/pictures.server";
import { apiRoute } from "~/api/route.server";
import { picturesShape } from "~/api/shapes/pictures.server";
import { removePictures } from "~/features/catalogue/pictures.server";
import { idParam } from "~/schemas/api";
import { ImageRemoveBodySchema } from "~/schemas/pictures";

/** PUT /api/product/imageRemove/{id} `{ img }`: the picture with that URL removed → `{ success, message, images }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    scope: ({ params: { id }, user, context }) => requirePicturesInReach(context.db, user, id),
    body: ImageRemoveBodySchema,
    handler: async ({ user, params: { id }, context, body }) => {
      const done = await removePictures(context.db, apiActor(user), id, { urls: [body.img] });
      if (!done.ok) refusePicture(done.reason);
      return ok({
        success: true,
        message: "Image has been removed successfully!",
        images: picturesShape(done.product).images,
      });
    },
  },
});
export const action = loader;
