import { readCookie } from "./cookies";
import { parseCurrency, type Currency } from "./money";

const COOKIE = "currency";
const YEAR = 60 * 60 * 24 * 365;

/** The shown currency: '?currency=' wins, then the cookie, then TL. Unknown values are ignored. */
export function readCurrency(request: Request): Currency {
  const url = new URL(request.url);
  return (
    parseCurrency(url.searchParams.get("currency")) ??
    parseCurrency(readCookie(request.headers.get("cookie"), COOKIE)) ??
    "try"
  );
}

/**
 * A Set-Cookie that remembers '?currency=usd|try', so the choice works without JavaScript. Not
 * HttpOnly: the '#usd' switch sets the same cookie from the page (currency-hash.tsx), and it holds
 * nothing secret.
 */
export function currencySetCookie(request: Request): string | null {
  const chosen = parseCurrency(new URL(request.url).searchParams.get("currency"));
  const secure = process.env.NODE_ENV === "production" ? "; Secure" : "";
  return chosen ? `${COOKIE}=${chosen}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}` : null;
}
