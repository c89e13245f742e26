import { ok } from "~/api/answers.server";
import { putSettings, SettingsBody } from "~/api/settings.server";
import { settingsShape } from "~/api/shapes/content.server";
import { getSettings } from "~/models/settings.server";
import { apiRoute } from "~/api/route.server";
import { withEtag } from "~/api/versions.server";

/**
 * GET /api/settings: `{ settings }` with the spec's snake_case keys.
 * PUT /api/settings `{ settings: {...} }` (admins): a partial change, checked whole.
 */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const settings = await getSettings(context.db);
      return withEtag(ok({ settings: settingsShape(settings) }), settings.version);
    },
  },
  PUT: {
    auth: ["ROLE_ADMIN"],
    body: SettingsBody,
    handler: ({ request, user, body, context }) => putSettings(context.db, request, user, body),
  },
});
export const action = loader;
