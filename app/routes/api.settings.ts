import { getDb } from "~/db.server";
import { ok } from "~/api/answers.server";
import { settingsShape } from "~/api/shapes/content.server";
import { getSettings } from "~/models/settings.server";
import { apiRoute } from "~/api/route.server";

/** GET /api/settings: `{ settings }` with the spec's snake_case keys. */
export const loader = apiRoute({
  GET: {
    handler: async () => {
      const settings = await getSettings(await getDb());
      return ok({ settings: settingsShape(settings) });
    },
  },
});
export const action = loader;
