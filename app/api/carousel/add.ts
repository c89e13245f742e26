import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { allowedCarousel, CAROUSEL_TEXTS, staffCarouselShape } from "~/api/carousel.server";
import { apiRoute } from "~/api/route.server";
import { addToCarousel } from "~/features/content/carousel.server";
import { idParam } from "~/schemas/api";

/**
 * POST /api/carousel/add `{ product: id }` (admins) → 201 `{ success, message, entry }`; a
 * product already in the carousel 409, an unknown one 404.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    body: z.object({ product: idParam("product") }),
    handler: async ({ body, user, context }) => {
      const added = allowedCarousel(await addToCarousel(context.db, user, body.product));
      if (!added.ok)
        apiError(
          added.problem === "already" ? 409 : 404,
          added.problem === "already" ? CAROUSEL_TEXTS.already : CAROUSEL_TEXTS.noProduct,
        );
      return ok(
        { success: true, message: CAROUSEL_TEXTS.added, entry: staffCarouselShape(added.entry) },
        { status: 201 },
      );
    },
  },
});
export const action = loader;
