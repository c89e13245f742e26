import { AUDIO_BYTES, type UploadLimits } from "~/lib/upload-limits";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DashboardError } from "~/components/dashboard/dashboard-error";
import { MusicForm } from "./music-form";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { LocalLink } from "~/components/i18n";
import { musicPageAction, musicPageLoader } from "./music-page.server";
import { pageMeta, rootLang } from "~/lib/meta";
import { dashboardMessages } from "~/locales/dashboard";

/** What this route's body may carry (the edge streams it by these: decision 069). */
export const uploadLimits = {
  method: "POST",
  kind: "file",
  fileBytes: { music: AUDIO_BYTES },
  files: 1,
  totalBytes: AUDIO_BYTES,
} satisfies UploadLimits;

/** /dashboard/settings/music (admins): the music page's titles and recording in one form. */
export function loader(args: LoaderFunctionArgs) {
  return musicPageLoader(args);
}

export function action(args: ActionFunctionArgs) {
  return musicPageAction(args);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, dashboardMessages[rootLang(matches)].music.title);

export default function MusicSettingsPage() {
  const t = useDashboardT().music;
  const { missing, ...music } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="music-settings-page">
      <div className="dashboard-head">
        <h1>{t.title}</h1>
        <LocalLink to="/dashboard/settings">{t.back}</LocalLink>
      </div>
      <p>{t.intro}</p>
      {missing ? (
        <p className="notice" role="status">
          {t.errors.missing}
        </p>
      ) : null}
      <MusicForm music={music} answer={answer ?? null} limits={uploadLimits} />
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardError />;
}
