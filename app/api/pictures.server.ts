import type { Db } from "../../db/client.server";
import { addPictures, picturesOf, type PictureOutcome } from "~/features/catalogue/pictures.server";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import {
  readPictureUpload,
  UNREAD_BODY_HEADERS,
  type UploadRefusal,
} from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import type { PublicUser } from "~/models/user.server";
import { apiError } from "./answers.server";
import { staleAnswer } from "./versions.server";
import { picturesShape } from "./shapes/pictures.server";

/** The catalogue actor of a staff call; a merchant account without a merchant manages nothing. */
export function apiActor(user: PublicUser): CatalogueActor {
  return catalogueActor(user) ?? apiError(403, "Forbidden");
}

type Refusal = Extract<PictureOutcome, { ok: false }>["reason"] | UploadRefusal | "tooManyFiles";

const REFUSALS: Record<Refusal, [number, string]> = {
  notFound: [404, "Product not found."],
  forbidden: [403, "Forbidden"],
  stale: [409, "The pictures changed since the version you sent; nothing was changed."],
  invalid: [400, "img: No such picture on this product."],
  tooLarge: [413, "A picture may be at most 10 MB."],
  tooManyPixels: [400, "A picture may have at most 40 million pixels."],
  notAnImage: [400, "Only JPEG, PNG or WebP pictures are accepted."],
  tooManyFiles: [400, "At most 10 pictures at a time."],
  noFile: [400, "No picture was sent."],
  unreadable: [400, "Send the pictures as multipart/form-data."],
};

/** Throws the JSON refusal of a picture operation or upload that did not happen. */
export function refusePicture(reason: Refusal): never {
  const [status, error] = REFUSALS[reason];
  // The body may not have been read to its end.
  const headers = reason === "unreadable" ? UNREAD_BODY_HEADERS : {};
  throw Response.json({ error }, { status, headers });
}

/**
 * A picture call refused: 409 for a stale one, with the pictures as they are now and their
 * version as the ETag (decision 067); else refusePicture's answer.
 */
export async function refusePictureCall(
  db: Db,
  user: PublicUser,
  id: string,
  reason: Refusal,
): Promise<never> {
  if (reason !== "stale") refusePicture(reason);
  const now = await picturesOf(db, apiActor(user), id);
  if (typeof now === "string") refusePicture(now);
  staleAnswer("images", picturesShape(now).images, now.picturesVersion);
}

/**
 * The `scope` of a picture call (app/api/route.server.ts): another shop's product is 403, a
 * missing one 404, before the body is read.
 */
export async function requirePicturesInReach(db: Db, user: PublicUser, id: string): Promise<void> {
  const scope = await picturesOf(db, apiActor(user), id);
  if (typeof scope === "string") refusePicture(scope);
}

/**
 * PUT /api/product/imageUpload/{id} (`image`, the cover) and /imagesUpload/{id} (`images`, added
 * to the gallery): another shop's product is refused before its body is read.
 */
export async function uploadPictures(
  db: Db,
  request: Request,
  user: PublicUser,
  id: string,
  place: "cover" | "gallery",
) {
  await requirePicturesInReach(db, user, id);
  const upload = await readPictureUpload(request, place === "cover" ? "image" : "images");
  if (typeof upload === "string") refusePicture(upload);
  if (upload.refused.length) refuseUploadedFiles(request, upload);
  if (place === "cover" && upload.files.length > 1) refusePicture("tooManyFiles");
  const done = await addPictures(db, apiActor(user), id, upload.files, place);
  if (!done.ok) refusePicture(done.reason);
  return picturesShape(done.product);
}
