import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { carts, coupons, products, users } from "../../db/schema";
import { demoDatabase } from "../../tests/helpers/database";
import { ensureCartId, findCartId, loadCart, mergeGuestCart, putInCart } from "./cart.server";

/**
 * The cart's writes: within stock, and nothing lost or doubled when requests arrive together.
 * PGlite runs one statement at a time, but requests interleave between statements as they do
 * on PostgreSQL; PostgreSQL too when TEST_DATABASE_URL is set.
 */
const KINDS = process.env.TEST_DATABASE_URL
  ? (["pglite", "postgres"] as const)
  : (["pglite"] as const);

describe.each(KINDS)("the cart's writes on %s", (kind) => {
  let db: Db;
  let close = async () => {};

  async function productWithStock(stock: number, offset: number) {
    const [p] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(products.sku)
      .offset(offset)
      .limit(1);
    await db.update(products).set({ quantity: stock }).where(eq(products.id, p.id));
    return p.id;
  }

  async function quantities(cartId: string) {
    const cart = await loadCart(db, cartId);
    return cart!.lines.map((l) => [l.product.id, l.quantity]);
  }

  async function newMember(email: string) {
    const [user] = await db
      .insert(users)
      .values({ email, firstName: "Ada", lastName: "Yılmaz", passwordHash: "x" })
      .returning({ id: users.id });
    return user.id;
  }

  beforeAll(async () => {
    const opened = await demoDatabase(kind);
    ({ close } = opened);
    db = opened.database.db;
  }, 120_000);
  afterAll(() => close());

  describe("putInCart", () => {
    it("adds to what is there, sets when asked, and cuts to the stock saying so", async () => {
      const p = await productWithStock(5, 0);
      const cartId = await ensureCartId(db, {});
      expect(await putInCart(db, cartId, p, 2, "add")).toEqual({
        ok: true,
        quantity: 2,
        clampedTo: null,
      });
      expect(await putInCart(db, cartId, p, 2, "add")).toEqual({
        ok: true,
        quantity: 4,
        clampedTo: null,
      });
      expect(await putInCart(db, cartId, p, 3, "add")).toEqual({
        ok: true,
        quantity: 5,
        clampedTo: 5,
      });
      expect(await putInCart(db, cartId, p, 1, "set")).toEqual({
        ok: true,
        quantity: 1,
        clampedTo: null,
      });
      expect(await putInCart(db, cartId, p, 9, "set")).toEqual({
        ok: true,
        quantity: 5,
        clampedTo: 5,
      });
      expect(await quantities(cartId)).toEqual([[p, 5]]);
    });

    it("refuses an unknown and a sold-out product", async () => {
      const p = await productWithStock(0, 1);
      const cartId = await ensureCartId(db, {});
      expect(await putInCart(db, cartId, p, 1, "add")).toEqual({ ok: false, reason: "soldOut" });
      expect(await putInCart(db, cartId, crypto.randomUUID(), 1, "add")).toEqual({
        ok: false,
        reason: "notFound",
      });
      expect(await quantities(cartId)).toEqual([]);
    });

    it("counts every add when several arrive at once, still within the stock", async () => {
      const p = await productWithStock(20, 2);
      const cartId = await ensureCartId(db, {});
      await Promise.all(Array.from({ length: 6 }, () => putInCart(db, cartId, p, 2, "add")));
      expect(await quantities(cartId)).toEqual([[p, 12]]);
      await Promise.all(Array.from({ length: 6 }, () => putInCart(db, cartId, p, 2, "add")));
      expect(await quantities(cartId)).toEqual([[p, 20]]);
    });
  });

  describe("mergeGuestCart", () => {
    it("adds the guest's lines to the member's within stock, keeps a coupon, removes the guest cart", async () => {
      const a = await productWithStock(4, 3);
      const b = await productWithStock(10, 4);
      const userId = await newMember("merge@example.com");
      const member = await ensureCartId(db, { userId });
      await putInCart(db, member, a, 3, "add");
      const guest = await ensureCartId(db, {});
      await putInCart(db, guest, a, 3, "add");
      await putInCart(db, guest, b, 2, "add");
      const [coupon] = await db
        .insert(coupons)
        .values({ name: "M", code: "MERGE", dtype: "P", amount: 10, uses: 5 })
        .returning({ id: coupons.id });
      await db.update(carts).set({ couponId: coupon.id }).where(eq(carts.id, guest));

      await mergeGuestCart(db, guest, userId);
      expect(await findCartId(db, { userId })).toBe(member);
      expect(await quantities(member)).toEqual([
        [a, 4],
        [b, 2],
      ]);
      expect((await loadCart(db, member))!.coupon?.code).toBe("MERGE");
      expect(await loadCart(db, guest)).toBeNull();
    });

    it("joins the guest cart once when two sign-ins merge it at the same moment", async () => {
      const p = await productWithStock(10, 5);
      const userId = await newMember("twice@example.com");
      const member = await ensureCartId(db, { userId });
      await putInCart(db, member, p, 1, "add");
      const guest = await ensureCartId(db, {});
      await putInCart(db, guest, p, 2, "add");

      await Promise.all([mergeGuestCart(db, guest, userId), mergeGuestCart(db, guest, userId)]);
      expect(await quantities(member)).toEqual([[p, 3]]);
      expect(await loadCart(db, guest)).toBeNull();
    });
  });
});
