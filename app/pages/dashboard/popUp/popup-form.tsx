import { Form, useNavigation } from "@remix-run/react";
import { FieldErrors } from "~/components/forms/field";
import { FileInput } from "~/components/forms/file-input";
import type { UploadLimits } from "~/lib/upload-limits";
import { Img } from "~/components/ui/img";
import type { DashboardMessages } from "~/locales/dashboard";
import { useDashboardT } from "~/components/dashboard/use-dashboard-t";
import { StaleNoticeBox, VersionFields } from "~/components/dashboard/stale-notice";
import type { FormVersion, StaleNotice } from "~/lib/record-version";

type PopupError = keyof DashboardMessages["popup"]["errors"];

/** What the page's action answers when it does not save (popup-page.server.ts). */
export interface PopupAnswer {
  error: PopupError | null;
  values: { url: string; status: boolean } | null;
  lastResult?: { error?: Record<string, string[] | null> | null };
  /** The version the form was drawn from (decision 067), and a stale save's notice. */
  at?: FormVersion;
  stale?: StaleNotice;
}

/**
 * The pop-up's one form (spec 001 §2 Pop-up): the current picture and a new one, the link
 * (placeholder /shop) and 'Aktif?'. The browser posts it itself, files included (reloadDocument),
 * with or without JavaScript.
 */
export function PopupForm({
  popup,
  answer,
  limits,
  at,
}: {
  popup: { src: string | null; url: string; status: boolean };
  answer: PopupAnswer | null;
  limits: UploadLimits;
  /** The pop-up's version the form saves over. */
  at: FormVersion;
}) {
  const t = useDashboardT().popup;
  const busy = useNavigation().state === "submitting";
  const values = answer?.values ?? { url: popup.url, status: popup.status };
  const urlErrors = answer?.lastResult?.error?.url ?? undefined;
  const imageErrors = answer?.lastResult?.error?.image ?? undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      reloadDocument
      className="stack-form dashboard-form popup-form"
    >
      <VersionFields at={at} />
      <StaleNoticeBox notice={answer?.stale} />
      {/* Above the picture: on a phone the field's own message is out of sight. */}
      {answer?.error || urlErrors?.length || imageErrors?.length ? (
        <p className="form-errors" role="alert">
          {answer?.error ? t.errors[answer.error] : (imageErrors ?? urlErrors)![0]}
        </p>
      ) : null}
      <figure className="popup-preview">
        {popup.src ? (
          <Img
            src={popup.src}
            alt={t.previewAlt}
            width={600}
            height={800}
            sizes="(min-width: 640px) 320px, 80vw"
          />
        ) : (
          <p className="empty">{t.noPicture}</p>
        )}
        <figcaption>{t.current}</figcaption>
      </figure>
      <div className={`field${imageErrors?.length ? " has-error" : ""}`}>
        <label htmlFor="popup-image">{t.image}</label>
        <FileInput
          id="popup-image"
          name="image"
          limits={limits}
          accept="image/jpeg,image/png,image/webp"
          hintId="popup-image-hint"
          errors={imageErrors}
        >
          <p className="hint" id="popup-image-hint">
            {t.imageHint}
          </p>
        </FileInput>
      </div>
      <div className={`field${urlErrors?.length ? " has-error" : ""}`}>
        <label htmlFor="popup-url">{t.url}</label>
        <input
          id="popup-url"
          name="url"
          type="text"
          inputMode="url"
          placeholder="/shop"
          defaultValue={values.url}
          maxLength={500}
          aria-invalid={urlErrors?.length ? true : undefined}
          aria-describedby={`popup-url-hint${urlErrors?.length ? " popup-url-error" : ""}`}
        />
        <p className="hint" id="popup-url-hint">
          {t.urlHint}
        </p>
        <FieldErrors id="popup-url-error" errors={urlErrors} />
      </div>
      <div className="field checkbox">
        <input
          id="popup-status"
          type="checkbox"
          name="status"
          defaultChecked={values.status}
          aria-describedby="popup-status-hint"
        />
        <label htmlFor="popup-status">{t.status}</label>
      </div>
      <p className="hint" id="popup-status-hint">
        {t.visitorsNote}
      </p>
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t.save}
        </button>
      </div>
    </Form>
  );
}
