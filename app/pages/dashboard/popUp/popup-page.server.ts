import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/http/auth.server";
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
  const { src, url, status } = found.popup;
  return { popup: { src, url: url ?? "", status } };
}

function refusal(outcome: PopupRefusal, url: string, status: boolean) {
  if (outcome.refused === "forbidden") throw forbidden();
  return data({ error: outcome.refused as PopupError, values: { url, status } }, { status: 400 });
}

export async function popupPageAction({ request, context }: ActionFunctionArgs) {
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
  if (read.refused.length)
    return data(
      { error: null, values: typed, lastResult: { error: uploadErrors(request, read.refused) } },
      { status: 413, headers: "unread" in read && read.unread ? UNREAD_BODY_HEADERS : {} },
    );
  if (files.image!.length > 1)
    return data({ error: "tooManyFiles" as PopupError, values: typed }, { status: 400 });
  const submission = parseWithZod(form, {
    schema: PopupSchema(dashboardMessages[lang].popup.errors),
  });
  if (submission.status !== "success")
    return data({ error: null, values: typed, lastResult: submission.reply() }, { status: 400 });

  const file = files.image![0];
  if (file) {
    const stored = await changePopupImage(context.db, user, file);
    if (isPopupRefusal(stored)) return refusal(stored, typed.url, typed.status);
  }
  const changed = await changePopup(context.db, user, submission.value);
  if (isPopupRefusal(changed)) return refusal(changed, typed.url, typed.status);
  const back = localePath(lang, "/dashboard/popUp");
  // Only a new picture: its own toast (spec 001 §7's two messages).
  return redirectWithDashboardToast(back, file ? "popupImageSaved" : "popupSaved");
}
