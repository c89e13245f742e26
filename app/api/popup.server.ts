import type { Db } from "../../db/client.server";
import { z } from "zod";
import {
  changePopup,
  changePopupImage,
  isPopupRefusal,
  readPopupFor,
  type PopupRefusal,
} from "~/features/content/popup.server";
import { readPictureUpload } from "~/http/picture-upload.server";
import { refuseUploadedFiles } from "~/http/upload-refusals.server";
import { dashboardMessages } from "~/locales/dashboard";
import type { Popup } from "~/models/popup.server";
import type { PublicUser } from "~/models/user.server";
import { PopupSchema } from "~/schemas/settings";
import { apiError, ok } from "./answers.server";
import { firstIssue } from "./body.server";
import { refusePicture } from "./pictures.server";
import { popupShape } from "./shapes/content.server";
import { sentVersion, staleAnswer, withEtag } from "./versions.server";

const messages = dashboardMessages.en.popup;

/** `{ popUp: { url, status } }`, or the pop-up object itself (what GET /api/popUp answers). */
export const PopupBody = z.record(z.unknown());

async function answer(
  db: Db,
  user: PublicUser,
  outcome: PopupRefusal | { popup: Popup },
  message: string,
) {
  if (isPopupRefusal(outcome)) {
    if (outcome.refused === "forbidden") apiError(403, "Forbidden");
    if (outcome.refused === "stale") {
      const now = await readPopupFor(db, user);
      if (isPopupRefusal(now)) apiError(403, "Forbidden");
      staleAnswer("popUp", popupShape(now.popup), now.popup.version);
    }
    if (outcome.refused === "activeWithoutPicture")
      apiError(400, `status: ${messages.errors.activeWithoutPicture}`);
    refusePicture(outcome.refused);
  }
  return withEtag(
    ok({ success: true, message, popUp: popupShape(outcome.popup) }),
    outcome.popup.version,
  );
}

/**
 * PUT /api/popUp/update: the link and the switch; 400 `field: message` in English. If-Match or
 * `version` naming an older version → 409 with the pop-up as it is (decision 067); without
 * either, only the fields sent are written.
 */
export async function updatePopup(
  db: Db,
  request: Request,
  user: PublicUser,
  body: z.output<typeof PopupBody>,
) {
  const key = body.popUp ? "popUp" : body.popup ? "popup" : undefined;
  const wrapped = key ? body[key] : undefined;
  const expected = sentVersion(request, body, key);
  const { version: _version, ...fields } = (
    wrapped && typeof wrapped === "object" ? wrapped : body
  ) as Record<string, unknown>;
  // What is not given stays as it is: `{ popUp: { status: false } }` keeps the link.
  const current = await readPopupFor(db, user);
  if (isPopupRefusal(current)) apiError(403, "Forbidden");
  const { url, status } = current.popup;
  const parsed = PopupSchema(messages.errors).safeParse({ url, status, ...fields });
  if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
  const sent = new Set(Object.keys(fields));
  const changed = await changePopup(db, user, parsed.data, { expected, sent });
  return answer(db, user, changed, messages.toast.popupSaved);
}

/** PUT /api/popUp/changeImage: multipart `image`, stored as product pictures are. */
export async function changePopupImageCall(db: Db, request: Request, user: PublicUser) {
  const upload = await readPictureUpload(request, "image");
  if (typeof upload === "string") refusePicture(upload);
  if (upload.refused.length) refuseUploadedFiles(request, upload);
  if (upload.files.length > 1) refusePicture("tooManyFiles");
  const expected = sentVersion(request);
  const changed = await changePopupImage(db, user, upload.files[0]!, expected);
  return answer(db, user, changed, messages.toast.popupImageSaved);
}
