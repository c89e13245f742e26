import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
import { formVersion, rebased, staleNotice } from "~/features/history/stale-notice.server";
import { postedAt, seenIn, versionIn } from "~/lib/record-version";
import { forbidden } from "~/http/page-responses.server";
import { readMultipartForm, UNREAD_BODY_HEADERS } from "~/http/picture-upload.server";
import { uploadErrors } from "~/http/upload-refusals.server";
import { redirectWithDashboardToast } from "~/http/toast.server";
import { localePath } from "~/lib/i18n";
import { requestLang } from "~/lib/request";
import { dashboardMessages, type DashboardMessages } from "~/locales/dashboard";
import { PopupSchema } from "~/schemas/settings";
import {
  changePopup,
  changePopupImage,
  isPopupRefusal,
  readPopupFor,
  type PopupRefusal,
} from "~/features/content/popup.server";
import { zodMessages } from "~/schemas/zod-messages";

/**
 * /dashboard/popUp (admins): one multipart form with the picture, the link and 'Aktif?', posted
 * at once (the picture first, so that a new picture may be turned on in the same save). Mistakes
 * answer 400 with what was typed; a save goes back to the page with its toast.
 */
type PopupError = keyof DashboardMessages["popup"]["errors"];

export async function popupPageLoader({ context }: LoaderFunctionArgs) {
  const user = await requireUser(context);
  const found = await readPopupFor(context.db, user);
  if (isPopupRefusal(found)) throw forbidden();
  const { src, url, status, version } = found.popup;
  return {
    popup: { src, url: url ?? "", status },
    at: await formVersion(context.db, "popup", "1", version),
  };
}

/** The pop-up's one row is named "1" in the history (its id). */
const SUBJECT_ID = "1";

async function refusal(
  args: ActionFunctionArgs,
  outcome: PopupRefusal,
  form: FormData,
  typed: { url: string; status: boolean },
) {
  if (outcome.refused === "forbidden") throw forbidden();
  if (outcome.refused === "stale") {
    // Saved over a newer version (decision 067): who changed what since, what was typed kept
    // (rebased on the pop-up as it is now), and the new version to save over.
    const { db } = args.context;
    const user = await requireUser(args.context);
    const found = await readPopupFor(db, user);
    if (isPopupRefusal(found)) throw forbidden();
    const now = found.popup;
    const seen = seenIn(form);
    const [stale, merged] = await Promise.all([
      staleNotice(
        db,
        user,
        "popup",
        SUBJECT_ID,
        { version: now.version, seen },
        requestLang(args.request),
      ),
      rebased(db, user, "popup", SUBJECT_ID, "popups", seen, typed, {
        url: now.url ?? "",
        status: now.status,
      }),
    ]);
    return data({ error: null, values: merged, stale }, { status: 409 });
  }
  return data(
    { error: outcome.refused as PopupError, values: typed, at: postedAt(form) },
    { status: 400 },
  );
}

export async function popupPageAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const user = await requireUser(context);
  if (user.role !== "ROLE_ADMIN") throw forbidden();
  const lang = requestLang(request);
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  // The page's form is multipart; a plain form (no picture) is read as well.
  const read = multipart
    ? await readMultipartForm(request)
    : { form: await request.formData(), files: { image: [] as Uint8Array[] }, refused: [] };
  if (typeof read === "string")
    return data(
      { error: read as PopupError, values: null },
      {
        status: read === "tooLarge" ? 413 : 400,
        headers: read === "unreadable" ? UNREAD_BODY_HEADERS : {},
      },
    );
  const { form, files } = read;
  const typed = { url: String(form.get("url") ?? ""), status: form.get("status") === "on" };
  const at = postedAt(form);
  if (read.refused.length)
    return data(
      {
        error: null,
        values: typed,
        lastResult: { error: uploadErrors(request, read.refused) },
        at,
      },
      { status: 413, headers: "unread" in read && read.unread ? UNREAD_BODY_HEADERS : {} },
    );
  if (files.image!.length > 1)
    return data({ error: "tooManyFiles" as PopupError, values: typed, at }, { status: 400 });
  const submission = parseWithZod(form, {
    schema: PopupSchema(dashboardMessages[lang].popup.errors),
    errorMap: zodMessages(lang),
  });
  if (submission.status !== "success")
    return data(
      { error: null, values: typed, lastResult: submission.reply(), at },
      { status: 400 },
    );

  const file = files.image![0];
  let expected = versionIn(form);
  if (file) {
    const stored = await changePopupImage(context.db, user, file, expected);
    if (isPopupRefusal(stored)) return refusal(args, stored, form, typed);
    // The picture is this save's own change: the link and switch follow it.
    if (expected !== undefined) expected = stored.popup.version;
  }
  const changed = await changePopup(context.db, user, submission.value, { expected });
  if (isPopupRefusal(changed)) return refusal(args, changed, form, typed);
  const back = localePath(lang, "/dashboard/popUp");
  // Only a new picture: its own toast (spec 001 §7's two messages).
  return redirectWithDashboardToast(back, file ? "popupImageSaved" : "popupSaved");
}
