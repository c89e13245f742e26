import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { forbidden } from "~/http/page-responses.server";
import { readMultipartForm, UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { messages } from "~/locales/index";
import type { DashboardMessages } from "~/locales/dashboard";
import {
  changeMusic,
  isMusicRefusal,
  MAX_MUSIC_TITLE,
  OWN_MUSIC_URL,
  readMusicFor,
} from "~/features/content/music.server";

/**
 * /dashboard/settings/music (admins): the music page's titles side by side, a new recording, and
 * 'use the shop's own music', in one multipart form that a browser posts without JavaScript.
 * Mistakes answer 400 (413 for a file too large) with what was typed; a save goes back with a toast.
 */
export type MusicError = keyof DashboardMessages["music"]["errors"];

export interface MusicTyped {
  title: string;
  titleEn: string;
  useOwn: boolean;
}

export async function musicPageLoader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const found = await readMusicFor(context.db, user);
  if (isMusicRefusal(found)) throw forbidden();
  const music = found.music;
  return {
    missing: music === null,
    title: music?.musicTitle ?? "",
    titleEn: music?.musicTitleEn ?? "",
    src: music?.musicUrl || OWN_MUSIC_URL,
    uploaded: Boolean(music?.musicUrl),
    fallbacks: { tr: messages.tr.content.music.title, en: messages.en.content.music.title },
  };
}

const answer = (error: MusicError, values: MusicTyped | null, status = 400, headers = {}) =>
  data({ error, values }, { status, headers });

export async function musicPageAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const lang = requestLang(request);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  // The page's form is multipart; a plain form (titles only) is read as well. A recording over
  // the route's limits is refused on its own, the titles typed kept.
  const read = multipart
    ? await readMultipartForm(request)
    : { form: await request.formData(), files: { music: [] as Uint8Array[] }, refused: [] };
  if (typeof read === "string")
    return answer(
      read as MusicError,
      null,
      read === "tooLarge" ? 413 : 400,
      read === "unreadable" ? UNREAD_BODY_HEADERS : {},
    );
  const { form, files } = read;
  const typed: MusicTyped = {
    title: String(form.get("title") ?? ""),
    titleEn: String(form.get("titleEn") ?? ""),
    useOwn: form.get("useOwn") === "on",
  };
  if (read.refused.length)
    return data(
      { error: null, values: typed, fileErrors: uploadErrors(request, read.refused).music ?? [] },
      { status: 413, headers: "unread" in read && read.unread ? UNREAD_BODY_HEADERS : {} },
    );
  const music = files.music!;
  if (music.length > 1) return answer("tooManyFiles", typed);
  if (typed.title.trim().length > MAX_MUSIC_TITLE || typed.titleEn.trim().length > MAX_MUSIC_TITLE)
    return answer("titleTooLong", typed);
  const saved = await changeMusic(context.db, user, { ...typed, file: music[0] });
  if (isMusicRefusal(saved)) {
    if (saved.refused === "forbidden") throw forbidden();
    return answer(saved.refused, typed, saved.refused === "tooLarge" ? 413 : 400);
  }
  return redirectWithDashboardToast(localePath(lang, "/dashboard/settings/music"), "musicSaved");
}
