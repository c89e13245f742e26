import { createCookie, type CookieOptions } from "@remix-run/node";
import { parseCurrency, type Currency } from "~/lib/money";
import { SESSION_ABSOLUTE_MS } from "~/models/session.server";

/**
 * Every cookie the shop sets, declared once on Remix's createCookie: the session id, the one-time
 * message after a redirect, the shown currency and the guest cart. They share one set of
 * attributes: the whole site (Path=/), SameSite=Lax, HttpOnly unless a page script must write it,
 * and one Secure rule: Secure in production, where the shop is served over HTTPS (PUBLIC_URL), so
 * no cookie of it ever travels over plain HTTP there; not in development, on http://127.0.0.1.
 *
 * A value travels as createCookie writes it (its JSON in base64); `cookie.serialize` makes every
 * Set-Cookie, and nothing else builds one (ESLint refuses a cookie built from strings elsewhere).
 * A request's cookies are read once, by `requestCookies`, into its load context
 * (app/edge/load-context.server.ts); the toast's by the page that shows it.
 */
const SECURE = process.env.NODE_ENV === "production";

function shopCookie(name: string, options: CookieOptions) {
  return createCookie(name, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: SECURE,
    ...options,
  });
}

const DAY = 60 * 60 * 24;

/**
 * The session id (a database row, DESIGN.md §4). /api clients send the same id as
 * `Authorization: Bearer <id>`; the cookie carries it encoded.
 */
export const sessionCookie = shopCookie("sid", { maxAge: SESSION_ABSOLUTE_MS / 1000 });

/** A message key that survives a redirect, read and cleared by the next page (toast.server.ts). */
export const toastCookie = shopCookie("toast", { maxAge: 60 });

/**
 * '?currency=usd|try' remembered, so the choice works without JavaScript. Not HttpOnly: the '#usd'
 * switch writes the same cookie from the page (currency-hash.tsx), and it holds nothing secret.
 */
export const currencyCookie = shopCookie("currency", { httpOnly: false, maxAge: 365 * DAY });

/**
 * The guest cart's id, signed: a changed cookie is simply no cart. A member's cart is found by the
 * member instead, on any device.
 */
export const cartCookie = shopCookie("cart", {
  maxAge: 60 * DAY,
  // COOKIE_SECRET signs it in production; a fixed development value keeps local carts across restarts.
  secrets: [process.env.COOKIE_SECRET ?? "dev-only-cart-cookie-secret"],
});

/** What a request's cookies hold: the session id, the guest cart's id, the chosen currency. */
export interface RequestCookies {
  sessionId: string | null;
  cartId: string | null;
  currency: Currency | null;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/** The request's cookies, each read as createCookie wrote it (the cart's signature checked). */
export async function requestCookies(request: Request): Promise<RequestCookies> {
  const header = request.headers.get("cookie");
  if (!header) return { sessionId: null, cartId: null, currency: null };
  const [sessionId, cartId, currency] = await Promise.all([
    sessionCookie.parse(header),
    cartCookie.parse(header),
    currencyCookie.parse(header),
  ]);
  return {
    sessionId: text(sessionId),
    cartId: text(cartId),
    currency: parseCurrency(text(currency)),
  };
}

/** The Set-Cookie that starts a session in this browser. */
export function sessionSetCookie(id: string): Promise<string> {
  return sessionCookie.serialize(id);
}

/** The Set-Cookie that ends the browser's session cookie. */
export function sessionClearCookie(): Promise<string> {
  return sessionCookie.serialize("", { maxAge: 0 });
}

/** The Set-Cookie that remembers '?currency=usd|try' of this request, or null without one. */
export async function currencySetCookie(request: Request): Promise<string | null> {
  const chosen = parseCurrency(new URL(request.url).searchParams.get("currency"));
  return chosen ? currencyCookie.serialize(chosen) : null;
}

/**
 * The cookie the '#usd' / '#try' switch writes from the page, for each currency: the same
 * Set-Cookie the server answers '?currency=' with, so the page never builds one of its own.
 */
export async function currencyCookies(): Promise<Record<Currency, string>> {
  const [usd, tl] = await Promise.all([
    currencyCookie.serialize("usd"),
    currencyCookie.serialize("try"),
  ]);
  return { usd, try: tl };
}
