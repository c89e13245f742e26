import { ok } from "~/api/answers.server";
import { putSettings, SettingsBody } from "~/api/settings.server";
import { settingsShape, staffSettingsShape } from "~/api/shapes/content.server";
import { getSettings } from "~/models/settings.server";
import { apiRoute } from "~/api/route.server";
import { withEtag } from "~/api/versions.server";

/**
 * GET /api/settings: `{ settings }` with the spec's snake_case keys (an admin's with the order
 * notices too).
 * PUT /api/settings `{ settings: {...} }` (admins): a partial change, checked whole.
 */
export const loader = apiRoute({
  GET: {
    handler: async ({ context }) => {
      const settings = await getSettings(context.db);
      // The shop's order notices are the admins' business only.
      const admin = (await context.user())?.role === "ROLE_ADMIN";
      const shape = admin ? staffSettingsShape(settings) : settingsShape(settings);
      return withEtag(ok({ settings: shape }), settings.version);
    },
  },
  PUT: {
    auth: ["ROLE_ADMIN"],
    body: SettingsBody,
    handler: ({ request, user, body, context }) => putSettings(context.db, request, user, body),
  },
});
export const action = loader;
