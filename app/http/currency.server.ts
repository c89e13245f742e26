import { cookieValue } from "~/lib/cookies";
import { parseCurrency, type Currency } from "~/lib/money";

/** The cookie that remembers the shown currency (app/http/cookies.server.ts sets it). */
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
