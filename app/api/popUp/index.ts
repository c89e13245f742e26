import { ok } from "~/api/answers.server";
import { popupShape } from "~/api/shapes/content.server";
import { withEtag } from "~/api/versions.server";
import { getPopup } from "~/models/content.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/popUp: `{ success, popUp }` with `src`, `url`, `status` and `version` (its ETag). */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const popUp = await getPopup(context.db);
      const answer = ok({ success: true, popUp: popupShape(popUp) });
      return popUp.version === undefined ? answer : withEtag(answer, popUp.version);
    },
  },
});
export const action = loader;
