import { redirect } from "@remix-run/node";
import { getDb } from "~/db.server";
import type { DbOrTx } from "../../db/client.server";
import { noteWriter } from "../../db/staff-writer.server";
import { langFromPath, localePath } from "~/lib/i18n";
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
import {
  cookieCartId,
  cookieSessionId,
  sessionClearCookie,
  sessionSetCookie,
} from "./cookies.server";

/**
 * The session id a request carries: the Bearer token first, then the cookie. Sessions are
 * database rows; the cookie (cookies.server.ts) carries only the random session id (DESIGN.md §4),
 * and /api clients send the same id as `Authorization: Bearer <id>`.
 */
export function sessionIdOf(request: Request): string | null {
  const auth = request.headers.get("authorization");
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? cookieSessionId(request);
}

// One lookup per request, however many loaders ask.
const seen = new WeakMap<
  Request,
  { shopper: Promise<SessionShopper | null>; user: Promise<PublicUser | null> }
>();

function sessionOf(request: Request) {
  let read = seen.get(request);
  if (!read) {
    const id = sessionIdOf(request);
    const shopper = id ? getDb().then((db) => getSessionShopper(db, id)) : Promise.resolve(null);
    const user = shopper.then((s) => s?.user ?? null);
    read = { shopper, user };
    seen.set(request, read);
    // A failed read reaches the loaders through what they asked for. `user` may be asked for by
    // none (a list's next page asks for the favorites alone), and a rejection nobody handles
    // takes the process down: so may this branch's, on a database outage at a staff desk.
    user.catch(() => undefined);
    if (STAFF_DESK.test(new URL(request.url).pathname))
      void user.then(noteStaffWriter, () => undefined);
  }
  return read;
}

export function getUser(request: Request): Promise<PublicUser | null> {
  return sessionOf(request).user;
}

/**
 * What the session's read found beside the user holds while the request writes nothing: an
 * action (any other method) may add a favorite or make the cart before the page's loaders run.
 */
function readsOnly(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/**
 * The signed-in shopper's favorite product ids (the header's count, the hearts); null if
 * anonymous.
 */
export async function requestFavorites(request: Request): Promise<ReadonlySet<string> | null> {
  const shopper = await sessionOf(request).shopper;
  if (!shopper) return null;
  if (readsOnly(request)) return shopper.favoriteIds;
  return new Set(await favoriteIds(await getDb(), shopper.user.id));
}

/**
 * The signed-in member's cart id (null without one, or when anonymous); a write reads it in `db`,
 * its transaction.
 */
export async function requestMemberCartId(request: Request, db?: DbOrTx): Promise<string | null> {
  const shopper = await sessionOf(request).shopper;
  if (!shopper) return null;
  if (readsOnly(request)) return shopper.cartId;
  return findCartId(db ?? (await getDb()), { userId: shopper.user.id });
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
function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const back = `${url.pathname}${url.search}`;
  return `${localePath(lang, "/login")}?${new URLSearchParams({ redirectTo: back })}`;
}

/** Pages: the signed-in user, or a redirect to /login?redirectTo=... */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getUser(request);
  if (!user) throw redirect(loginUrl(request));
  return user;
}

/** Auth pages: a signed-in user goes to the dashboard instead. */
export async function requireAnonymous(request: Request) {
  if (await getUser(request)) {
    const lang = langFromPath(new URL(request.url).pathname);
    throw redirect(localePath(lang, "/dashboard"));
  }
}

/** /api: the user, or a 401 JSON answer. */
export async function requireApiUser(request: Request): Promise<PublicUser> {
  const user = await getUser(request);
  if (!user) throw Response.json({ error: "Unauthorized" }, { status: 401 });
  return user;
}

/** /api: a user with one of the roles, else 401 or 403 JSON. */
export async function requireApiRole(request: Request, roles: Role[]): Promise<PublicUser> {
  const user = await requireApiUser(request);
  if (!roles.includes(user.role)) throw Response.json({ error: "Forbidden" }, { status: 403 });
  // A call only staff may make is staff work: the history records its writes.
  if (!roles.includes("ROLE_MEMBER")) noteStaffWriter(user);
  return user;
}

/** The client's address (app/edge/client-address.server.ts), for limits, captcha and sessions. */
export { clientIp } from "./client-ip.server";

/** Starts a new session (a new id on every sign-in) and answers its Set-Cookie. */
export async function startSession(request: Request, userId: string) {
  const db = await getDb();
  // A session the browser already had is ended: its id must not survive a sign-in.
  const old = cookieSessionId(request);
  if (old) await deleteSession(db, old);
  const session = await createSession(db, userId, {
    ip: clientIp(request),
    userAgent: request.headers.get("user-agent"),
  });
  // What the visitor put in the cart as a guest joins the member's cart.
  await mergeGuestCart(db, await cookieCartId(request), userId);
  return { token: session.id, cookie: await sessionSetCookie(session.id) };
}

/** Ends the request's session (cookie or Bearer) and answers the Set-Cookie that clears it. */
export async function endSession(request: Request): Promise<string> {
  const id = sessionIdOf(request);
  if (id) await deleteSession(await getDb(), id);
  return sessionClearCookie();
}
