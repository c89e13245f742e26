import { pageTexts } from "~/locales/dashboard-page-texts";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { formVersion, rebased, staleNotice } from "~/features/history/stale-notice.server";
import { postedAt, seenIn, versionIn } from "~/lib/record-version";
import { readSettings } from "~/models/settings.server";
import { forbidden } from "~/http/page-responses.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { SettingsSchema } from "~/schemas/settings";
import {
  changeSettings,
  isSettingsRefusal,
  readSettingsFor,
  settingsFields,
} from "~/features/content/settings.server";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * /dashboard/settings (admins): one form, a plain POST. Mistakes answer 400 with what was typed
 * and the messages in the page's language; a save goes back to the page with a toast.
 */
export async function settingsPageLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const found = await readSettingsFor(context.db, user);
  if (isSettingsRefusal(found)) throw forbidden();
  return {
    // The page's texts come with it, not in every back-office page's (dashboard-page-texts.ts).
    t: pageTexts[requestLang(request)].settings,
    missing: found.settings === null,
    settings: found.settings ? settingsFields(found.settings) : null,
    // A save gives the form new values: the page draws it afresh (its inputs are uncontrolled).
    version: found.settings ? found.settings.updatedAt.toISOString() : "none",
    at: await formVersion(context.db, "settings", SUBJECT_ID, found.settings?.version ?? 1),
  };
}

/** The settings' one row is named "1" in the history (its id). */
const SUBJECT_ID = "1";

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export async function settingsPageAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const lang = requestLang(request);
  const form = await request.formData();
  const submission = parseWithZod(form, {
    schema: SettingsSchema(pageTexts[lang].settings.errors),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success")
    return data({ lastResult: submission.reply(), at: postedAt(form) }, { status: 400 });
  const saved = await changeSettings(context.db, user, submission.value, {
    expected: versionIn(form),
  });
  if (isSettingsRefusal(saved)) throw forbidden();
  if ("stale" in saved) {
    // Saved over a newer version (decision 067): who changed what since, and what was typed
    // kept, rebased: a plain field left as it was takes the other person's value.
    const now = await readSettings(context.db);
    const seen = seenIn(form);
    const fields = settingsFields(now);
    const typed = Object.fromEntries(
      Object.entries(submission.value).map(([k, v]) => [camel(k), v]),
    );
    const [stale, merged] = await Promise.all([
      staleNotice(context.db, user, "settings", SUBJECT_ID, { version: now.version, seen }, lang),
      rebased(context.db, user, "settings", SUBJECT_ID, "settings", seen, typed, now),
    ]);
    const lastResult = submission.reply();
    const initial = { ...(lastResult.initialValue ?? {}) } as Record<string, unknown>;
    for (const name of Object.keys(fields) as (keyof typeof fields)[]) {
      const value = fields[name];
      const plain = typeof value === "string" || typeof value === "number";
      if (plain && name !== "exchange_rate" && merged[camel(name)] !== typed[camel(name)])
        initial[name] = String(value);
    }
    return data(
      { lastResult: { ...lastResult, initialValue: initial as never }, stale },
      { status: 409 },
    );
  }
  return redirectWithDashboardToast(localePath(lang, "/dashboard/settings"), "settingsSaved");
}
