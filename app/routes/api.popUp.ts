import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok, popupShape } from "~/lib/api-shapes.server";
import { getPopup } from "~/models/content.server";

/** GET /api/popUp: `{ success, popUp }` with `src`, `url` and `status`. */
export const loader = apiHandler(async () => {
  const popUp = await getPopup(await getDb());
  return ok({ success: true, popUp: popupShape(popUp) });
});

export const action = apiHandler(methodNotAllowed);
