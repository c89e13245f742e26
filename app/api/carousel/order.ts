import { apiError, ok } from "~/api/answers.server";
import { allowedCarousel, CAROUSEL_TEXTS } from "~/api/carousel.server";
import { apiRoute } from "~/api/route.server";
import { reorderCarousel } from "~/features/content/carousel.server";
import { OrderSchema } from "~/schemas/slider";

/**
 * PUT /api/carousel/order (admins) `{ order }`: the entries' ids comma-joined, as an array, or as
 * an object of position to id (the spec's shape is garbled: each is taken); every entry exactly
 * once, else 400 and nothing changes → `{ success, message }`.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    body: OrderSchema,
    handler: async ({ body, user, context }) => {
      const done = allowedCarousel(await reorderCarousel(context.db, user, body.order));
      if (!done.ok) apiError(400, CAROUSEL_TEXTS.badOrder);
      return ok({ success: true, message: CAROUSEL_TEXTS.ordered });
    },
  },
});
export const action = loader;
