import { z } from "zod";
import { ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { allowedSlider, SLIDER_TEXTS } from "~/api/slider.server";
import { removeSlider } from "~/features/content/slider.server";
import { idParam } from "~/schemas/api";

/** DELETE /api/slider/delete/{id} (admins) → `{ success, message }`. */
export const loader = apiRoute({
  DELETE: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ params: { id }, context, user }) => {
      allowedSlider(await removeSlider(context.db, user, id));
      return ok({ success: true, message: SLIDER_TEXTS.deleted });
    },
  },
});
export const action = loader;
