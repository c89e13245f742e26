import { readCookie } from "~/lib/cookies";

/**
 * A message that survives a redirect ('Başarıyla çıkış yapıldı!'), in a short cookie the next page
 * reads and clears. It carries a message key, never user text.
 */
const COOKIE = "toast";

export interface Toast {
  type: "success" | "error";
  /** A key of messages.toast. */
  key: string;
}

const secure = () => (process.env.NODE_ENV === "production" ? "; Secure" : "");

export function toastCookie(toast: Toast): string {
  return `${COOKIE}=${encodeURIComponent(`${toast.type}:${toast.key}`)}; Path=/; Max-Age=60; SameSite=Lax; HttpOnly${secure()}`;
}

export function readToast(request: Request): { toast: Toast | null; clear: string | null } {
  const raw = readCookie(request.headers.get("cookie"), COOKIE);
  if (!raw) return { toast: null, clear: null };
  const [type, key] = raw.split(":");
  const clear = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly${secure()}`;
  if ((type !== "success" && type !== "error") || !key || !/^\w+$/.test(key))
    return { toast: null, clear };
  return { toast: { type, key }, clear };
}
