import { pageTexts } from "~/locales/dashboard-page-texts";
import type { Db } from "../../db/client.server";
import { z } from "zod";
import { isSettingsRefusal, patchSettings } from "~/features/content/settings.server";
import type { PublicUser } from "~/models/user.server";
import { apiError, ok } from "./answers.server";
import { firstIssue } from "./body.server";
import { staffSettingsShape } from "./shapes/content.server";
import { sentVersion, staleAnswer, withEtag } from "./versions.server";
import { readSettings } from "~/models/settings.server";

/** PUT /api/settings: `{ settings: { ...the keys GET /api/settings answers } }`. */
export const SettingsBody = z.object({
  settings: z.record(z.unknown(), {
    required_error: "Required",
    invalid_type_error: "Expected an object",
  }),
});

/**
 * The fields given, merged over the settings as they are and checked whole, only those written:
 * 400 `field: message` in English; `{ success, message, settings }` with the settings as they now
 * are, and their ETag. If-Match or `version` naming an older version → 409 with the settings as
 * they are (decision 067).
 */
export async function putSettings(
  db: Db,
  request: Request,
  user: PublicUser,
  body: z.output<typeof SettingsBody>,
) {
  const expected = sentVersion(request, body, "settings");
  const { version: _version, ...patch } = body.settings;
  const outcome = await patchSettings(db, user, patch, pageTexts.en.settings.errors, expected);
  if (isSettingsRefusal(outcome)) apiError(403, "Forbidden");
  if ("issues" in outcome) apiError(400, firstIssue(outcome.issues));
  if ("stale" in outcome) {
    const now = await readSettings(db);
    staleAnswer("settings", staffSettingsShape(now), now.version);
  }
  return withEtag(
    ok({
      success: true,
      message: pageTexts.en.settings.toast.settingsSaved,
      settings: staffSettingsShape(outcome.settings),
    }),
    outcome.settings.version,
  );
}
