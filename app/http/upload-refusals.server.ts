import { refusalText, type FileRefusal } from "~/lib/upload-limits";
import { requestLang } from "~/lib/request";
import { dashboardMessages } from "~/locales/dashboard";
import { streamedLimits, UNREAD_BODY_HEADERS } from "./picture-upload.server";

/**
 * The files a form's limits refused, as errors on their fields in the page's language: which
 * file, its size and which limit ("«IMG_2041.jpg» 14,2 MB: bir resim en fazla 10 MB olabilir.").
 */
export function uploadErrors(request: Request, refused: FileRefusal[]): Record<string, string[]> {
  const lang = requestLang(request);
  const { kind } = streamedLimits(request);
  const errors: Record<string, string[]> = {};
  for (const r of refused)
    (errors[r.field] ??= []).push(refusalText(dashboardMessages[lang].uploads, lang, kind, r));
  return errors;
}

/** The same errors as one text (a form that shows one message for the whole upload). */
export const uploadError = (request: Request, refused: FileRefusal[]) =>
  Object.values(uploadErrors(request, refused)).flat().join(" ");

/** An /api upload some file of which the route's limits refused: 413 `{ error }`, in English. */
export function refuseUploadedFiles(
  request: Request,
  read: { refused: FileRefusal[]; unread: boolean },
): never {
  const { kind } = streamedLimits(request);
  const texts = dashboardMessages.en.uploads;
  const error = read.refused.map((r) => refusalText(texts, "en", kind, r)).join(" ");
  throw Response.json({ error }, { status: 413, headers: read.unread ? UNREAD_BODY_HEADERS : {} });
}
