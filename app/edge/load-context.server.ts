import type { AppLoadContext } from "@remix-run/node";
import type { Db } from "../../db/client.server";
import { getDb } from "~/db.server";
import { langFromPath, type Lang } from "~/lib/i18n";
import { parseCurrency, type Currency } from "~/lib/money";
import type { PublicUser } from "~/models/user.server";
import type { SessionShopper } from "~/models/session.server";
import { requestCookies, type RequestCookies } from "~/http/cookies.server";
import { readShopper, sessionIdOf } from "~/http/auth.server";
import { loadCartView, type CartView } from "~/features/cart/cart.server";

declare module "@remix-run/server-runtime" {
  /**
   * What one request knows of itself, built once by the server (server.ts) before Remix runs and
   * handed to every loader and action as `context`: the root's loader, the page's and an action
   * ask for the signed-in user or the cart, and the database reads them once.
   */
  interface AppLoadContext {
    /** The database, opened once per process (app/db.server.ts). */
    readonly db: Db;
    /** The id of the request's log lines and of the answer's X-Request-Id. */
    readonly requestId: string;
    readonly method: string;
    /** The page's address (of a data request too), without Remix's own parameters. */
    readonly url: URL;
    /** The page's language, from its address (/en/... is English). */
    readonly lang: Lang;
    /** The shown currency: '?currency=' wins, then the cookie, then TL. */
    readonly currency: Currency;
    /** The browser's own cookies (a Bearer token is not one). */
    readonly cookies: RequestCookies;
    /** The session the request names: its Bearer token, else its cookie. */
    readonly sessionId: string | null;
    /** The session's user with their favorites and cart id; null when anonymous. */
    shopper(): Promise<SessionShopper | null>;
    user(): Promise<PublicUser | null>;
    /** The request's cart, priced in its currency and language (the order reprices it). */
    cart(): Promise<CartView>;
    /** Set when a loader or action met a database outage: the answer is a 503 (unavailable.server.ts). */
    databaseUnavailable: boolean;
  }
}

const REMIX_PARAMS = ["_data", "_routes", "index"];

/**
 * The page's address as Remix routes it: a single-fetch data request (`/en/shop.data`, and
 * `/_root.data` for the home page) is for its page, and Remix's own parameters are not the page's.
 */
function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data"))
    url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  for (const name of REMIX_PARAMS) url.searchParams.delete(name);
  return url;
}

/** Runs `read` at the first call only, and answers every call with its promise. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** The load context of one request (server.ts hands it to Remix with the request). */
export async function loadContext(request: Request, requestId: string): Promise<AppLoadContext> {
  const url = pageUrl(request);
  const [db, cookies] = await Promise.all([getDb(), requestCookies(request)]);
  const sessionId = sessionIdOf(request, cookies.sessionId);
  const shopper = once(() => readShopper(db, sessionId, url.pathname));
  const context: AppLoadContext = {
    db,
    requestId,
    method: request.method,
    url,
    lang: langFromPath(url.pathname),
    currency: parseCurrency(url.searchParams.get("currency")) ?? cookies.currency ?? "try",
    cookies,
    sessionId,
    shopper,
    user: once(async () => (await shopper())?.user ?? null),
    cart: once(() => loadCartView(context)),
    databaseUnavailable: false,
  };
  return context;
}
