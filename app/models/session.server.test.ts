import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { carts, favorites, products, sessions, users } from "../../db/schema";
import { demoDatabase } from "../../tests/helpers/database";
import { DB_KINDS } from "../../tests/helpers/server";
import { findCartId } from "./cart.server";
import { createSession, getSessionShopper } from "./session.server";

/**
 * A session's read brings what every page of its shopper shows beside the page: their favorites
 * and their cart, the same cart findCartId finds. On PostgreSQL too when TEST_DATABASE_URL is set.
 */
describe.each(DB_KINDS)("a session's shopper on %s", (kind) => {
  let db: Db;
  let close = async () => {};

  beforeAll(async () => {
    const opened = await demoDatabase(kind);
    ({ close } = opened);
    db = opened.database.db;
  }, 120_000);
  afterAll(() => close());

  async function newMember(email: string) {
    const [user] = await db
      .insert(users)
      .values({ email, firstName: "Ada", lastName: "Yılmaz", passwordHash: "x" })
      .returning({ id: users.id });
    return { userId: user.id, sessionId: (await createSession(db, user.id)).id };
  }

  it("is the user with no favorites and no cart at first", async () => {
    const { userId, sessionId } = await newMember("first@example.com");
    const shopper = await getSessionShopper(db, sessionId);
    expect(shopper?.user.id).toBe(userId);
    expect(shopper?.user.email).toBe("first@example.com");
    expect([...shopper!.favoriteIds]).toEqual([]);
    expect(shopper?.cartId).toBeNull();
  });

  it("brings every favorite, and the cart findCartId finds, never a 'Buy now' cart", async () => {
    const { userId, sessionId } = await newMember("shopper@example.com");
    const picked = await db.select({ id: products.id }).from(products).limit(3);
    await db.insert(favorites).values(picked.map((p) => ({ userId, productId: p.id })));
    const [older] = await db
      .insert(carts)
      .values({ userId, updatedAt: new Date(Date.now() - 60_000) })
      .returning({ id: carts.id });
    const [newer] = await db.insert(carts).values({ userId }).returning({ id: carts.id });
    await db
      .insert(carts)
      .values({ userId, buyNow: true, updatedAt: new Date(Date.now() + 60_000) });

    const shopper = await getSessionShopper(db, sessionId);
    expect(new Set(shopper!.favoriteIds)).toEqual(new Set(picked.map((p) => p.id)));
    expect(shopper?.cartId).toBe(newer.id);
    expect(await findCartId(db, { userId })).toBe(newer.id);
    expect(older.id).not.toBe(newer.id);
  });

  it("is nobody for an unknown or ended session", async () => {
    const { sessionId } = await newMember("ended@example.com");
    expect(await getSessionShopper(db, "no-such-session")).toBeNull();
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId));
    expect(await getSessionShopper(db, sessionId)).toBeNull();
  });
});
