import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { forbidden } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { dashboardMessages } from "~/locales/dashboard";
import { SettingsSchema } from "~/schemas/settings";
import {
  changeSettings,
  isSettingsRefusal,
  readSettingsFor,
  settingsFields,
} from "~/features/content/settings.server";

/**
 * /dashboard/settings (admins): one form, a plain POST. Mistakes answer 400 with what was typed
 * and the messages in the page's language; a save goes back to the page with a toast.
 */
export async function settingsPageLoader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const found = await readSettingsFor(context.db, user);
  if (isSettingsRefusal(found)) throw forbidden();
  return {
    missing: found.settings === null,
    settings: found.settings ? settingsFields(found.settings) : null,
    // A save gives the form new values: the page draws it afresh (its inputs are uncontrolled).
    version: found.settings ? found.settings.updatedAt.toISOString() : "none",
  };
}

export async function settingsPageAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const lang = requestLang(request);
  const submission = parseWithZod(await request.formData(), {
    schema: SettingsSchema(dashboardMessages[lang].settings.errors),
  });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const saved = await changeSettings(context.db, user, submission.value);
  if (isSettingsRefusal(saved)) throw forbidden();
  return redirectWithDashboardToast(localePath(lang, "/dashboard/settings"), "settingsSaved");
}
