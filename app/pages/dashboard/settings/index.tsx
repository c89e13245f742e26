import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { SettingsForm, type SettingsAnswer } from "./settings-form";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink, useLang } from "~/components/i18n";
import { settingsPageAction, settingsPageLoader } from "./settings-page.server";
import { pageMeta } from "~/lib/meta";

/** /dashboard/settings (admins): the shop's settings in one form. */
export function loader(args: LoaderFunctionArgs) {
  return settingsPageLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return settingsPageAction(args);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.t.title ?? "");

export default function SettingsPage() {
  const { historyLink, music } = useDashboardT();
  const lang = useLang();
  const { t, missing, settings, version, at } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as SettingsAnswer | undefined;
  return (
    <div className="settings-page">
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <LocalLink to="/dashboard/history/settings/1">{historyLink}</LocalLink>
      </div>
      <p>
        <LocalLink to="/dashboard/settings/music">{music.link}</LocalLink>
      </p>
      {missing ? (
        <div className="notice" role="status">
          <p>{t.missing}</p>
          <p className="hint">{t.missingHint}</p>
        </div>
      ) : null}
      <SettingsForm
        key={`${version}:${answer?.stale?.version ?? ""}`}
        t={t}
        lastResult={answer?.lastResult}
        defaultValue={settings}
        lang={lang}
        at={answer?.stale ?? answer?.at ?? at}
        stale={answer?.stale}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
