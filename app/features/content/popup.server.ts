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
  refused: "forbidden" | "activeWithoutPicture" | ImageRejected["reason"];
};

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

/** The link and the switch. A pop-up without a picture cannot be turned on: it would show nothing. */
export async function changePopup(
  db: Db,
  user: PublicUser,
  input: PopupInput,
): Promise<PopupRefusal | { popup: Popup }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  const current = await readPopupRow(db);
  if (input.status && !current.src) return { refused: "activeWithoutPicture" };
  return { popup: await savePopup(db, { url: input.url || null, status: input.status }) };
}

/** A new picture, stored as product pictures are (WebP in several widths, metadata stripped). */
export async function changePopupImage(
  db: Db,
  user: PublicUser,
  file: Uint8Array,
): Promise<PopupRefusal | { popup: Popup }> {
  if (!isAdmin(user)) return { refused: "forbidden" };
  let url: string;
  try {
    url = (await storeImage(file, pictureStorage())).url;
  } catch (error) {
    if (error instanceof ImageRejected) return { refused: error.reason };
    throw error;
  }
  return { popup: await savePopup(db, { src: url }) };
}
