import type { Db } from "../../db/client.server";
import { z } from "zod";
import { isSettingsRefusal, patchSettings } from "~/features/content/settings.server";
import { dashboardMessages } from "~/locales/dashboard";
import type { PublicUser } from "~/models/user.server";
import { apiError, ok } from "./answers.server";
import { firstIssue } from "./body.server";
import { settingsShape } from "./shapes/content.server";

/** PUT /api/settings: `{ settings: { ...the keys GET /api/settings answers } }`. */
export const SettingsBody = z.object({
  settings: z.record(z.unknown(), {
    required_error: "Required",
    invalid_type_error: "Expected an object",
  }),
});

/**
 * The fields given, merged over the settings as they are and checked whole: 400 `field: message`
 * in English; `{ success, message, settings }` with the settings as they now are.
 */
export async function putSettings(db: Db, user: PublicUser, body: z.output<typeof SettingsBody>) {
  const outcome = await patchSettings(
    db,
    user,
    body.settings,
    dashboardMessages.en.settings.errors,
  );
  if (isSettingsRefusal(outcome)) apiError(403, "Forbidden");
  if ("issues" in outcome) apiError(400, firstIssue(outcome.issues));
  return ok({
    success: true,
    message: dashboardMessages.en.settings.toast.settingsSaved,
    settings: settingsShape(outcome.settings),
  });
}
