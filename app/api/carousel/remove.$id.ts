import { z } from "zod";
import { ok } from "~/api/answers.server";
import { allowedCarousel, CAROUSEL_TEXTS } from "~/api/carousel.server";
import { apiRoute } from "~/api/route.server";
import { removeFromCarousel } from "~/features/content/carousel.server";
import { idParam } from "~/schemas/api";

/**
 * DELETE /api/carousel/remove/{id} (admins): the entry's `_id` (or its product's id) →
 * `{ success, message }`; 404 when no entry has it.
 */
export const loader = apiRoute({
  DELETE: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context, user }) => {
      allowedCarousel(await removeFromCarousel(context.db, user, id));
      return ok({ success: true, message: CAROUSEL_TEXTS.removed });
    },
  },
});
export const action = loader;
