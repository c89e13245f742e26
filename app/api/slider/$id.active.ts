import { z } from "zod";
import { apiRoute } from "~/api/route.server";
import { allowedSlider, refuseFields, SLIDER_TEXTS, sliderAnswer } from "~/api/slider.server";
import { setSliderActive } from "~/features/content/slider.server";
import { idParam } from "~/schemas/api";
import { SliderActiveBodySchema } from "~/schemas/slider";

/** PUT /api/slider/{id}/active `{ slider: { isActive } }` (admins) → `{ success, message, slider }`. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    body: SliderActiveBodySchema,
    handler: async ({ params: { id }, context, body, user }) => {
      const changed = allowedSlider(
        await setSliderActive(context.db, user, id, body.slider.isActive),
      );
      if (!changed.ok) refuseFields(changed.errors);
      return sliderAnswer(changed.slider, SLIDER_TEXTS.saved);
    },
  },
});
export const action = loader;
