import { getDb } from "~/db.server";
import { ok, popupShape } from "~/lib/api-shapes.server";
import { getPopup } from "~/models/content.server";
import { apiRoute } from "~/server/api-route.server";

/** GET /api/popUp: `{ success, popUp }` with `src`, `url` and `status`. */
export const loader = apiRoute({
  GET: {
    handler: async () => {
      const popUp = await getPopup(await getDb());
      return ok({ success: true, popUp: popupShape(popUp) });
    },
  },
});
export const action = loader;
