import { redirect, type AppLoadContext } from "@remix-run/node";
import type { Db, DbOrTx } from "../../db/client.server";
import { noteWriter } from "../../db/staff-writer.server";
import { localePath } from "~/lib/i18n";
import {
  createSession,
  deleteSession,
  getSessionShopper,
  type SessionShopper,
} from "~/models/session.server";
import { favoriteIds } from "~/models/favorite.server";
import { findCartId, mergeGuestCart } from "~/models/cart.server";
import type { PublicUser } from "~/models/user.server";
import type { Role } from "~/lib/roles";
import { clientIp } from "./client-ip.server";
import { sessionClearCookie, sessionSetCookie } from "./cookies.server";
import { redirectWithToast } from "./toast.server";

/**
 * The session id a request carries: the Bearer token first, then the cookie's. Sessions are
 * database rows; the cookie (cookies.server.ts) carries only the random session id (DESIGN.md §4),
 * and /api clients send the same id as `Authorization: Bearer <id>`.
 */
export function sessionIdOf(request: Request, cookieSessionId: string | null): string | null {
  const auth = request.headers.get("authorization");
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookieSessionId;
}

/**
 * The request's session read, once: the user with their favorites and cart id. On the pages where
 * staff work, their writes from then on are recorded as theirs.
 */
export function readShopper(
  db: Db,
  sessionId: string | null,
  pathname: string,
): Promise<SessionShopper | null> {
  const shopper = sessionId ? getSessionShopper(db, sessionId) : Promise.resolve(null);
  // A failed read reaches the loaders through what they asked for; nobody may ask (a list's next
  // page asks for the favorites alone), and a rejection nobody handles takes the process down.
  shopper.catch(() => undefined);
  if (STAFF_DESK.test(pathname))
    void shopper.then(
      (s) => noteStaffWriter(s?.user ?? null),
      () => undefined,
    );
  return shopper;
}

/**
 * What the session's read found beside the user holds while the request writes nothing: an
 * action (any other method) may add a favorite or make the cart before the page's loaders run.
 */
function readsOnly(context: AppLoadContext): boolean {
  return context.method === "GET" || context.method === "HEAD";
}

/**
 * The signed-in shopper's favorite product ids (the header's count, the hearts); null if
 * anonymous.
 */
export async function requestFavorites(
  context: AppLoadContext,
): Promise<ReadonlySet<string> | null> {
  const shopper = await context.shopper();
  if (!shopper) return null;
  if (readsOnly(context)) return shopper.favoriteIds;
  return new Set(await favoriteIds(context.db, shopper.user.id));
}

/**
 * The signed-in member's cart id (null without one, or when anonymous); a write reads it in `db`,
 * its transaction.
 */
export async function requestMemberCartId(
  context: AppLoadContext,
  db: DbOrTx = context.db,
): Promise<string | null> {
  const shopper = await context.shopper();
  if (!shopper) return null;
  if (readsOnly(context)) return shopper.cartId;
  return findCartId(db, { userId: shopper.user.id });
}

/**
 * The pages where staff work: the dashboards and an order's page (where an admin changes its
 * status). Their writes go into the history (docs/decisions/036), as those of the /api calls only
 * staff may make (requireApiRole). A staff member's own shopping (cart, checkout) is not.
 */
const STAFF_DESK = /^(?:\/en)?\/(?:dashboard|order)(?:\/|$)/;

/** Names a staff member as the writer of the request's writes from now on. */
export function noteStaffWriter(user: PublicUser | null): void {
  if (user && (user.role === "ROLE_ADMIN" || user.role === "ROLE_MERCHANT"))
    noteWriter({ id: user.id, email: user.email });
}

/** The page's /login with a way back, in the page's language. */
function loginUrl({ url, lang }: AppLoadContext): string {
  const back = `${url.pathname}${url.search}`;
  return `${localePath(lang, "/login")}?${new URLSearchParams({ redirectTo: back })}`;
}

/**
 * Pages: the signed-in user, or a redirect to /login?redirectTo=... A request that still carries
 * a session which has ended (expired, signed out on another device) is spec 001 §8's 401: the
 * login page says 'Unauthorized Access! Please login again', and the stale cookie is cleared.
 */
export async function requireUser(context: AppLoadContext): Promise<PublicUser> {
  const user = await context.user();
  if (user) return user;
  if (!context.sessionId) throw redirect(loginUrl(context));
  throw await redirectWithToast(loginUrl(context), "unauthorized", {
    type: "error",
    headers: { "Set-Cookie": await sessionClearCookie() },
  });
}

/** Auth pages: a signed-in user goes to the dashboard instead. */
export async function requireAnonymous(context: AppLoadContext) {
  if (await context.user()) throw redirect(localePath(context.lang, "/dashboard"));
}

/** /api: the user, or a 401 JSON answer. */
export async function requireApiUser(context: AppLoadContext): Promise<PublicUser> {
  const user = await context.user();
  if (!user) throw Response.json({ error: "Unauthorized" }, { status: 401 });
  return user;
}

/** /api: a user with one of the roles, else 401 or 403 JSON. */
export async function requireApiRole(context: AppLoadContext, roles: Role[]): Promise<PublicUser> {
  const user = await requireApiUser(context);
  if (!roles.includes(user.role)) throw Response.json({ error: "Forbidden" }, { status: 403 });
  // A call only staff may make is staff work: the history records its writes.
  if (!roles.includes("ROLE_MEMBER")) noteStaffWriter(user);
  return user;
}

/** The client's address (app/edge/client-address.server.ts), for limits, captcha and sessions. */
export { clientIp } from "./client-ip.server";

/** Starts a new session (a new id on every sign-in) and answers its Set-Cookie. */
export async function startSession(request: Request, context: AppLoadContext, userId: string) {
  const { db, cookies } = context;
  // A session the browser already had is ended: its id must not survive a sign-in.
  if (cookies.sessionId) await deleteSession(db, cookies.sessionId);
  const session = await createSession(db, userId, {
    ip: clientIp(request),
    userAgent: request.headers.get("user-agent"),
  });
  // What the visitor put in the cart as a guest joins the member's cart.
  await mergeGuestCart(db, cookies.cartId, userId);
  return { token: session.id, cookie: await sessionSetCookie(session.id) };
}

/** Ends the request's session (cookie or Bearer) and answers the Set-Cookie that clears it. */
export async function endSession(context: AppLoadContext): Promise<string> {
  if (context.sessionId) await deleteSession(context.db, context.sessionId);
  return sessionClearCookie();
}
