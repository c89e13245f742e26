import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { allowedSlider, SLIDER_TEXTS } from "~/api/slider.server";
import { reorderSliders } from "~/features/content/slider.server";
import { OrderSchema } from "~/schemas/slider";

/**
 * PUT /api/slider/reorder `{ order: "id1,id2,..." }` (admins; also an array, or an object of
 * position to id): every slide exactly once, else 400 and nothing changes → `{ success, message }`.
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    body: OrderSchema,
    handler: async ({ body, user, context }) => {
      const done = allowedSlider(await reorderSliders(context.db, user, body.order));
      if (!done.ok) apiError(400, SLIDER_TEXTS.badOrder);
      return ok({ success: true, message: SLIDER_TEXTS.reordered });
    },
  },
});
export const action = loader;
