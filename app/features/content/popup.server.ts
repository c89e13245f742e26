import type { Db } from "../../../db/client.server";
import { savePopup, readPopupRow, type Popup } from "~/models/popup.server";
import type { PublicUser } from "~/models/user.server";
import type { PopupInput } from "~/schemas/settings";
import { ImageRejected, storeImage } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";

/**
 * The promotional pop-up as business actions (spec 001 §2 Pop-up, §7 PUT /api/popUp/update and
 * /changeImage), each taking the acting user: admins only. The page's one form makes both calls
 * (picture first); /api makes them one at a time.
 */
export type PopupRefusal = {
  /** `stale`: saved over a version the pop-up is no longer at (decision 067). */
  refused: "forbidden" | "activeWithoutPicture" | "stale" | ImageRejected["reason"];
};

/** What a save of the pop-up came to as the actions answer it. */
function outcome(row: Popup | "stale" | "noPicture"): PopupRefusal | { popup: Popup } {
  if (row === "stale") return { refused: "stale" };
  if (row === "noPicture") return { refused: "activeWithoutPicture" };
  return { popup: row };
}

export function isPopupRefusal(value: unknown): value is PopupRefusal {
  return typeof value === "object" && value !== null && "refused" in value;
}

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

export async function readPopupFor(
  db: Db,
  user: PublicUser,
): Promise<PopupRefusal | { popup: Popup }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  return { popup: await readPopupRow(db) };
}

/**
 * The link and the switch, or (`sent`, an /api write) only those named. A pop-up without a
 * picture cannot be turned on: it would show nothing. With `expected`, only while the pop-up is
 * still at that version (decision 067).
 */
export async function changePopup(
  db: Db,
  user: PublicUser,
  input: PopupInput,
  options: { expected?: number; sent?: ReadonlySet<string> } = {},
): Promise<PopupRefusal | { popup: Popup }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  const { expected, sent } = options;
  const change: { url?: string | null; status?: boolean } = {};
  if (!sent || sent.has("url")) change.url = input.url || null;
  if (!sent || sent.has("status")) change.status = input.status;
  return outcome(await savePopup(db, change, expected));
}

/** A new picture, stored as product pictures are (WebP in several widths, metadata stripped). */
export async function changePopupImage(
  db: Db,
  user: PublicUser,
  file: Uint8Array,
  expected?: number,
): Promise<PopupRefusal | { popup: Popup }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  let url: string;
  try {
    url = (await storeImage(file, pictureStorage())).url;
  } catch (error) {
    if (error instanceof ImageRejected) return { refused: error.reason };
    throw error;
  }
  return outcome(await savePopup(db, { src: url }, expected));
}
