import { redirect } from "@remix-run/node";
import { localePath, type Lang } from "~/lib/i18n";
import { toastCookie } from "./toast.server";

/** Back to the address list with a one-time message. */
export function toAddressList(lang: Lang, toastKey: string) {
  return redirect(localePath(lang, "/dashboard/address"), {
    headers: { "Set-Cookie": toastCookie({ type: "success", key: toastKey }) },
  });
}
