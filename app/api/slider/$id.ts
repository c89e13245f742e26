import { z } from "zod";
import { found, ok } from "~/api/answers.server";
import { publicResource } from "~/api/resources.server";
import { apiRoute } from "~/api/route.server";
import {
  allowedSlider,
  parseSliderFields,
  refuseFields,
  SLIDER_TEXTS,
  sliderAnswer,
  sliderBody,
} from "~/api/slider.server";
import { changeSlider, readSlider } from "~/features/content/slider.server";
import { idParam } from "~/schemas/api";

/**
 * GET /api/slider/{id}: `{ slider }` when it is active (as for every public resource).
 * PUT /api/slider/{id} (admins): multipart with the fields and pictures to change, or JSON
 * `{ slider: { ...fields } }` → `{ success, message, slider }`.
 */
export const loader = apiRoute({
  GET: {
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context }) => {
      const resource = publicResource("slider")!;
      return ok({ slider: found(await resource.get(context.db, id), "Slider") });
    },
  },
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    scope: async ({ params: { id }, context, user }) => {
      allowedSlider(await readSlider(context.db, user, id));
    },
    handler: async ({ request, params: { id }, context, user }) => {
      const { fields, pictures } = await sliderBody(request, "partial");
      const input = parseSliderFields(fields, "partial");
      const changed = allowedSlider(await changeSlider(context.db, user, id, input, pictures));
      if (!changed.ok) refuseFields(changed.errors);
      return sliderAnswer(changed.slider, SLIDER_TEXTS.saved);
    },
  },
});
export const action = loader;
