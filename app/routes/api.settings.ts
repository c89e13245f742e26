import { getDb } from "~/db.server";
import { apiHandler, methodNotAllowed, ok, settingsShape } from "~/lib/api-shapes.server";
import { getSettings } from "~/models/settings.server";

/** GET /api/settings: `{ settings }` with the spec's snake_case keys. */
export const loader = apiHandler(async () => {
  const settings = await getSettings(await getDb());
  return ok({ settings: settingsShape(settings) });
});

export const action = apiHandler(methodNotAllowed);
