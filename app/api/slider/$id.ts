import { pictureLimits } from "~/lib/upload-limits";
import { z } from "zod";
import { itemAnswer, publicResource } from "~/api/resources.server";
import { apiRoute } from "~/api/route.server";
import {
  allowedSlider,
  parseSliderFields,
  refuseFields,
  SLIDER_TEXTS,
  sliderAnswer,
  sliderBody,
} from "~/api/slider.server";
import { sliderShape } from "~/api/shapes/content.server";
import { staleAnswer } from "~/api/versions.server";
import { changeSlider, readSlider } from "~/features/content/slider.server";
import { idParam } from "~/schemas/api";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = pictureLimits("PUT", ["firstImage", "secondImage"], 2);

/**
 * GET /api/slider/{id}: `{ slider }` when it is active, or to the admin (as GET /api/{r}/{id}).
 * PUT /api/slider/{id} (admins): multipart with the fields and pictures to change, or JSON
 * `{ slider: { ...fields } }` → `{ success, message, slider }`, with its ETag; If-Match or
 * `version` naming an older version → 409 with the slide as it is.
 */
export const loader = apiRoute({
  GET: {
    // Read here, not declared: a shopper's dead session must not turn a read into a 401.
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context }) =>
      itemAnswer(context.db, publicResource("slider")!, id, await context.user()),
  },
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    scope: async ({ params: { id }, context, user }) => {
      allowedSlider(await readSlider(context.db, user, id));
    },
    handler: async ({ request, params: { id }, context, user }) => {
      const { fields, pictures, version } = await sliderBody(request, "partial");
      const expected = version();
      const input = parseSliderFields(fields, "partial");
      const changed = allowedSlider(
        await changeSlider(context.db, user, id, input, pictures, expected),
      );
      if (!changed.ok && "stale" in changed) {
        const now = allowedSlider(await readSlider(context.db, user, id));
        staleAnswer("slider", sliderShape(now), now.version);
      }
      if (!changed.ok) refuseFields(changed.errors);
      return sliderAnswer(changed.slider, SLIDER_TEXTS.saved);
    },
  },
});
export const action = loader;
