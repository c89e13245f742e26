import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiActor, refusePictureCall, requirePicturesInReach } from "~/api/pictures.server";
import { sentVersion, withEtag } from "~/api/versions.server";
import { apiRoute } from "~/api/route.server";
import { picturesShape } from "~/api/shapes/pictures.server";
import { removePictures } from "~/features/catalogue/pictures.server";
import { idParam } from "~/schemas/api";
import { ImageRemoveBodySchema } from "~/schemas/pictures";

/**
 * PUT /api/product/imageRemove/{id} `{ img }`: the picture with that URL removed → `{ success,
 * message, images }`, the pictures' version as the ETag; with `If-Match` (or `version`) only while
 * the pictures are still at that version, else 409 with them as they are (decision 067).
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN", "ROLE_MERCHANT"],
    params: z.object({ id: idParam() }),
    scope: ({ params: { id }, user, context }) => requirePicturesInReach(context.db, user, id),
    body: ImageRemoveBodySchema,
    handler: async ({ request, user, params: { id }, context, body }) => {
      const expected = sentVersion(request, body);
      const actor = apiActor(user);
      const done = await removePictures(context.db, actor, id, { urls: [body.img] }, expected);
      if (!done.ok) return refusePictureCall(context.db, user, id, done.reason);
      const answer = ok({
        success: true,
        message: "Image has been removed successfully!",
        images: picturesShape(done.product).images,
      });
      return withEtag(answer, done.product.picturesVersion);
    },
  },
});
export const action = loader;
