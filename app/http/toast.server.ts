import { redirect } from "@remix-run/node";
import { messages, type Messages } from "~/locales";
import { toastCookie } from "./cookies.server";

/**
 * A message that survives a redirect ('Başarıyla çıkış yapıldı!'), in a short cookie the next page
 * reads and clears (cookies.server.ts). It carries a key of messages.toast, never user text: a
 * key that is not one does not compile, and one that arrives forged is dropped.
 */
export type ToastKey = keyof Messages["toast"];
export type ToastType = "success" | "error";

export interface Toast {
  type: ToastType;
  key: ToastKey;
}

/** The Set-Cookie that leaves the message, for an answer that sets other cookies too. */
export function setToast(key: ToastKey, type: ToastType = "success"): Promise<string> {
  return toastCookie.serialize({ type, key } satisfies Toast);
}

/**
 * A redirect that shows a one-time message on the page it leads to. `headers` adds to it (another
 * Set-Cookie: a new session, a guest cart); `status` 303 for a post answered with its own page.
 */
export async function redirectWithToast(
  url: string,
  key: ToastKey,
  init: { type?: ToastType; status?: 302 | 303; headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await setToast(key, init.type));
  return redirect(url, { status: init.status ?? 302, headers });
}

/** The request's message, and the Set-Cookie that clears it (null when it carried none). */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; clear: string | null }> {
  const value: unknown = await toastCookie.parse(request.headers.get("cookie"));
  if (value === null || value === "") return { toast: null, clear: null };
  const clear = await toastCookie.serialize("", { maxAge: 0 });
  return { toast: isToast(value) ? { type: value.type, key: value.key } : null, clear };
}

function isToast(value: unknown): value is Toast {
  if (typeof value !== "object" || value === null) return false;
  const { type, key } = value as Record<string, unknown>;
  return (
    (type === "success" || type === "error") &&
    typeof key === "string" &&
    Object.hasOwn(messages.tr.toast, key)
  );
}
