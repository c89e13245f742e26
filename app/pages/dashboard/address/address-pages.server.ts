import { localePath, type Lang } from "~/lib/i18n";
import { redirectWithToast, type ToastKey } from "~/http/toast.server";

/** Back to the address list with a one-time message. */
export function toAddressList(lang: Lang, toastKey: ToastKey) {
  return redirectWithToast(localePath(lang, "/dashboard/address"), toastKey);
}
