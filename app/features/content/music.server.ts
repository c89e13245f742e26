import type { Db } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { findSettingsRow, getSettings, saveMusic } from "~/models/settings.server";
import type { PublicUser } from "~/models/user.server";
import { AudioRejected, storeAudio } from "~/services/audio.server";
import { pictureStorage } from "~/services/picture-storage.server";

/**
 * The music page (issue [12], /takilarintinisi; docs/decisions/045-music-page.md) as business
 * actions: what the page plays and its title for a visitor, and the admin's change of both.
 */

/** The shop's own recording (scripts/make-music.ts), played when the admin has set none. */
export const OWN_MUSIC_URL = "/music/takilarin-tinisi.mp3";
export const MAX_MUSIC_TITLE = 120;

export type MusicRefusal = { refused: "forbidden" | "missing" | AudioRejected["reason"] };

export function isMusicRefusal(value: unknown): value is MusicRefusal {
  return typeof value === "object" && value !== null && "refused" in value;
}

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

/** What the page shows in `lang`: the admin's title or the fixed one, and the recording's address. */
export async function musicPage(db: Db, lang: Lang) {
  const s = await getSettings(db);
  const own = lang === "en" ? s.musicTitleEn : s.musicTitle;
  return {
    title: own.trim() || messages[lang].content.music.title,
    src: s.musicUrl || OWN_MUSIC_URL,
  };
}

export interface MusicSettings {
  musicUrl: string | null;
  musicTitle: string;
  musicTitleEn: string;
}

/** The admin's form: the titles as stored, and the uploaded recording if any. */
export async function readMusicFor(
  db: Db,
  user: PublicUser,
): Promise<MusicRefusal | { music: MusicSettings | null }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  const row = await findSettingsRow(db);
  if (!row) return { music: null };
  return {
    music: { musicUrl: row.musicUrl, musicTitle: row.musicTitle, musicTitleEn: row.musicTitleEn },
  };
}

export interface MusicChange {
  title: string;
  titleEn: string;
  /** A new recording's bytes, checked here by content. */
  file?: Uint8Array;
  /** Back to the shop's own recording (a file sent with it is not stored). */
  useOwn: boolean;
}

/**
 * Saves the titles and, when given, a new recording (stored through the pictures' storage under
 * audio/, named by its content), or goes back to the shop's own. A recording no longer played
 * stays stored, as a replaced pop-up picture does: the settings' history may bring it back.
 */
export async function changeMusic(
  db: Db,
  user: PublicUser,
  change: MusicChange,
): Promise<MusicRefusal | { music: MusicSettings }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  const current = await findSettingsRow(db);
  if (!current) return { refused: "missing" };
  const storage = pictureStorage();
  let musicUrl = current.musicUrl;
  if (change.useOwn) musicUrl = null;
  else if (change.file) {
    try {
      musicUrl = (await storeAudio(change.file, storage)).url;
    } catch (error) {
      if (error instanceof AudioRejected) return { refused: error.reason };
      throw error;
    }
  }
  const saved = await saveMusic(db, {
    musicUrl,
    musicTitle: change.title.trim(),
    musicTitleEn: change.titleEn.trim(),
  });
  if (!saved) return { refused: "missing" };
  return {
    music: {
      musicUrl: saved.musicUrl,
      musicTitle: saved.musicTitle,
      musicTitleEn: saved.musicTitleEn,
    },
  };
}
