import { parseCurrency, type Currency } from "./money";

const COOKIE = "currency";
const YEAR = 60 * 60 * 24 * 365;

function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return decodeURIComponent(v.join("="));
  }
  return null;
}

/** The shown currency: '?currency=' wins, then the cookie, then TL. Unknown values are ignored. */
export function readCurrency(request: Request): Currency {
  const url = new URL(request.url);
  return (
    parseCurrency(url.searchParams.get("currency")) ??
    parseCurrency(cookieValue(request.headers.get("cookie"), COOKIE)) ??
    "try"
  );
}

/** A Set-Cookie that remembers '?currency=usd|try', so the choice works without JavaScript. */
export function currencySetCookie(request: Request): string | null {
  const chosen = parseCurrency(new URL(request.url).searchParams.get("currency"));
  return chosen ? `${COOKIE}=${chosen}; Path=/; Max-Age=${YEAR}; SameSite=Lax` : null;
}
