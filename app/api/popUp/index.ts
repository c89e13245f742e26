import { ok } from "~/api/answers.server";
import { popupShape } from "~/api/shapes/content.server";
import { getPopup } from "~/models/content.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/popUp: `{ success, popUp }` with `src`, `url` and `status`. */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const popUp = await getPopup(context.db);
      return ok({ success: true, popUp: popupShape(popUp) });
    },
  },
});
export const action = loader;
