import { pictureLimits } from "~/lib/upload-limits";
import { apiRoute } from "~/api/route.server";
import {
  allowedSlider,
  parseSliderFields,
  refuseFields,
  SLIDER_TEXTS,
  sliderAnswer,
  sliderBody,
} from "~/api/slider.server";
import { addSlider } from "~/features/content/slider.server";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("POST", ["firstImage", "secondImage"], 2);

/**
 * POST /api/slider/add (admins), multipart: title, title_en, body, body_en (HTML, sanitised),
 * slug (the link: a path or https), isActive, and the files `firstImage` and `secondImage`.
 * → 201 `{ success, message, slider }`.
 */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    handler: async ({ request, user, context }) => {
      const { fields, pictures } = await sliderBody(request, "whole");
      const input = parseSliderFields(fields, "whole");
      const added = allowedSlider(
        await addSlider(context.db, user, { ...input, isActive: input.isActive ?? true }, pictures),
      );
      if (!added.ok) refuseFields(added.errors);
      return sliderAnswer(added.slider, SLIDER_TEXTS.added, 201);
    },
  },
});
export const action = loader;
