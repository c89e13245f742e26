import { redirect } from "@remix-run/node";
import { localePath, type Lang } from "~/lib/i18n";
import { toastCookie } from "./toast.server";

/** What a member gets for an address that is missing or someone else's: the same 404. */
export function addressNotFound(): Response {
  return new Response("no Address found.", { status: 404 });
}

/** Back to the address list with a one-time message. */
export function toAddressList(lang: Lang, toastKey: string) {
  return redirect(localePath(lang, "/dashboard/address"), {
    headers: { "Set-Cookie": toastCookie({ type: "success", key: toastKey }) },
  });
}
