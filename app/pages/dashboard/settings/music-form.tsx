import { Form, useNavigation } from "@remix-run/react";
import { FileInput } from "~/components/forms/file-input";
import { LocalLink } from "~/components/i18n";
import type { UploadLimits } from "~/lib/upload-limits";
import { fmt } from "~/lib/i18n";
import type { DashboardMessages } from "~/locales/dashboard";
import { LangPair } from "~/components/dashboard/lang-pair";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";

type MusicError = keyof DashboardMessages["music"]["errors"];

/** What the page's action answers when it does not save (music-page.server.ts). */
export interface MusicAnswer {
  error: MusicError | null;
  /** The recording the page's limits refused, named, in the page's language. */
  fileErrors?: string[];
  values: { title: string; titleEn: string; useOwn: boolean } | null;
}

/** The formats the server takes (by content, services/audio.server.ts), for the file chooser only. */
const ACCEPT = "audio/mpeg,audio/ogg,audio/mp4,audio/x-m4a,audio/aac,audio/wav,.mp3,.ogg,.m4a,.wav";

/**
 * The music page's one form (issue [12]): what plays now, the titles in Turkish and English side
 * by side, a new recording and 'use the shop's own music'. The browser posts it itself, the file
 * included (reloadDocument), with or without JavaScript.
 */
export function MusicForm({
  music,
  answer,
  limits,
}: {
  limits: UploadLimits;
  music: {
    title: string;
    titleEn: string;
    src: string;
    uploaded: boolean;
    /** The page's fixed titles, shown when the admin's is empty. */
    fallbacks: { tr: string; en: string };
  };
  answer: MusicAnswer | null;
}) {
  const t = useDashboardT().music;
  const busy = useNavigation().state === "submitting";
  const values = answer?.values ?? { title: music.title, titleEn: music.titleEn, useOwn: false };
  const titleField = (name: "title" | "titleEn", label: string, lang: "tr" | "en") => (
    <div className="field">
      <label htmlFor={`music-${name}`}>{label}</label>
      <input
        id={`music-${name}`}
        name={name}
        type="text"
        lang={lang}
        maxLength={120}
        defaultValue={values[name]}
        aria-describedby={`music-${name}-hint`}
      />
      <p className="hint" id={`music-${name}-hint`}>
        {fmt(t.titleHint, { fallback: music.fallbacks[lang] })}
      </p>
    </div>
  );
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className="stack-form dashboard-form music-form"
    >
      {answer?.error || answer?.fileErrors?.length ? (
        <p className="form-errors" role="alert">
          {answer.error ? t.errors[answer.error] : answer.fileErrors!.join(" ")}
        </p>
      ) : null}
      <figure className="music-current">
        <figcaption>
          {t.current}: {music.uploaded ? t.uploaded : t.own}
        </figcaption>
        <audio src={music.src} controls preload="metadata" />
      </figure>
      <LangPair
        tr={titleField("title", t.titleTr, "tr")}
        en={titleField("titleEn", t.titleEn, "en")}
      />
      <div className={`field${answer?.fileErrors?.length ? " has-error" : ""}`}>
        <label htmlFor="music-file">{t.file}</label>
        <FileInput
          id="music-file"
          name="music"
          limits={limits}
          accept={ACCEPT}
          hintId="music-file-hint"
          errors={answer?.fileErrors}
        >
          <p className="hint" id="music-file-hint">
            {t.fileHint}
          </p>
        </FileInput>
      </div>
      {music.uploaded || values.useOwn ? (
        // Only when an uploaded recording plays: otherwise the shop's own already does.
        <div className="field checkbox">
          <input
            id="music-own"
            type="checkbox"
            name="useOwn"
            defaultChecked={values.useOwn}
            aria-describedby="music-own-hint"
          />
          <label htmlFor="music-own">{t.useOwn}</label>
          <p className="hint" id="music-own-hint">
            {t.useOwnHint}
          </p>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t.save}
        </button>
        <LocalLink to="/takilarintinisi">{t.view}</LocalLink>
      </div>
    </Form>
  );
}
