import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { carts, favorites, sessions, users } from "../../db/schema";
import { preparedPerDatabase } from "./prepared.server";
import { publicUserColumns, type PublicUser } from "./user.server";

/** A session ends 30 days after sign-in, or after 7 days without a visit. */
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export async function createSession(
  db: DbOrTx,
  userId: string,
  meta: { ip?: string | null; userAgent?: string | null } = {},
): Promise<{ id: string; expiresAt: Date }> {
  // 256 random bits: the cookie and the Bearer token carry it, so it must be unguessable.
  const id = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  });
  return { id, expiresAt };
}

/**
 * A live session's user, with what each of their pages shows beside the page itself: their
 * favorites (the header's count, the cards' hearts) and their cart (the mini-cart). Read in the
 * session's own statement: a signed-in page asked for them in three more.
 */
export interface SessionShopper {
  user: PublicUser;
  favoriteIds: ReadonlySet<string>;
  /** The member's cart, as findCartId (models/cart.server.ts) finds it. */
  cartId: string | null;
}

// Text, not an array or JSON: PGlite and postgres.js then answer it alike.
const favoriteIdsOfUser = sql<string | null>`(
  select string_agg(${favorites.productId}::text, ',') from ${favorites}
  where ${favorites.userId} = ${users.id})`;
// The cart findCartId (models/cart.server.ts) finds for a member.
const cartIdOfUser = sql<string | null>`(
  select ${carts.id} from ${carts}
  where ${carts.userId} = ${users.id} and not ${carts.buyNow}
  order by ${carts.updatedAt} desc limit 1)`;

// Read on every signed-in page: built once (models/prepared.server.ts).
const sessionShopperQuery = preparedPerDatabase((db) =>
  db
    .select({
      user: publicUserColumns,
      lastSeenAt: sessions.lastSeenAt,
      favoriteIds: favoriteIdsOfUser,
      cartId: cartIdOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder("id")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("seenSince")),
      ),
    )
    .limit(1)
    .prepare("session_shopper"),
);

/** The shopper of a live session, or null when it is unknown, expired or idle too long. */
export async function getSessionShopper(
  db: DbOrTx,
  sessionId: string,
): Promise<SessionShopper | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const now = Date.now();
  const [row] = await sessionShopperQuery(db).execute({
    id: sessionId,
    now: new Date(now).toISOString(),
    seenSince: new Date(now - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId));
  }
  return {
    user: row.user,
    favoriteIds: new Set(row.favoriteIds ? row.favoriteIds.split(",") : []),
    cartId: row.cartId,
  };
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** After a password change: every other session of the user ends. */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepId: string | null) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepId ? ne(sessions.id, keepId) : undefined));
}

/** Removes dead rows; called now and then, never on a hot path. */
export async function pruneSessions(db: DbOrTx) {
  const now = Date.now();
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    );
}
