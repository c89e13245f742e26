import { cookieValue } from "./cookies";
import { parseCurrency, type Currency } from "./money";

/** The cookie that remembers the shown currency (app/server/cookies.server.ts sets it). */
export const CURRENCY_COOKIE = "currency";

/** The shown currency: '?currency=' wins, then the cookie, then TL. Unknown values are ignored. */
export function readCurrency(request: Request): Currency {
  const url = new URL(request.url);
  const remembered = cookieValue(request.headers.get("cookie"), CURRENCY_COOKIE);
  return (
    parseCurrency(url.searchParams.get("currency")) ??
    parseCurrency(typeof remembered === "string" ? remembered : null) ??
    "try"
  );
}
