/** One cookie's raw value from a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The value of an unsigned cookie that Remix's createCookie wrote (the UTF-8 of its JSON in
 * base64), or null when it is missing or not one. The shop's cookies are declared and written by
 * app/http/cookies.server.ts; this reads one at once, where `cookie.parse` would answer a
 * promise: the shown currency and the session id are asked for synchronously all over.
 */
export function cookieValue(header: string | null, name: string): unknown {
  const raw = readCookie(header, name);
  if (!raw) return null;
  try {
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}
