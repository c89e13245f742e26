import { and, asc, desc, eq, isNull, sql, type Placeholder } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { cartItems, carts, coupons, products, productStones } from "../../db/schema";
import type { PricedProduct, PricingCoupon } from "~/lib/cart-pricing";
import { INCOMPLETE } from "~/lib/orders";
import { isUuid } from "~/lib/uuid";
import { preparedPerDatabase } from "./prepared.server";

/**
 * Carts live on the server: a guest's is found by the id in its signed cookie, a member's by the
 * member. Quantities are kept within stock here, so every caller (pages, /api) gets the same rule.
 */

export interface CartRef {
  /** The cart id from the cookie or the URL (/api/cart/{cartId}). */
  cartId?: string | null;
  userId?: string | null;
}

export interface CartProduct extends PricedProduct {
  sku: string;
  slug: string;
  name: string;
  nameEn: string;
  imageUrl: string | null;
  pcollection: string | null;
  /** Stock. */
  stock: number;
  /**
   * The delivery text of the description, after its 'Teslimat:' marker (spec 000 §3, the cart
   * item's description); the English one after 'Delivery:' (or 'Teslimat:') in description_en.
   */
  delivery: string | null;
  deliveryEn: string | null;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export interface CartCoupon extends PricingCoupon {
  id: string;
  name: string;
  code: string;
}

export interface LoadedCart {
  id: string;
  userId: string | null;
  coupon: CartCoupon | null;
  deliveryAddress: unknown;
  lines: CartLine[];
  /** Products in the cart that have no stock left: not priced, named when ordering. */
  soldOut: CartProduct[];
}

/** The cart a request means: a member's own cart, else the guest cart of the cookie. */
export async function findCartId(db: DbOrTx, ref: CartRef): Promise<string | null> {
  if (ref.userId) {
    const [row] = await db
      .select({ id: carts.id })
      .from(carts)
      // A 'Buy now' cart is never the member's cart (freshBuyNowCart below).
      .where(and(eq(carts.userId, ref.userId), eq(carts.buyNow, false)))
      .orderBy(desc(carts.updatedAt))
      .limit(1);
    return row?.id ?? null;
  }
  if (!ref.cartId || !isUuid(ref.cartId)) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, ref.cartId), isNull(carts.userId)));
  return row?.id ?? null;
}

export async function ensureCartId(db: DbOrTx, ref: CartRef): Promise<string> {
  const found = await findCartId(db, ref);
  if (found) return found;
  const [row] = await db
    .insert(carts)
    .values({ userId: ref.userId ?? null })
    .returning({ id: carts.id });
  return row.id;
}

/**
 * A member's 'Buy now' cart (decision 044), emptied for one new purchase: one row per member,
 * made on first use, holding the coupon of the member's own cart (the same coupon rules as any
 * order). The member's own cart is not touched.
 */
export async function freshBuyNowCart(db: DbOrTx, userId: string): Promise<string> {
  const ownCoupon = sql`(select c.coupon_id from ${carts} c where c.user_id = ${userId}
    and not c.buy_now order by c.updated_at desc limit 1)`;
  const [found] = await db
    .update(carts)
    .set({ couponId: ownCoupon, deliveryAddress: null, updatedAt: new Date() })
    .where(and(eq(carts.userId, userId), eq(carts.buyNow, true)))
    .returning({ id: carts.id });
  if (found) {
    await db.delete(cartItems).where(eq(cartItems.cartId, found.id));
    return found.id;
  }
  const [made] = await db
    .insert(carts)
    .values({ userId, buyNow: true, couponId: ownCoupon })
    .returning({ id: carts.id });
  return made.id;
}

/** The member's 'Buy now' cart with this id, or null: another's, or a cart of another kind. */
export async function findBuyNowCart(
  db: DbOrTx,
  userId: string,
  cartId: string,
): Promise<string | null> {
  if (!isUuid(cartId)) return null;
  const [row] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.userId, userId), eq(carts.buyNow, true)));
  return row?.id ?? null;
}

/**
 * A cart by its id, for the /api contract, if this caller may use it: a guest cart whoever holds
 * its id (a random uuid: holding it is the key), a member's cart only that member, so that an id
 * seen somewhere (an order, a log) does not open someone's account cart.
 */
export async function cartExists(
  db: DbOrTx,
  cartId: string,
  callerId: string | null,
): Promise<boolean> {
  if (!isUuid(cartId)) return false;
  const [row] = await db.select({ userId: carts.userId }).from(carts).where(eq(carts.id, cartId));
  return !!row && (!row.userId || row.userId === callerId);
}

export type CartChange =
  | { ok: true; quantity: number; clampedTo: number | null }
  | { ok: false; reason: "notFound" | "soldOut" };

/**
 * Puts a product in the cart: `add` adds to what is there, `set` replaces it. More than the stock
 * is cut to the stock (`clampedTo` says so, for the spec's message). The sum is made by the
 * write itself, so that adds arriving together (two tabs, a double click) all count.
 */
export async function putInCart(
  db: DbOrTx,
  cartId: string,
  productId: string,
  quantity: number,
  mode: "add" | "set",
): Promise<CartChange> {
  if (!isUuid(productId)) return { ok: false, reason: "notFound" };
  const [product] = await db
    .select({
      stock: products.quantity,
      // What the cart holds now, for the message only: the write below adds to the stored value.
      held: sql<number>`coalesce((select ci.quantity from ${cartItems} ci where ci.cart_id = ${cartId} and ci.product_id = ${productId}), 0)::int`,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!product) return { ok: false, reason: "notFound" };
  const { stock, held } = product;
  if (stock <= 0) return { ok: false, reason: "soldOut" };
  const n = Math.floor(quantity);
  const alone = Math.min(Math.max(1, n), stock);
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, quantity: alone })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: {
        quantity:
          mode === "add" ? sql`least(greatest(1, ${cartItems}.quantity + ${n}), ${stock})` : alone,
      },
    })
    .returning({ quantity: cartItems.quantity });
  await touch(db, cartId);
  const wanted = Math.max(1, mode === "add" ? held + n : n);
  return { ok: true, quantity: row.quantity, clampedTo: wanted > stock ? stock : null };
}

export async function removeFromCart(
  db: DbOrTx,
  cartId: string,
  productId: string,
): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const gone = await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id });
  await touch(db, cartId);
  return gone.length > 0;
}

/** Empties the cart after an order: items and coupon go, the row stays (its id is in a cookie). */
export async function clearCart(db: DbOrTx, cartId: string) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db
    .update(carts)
    .set({ couponId: null, deliveryAddress: null, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export async function setCartCoupon(db: DbOrTx, cartId: string, couponId: string | null) {
  await db.update(carts).set({ couponId, updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export async function setDeliveryAddress(db: DbOrTx, cartId: string, address: unknown) {
  await db
    .update(carts)
    .set({ deliveryAddress: address, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

function touch(db: DbOrTx, cartId: string) {
  return db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

const couponColumns = {
  id: coupons.id,
  name: coupons.name,
  code: coupons.code,
  dtype: coupons.dtype,
  amount: coupons.amount,
  uses: coupons.uses,
  isActive: coupons.isActive,
  startDate: coupons.startDate,
  endDate: coupons.endDate,
  categoryIds: coupons.categoryIds,
  productIds: coupons.productIds,
};

/** A coupon by its code (any case), whether or not it can be used now. */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CartCoupon | null> {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${trimmed})`);
  return row ?? null;
}

/** A cart's id as a value, or as the placeholder of a statement built once. */
type CartIdParam = string | Placeholder<"cartId">;

/** The cart's row with its coupon (the lock takes the cart's row alone). */
function cartRowQuery(db: DbOrTx, cartId: CartIdParam) {
  return db
    .select({
      id: carts.id,
      userId: carts.userId,
      deliveryAddress: carts.deliveryAddress,
      coupon: couponColumns,
    })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.id, cartId));
}

const stoneIdsOfProduct = sql<
  string[]
>`coalesce((select array_agg(${productStones.stoneId}) from ${productStones} where ${productStones.productId} = ${products.id}), '{}')`;

/** The cart's items with what pricing and the mini-cart need of their products. */
function cartItemsQuery(db: DbOrTx, cartId: CartIdParam) {
  return db
    .select({
      quantity: cartItems.quantity,
      id: products.id,
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      nameEn: products.nameEn,
      imageUrl: products.imageUrl,
      pcollection: products.pcollection,
      // Only the line after the marker leaves the database, not the whole description.
      delivery: sql<
        string | null
      >`nullif(btrim(substring(${products.description} from 'Teslimat:([^\\r\\n]*)')), '')`,
      deliveryEn: sql<
        string | null
      >`nullif(btrim(substring(${products.descriptionEn} from '(?:Delivery|Teslimat):([^\\r\\n]*)')), '')`,
      price: products.price,
      discountPrice: products.discountPrice,
      // What this cart's own unfinished card payment holds is still the shopper's to retry with.
      stock: sql<number>`${products.quantity} + coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id where o.cart_id = ${cartId} and o.status = ${INCOMPLETE} and o.released_at is null and o.paid_at is null and oi.product_id = ${sql.raw(`"products"."id"`)}), 0)::int`,
      categoryId: products.categoryId,
      typeId: products.typeId,
      symbolId: products.symbolId,
      ingredientId: products.ingredientId,
      stoneIds: stoneIdsOfProduct,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.cartId, cartId), eq(products.isActive, true)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

// Every page of a shopper with a cart reads both (the mini-cart): built once.
const preparedCartRow = preparedPerDatabase((db) =>
  cartRowQuery(db, sql.placeholder("cartId")).prepare("cart_row"),
);
const preparedCartItems = preparedPerDatabase((db) =>
  cartItemsQuery(db, sql.placeholder("cartId")).prepare("cart_items"),
);

/**
 * The cart with its products and coupon, in the order the items were added. Items whose product
 * was deactivated are left out, sold-out ones are set apart; a quantity above today's stock is
 * shown as the stock (placing the order checks stock again, atomically). `lock` holds the cart row until the transaction ends,
 * so that two submits of one cart are taken one after the other.
 */
export async function loadCart(
  db: DbOrTx,
  cartId: string,
  opts: { lock?: boolean } = {},
): Promise<LoadedCart | null> {
  if (!isUuid(cartId)) return null;
  // Locked, the items are read once the lock is held; otherwise beside the cart's row, in one
  // round trip's time (every page's mini-cart), as statements built once.
  const [[cart], rows] = opts.lock
    ? [
        await cartRowQuery(db, cartId).for("update", { of: carts }),
        await cartItemsQuery(db, cartId),
      ]
    : await Promise.all([
        preparedCartRow(db).execute({ cartId }),
        preparedCartItems(db).execute({ cartId }),
      ]);
  if (!cart) return null;
  const lines = rows.map(({ quantity, ...product }) => ({
    product: { ...product, stoneIds: product.stoneIds ?? [] },
    quantity: Math.min(quantity, Math.max(product.stock, 0)),
  }));
  return {
    id: cart.id,
    userId: cart.userId,
    coupon: cart.coupon,
    deliveryAddress: cart.deliveryAddress,
    lines: lines.filter((l) => l.product.stock > 0),
    soldOut: lines.filter((l) => l.product.stock <= 0).map((l) => l.product),
  };
}

/** How many pieces are in the cart, for the header badge. */
export async function countCartItems(db: DbOrTx, cartId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId));
  return row?.n ?? 0;
}

/**
 * On sign-in the guest's cart joins the member's: quantities add up (within stock), a guest
 * coupon is kept when the member's cart has none, and the guest cart is removed. One transaction
 * with the guest cart's row locked: a second sign-in sent at the same moment waits, then finds
 * the guest cart gone, so nothing is added twice.
 */
export async function mergeGuestCart(db: DbOrTx, guestCartId: string | null, userId: string) {
  if (!guestCartId || !isUuid(guestCartId)) return;
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: carts.id, couponId: carts.couponId })
      .from(carts)
      .where(and(eq(carts.id, guestCartId), isNull(carts.userId)))
      .for("update");
    if (!guest) return;
    const [lines] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.cartId, guest.id));
    if (lines.n > 0 || guest.couponId) {
      const memberCartId = await ensureCartId(tx, { userId });
      // Every line at once, each where it was in the order lines were added; a product since
      // deactivated or sold out is left behind, as putInCart would refuse it.
      await tx.execute(sql`
        insert into ${cartItems} (cart_id, product_id, quantity, created_at)
        select ${memberCartId}::uuid, g.product_id, least(g.quantity, p.quantity), g.created_at
        from ${cartItems} g join ${products} p on p.id = g.product_id
        where g.cart_id = ${guest.id}::uuid and p.is_active and p.quantity > 0
        on conflict (cart_id, product_id) do update set quantity = least(
          ${cartItems}.quantity + excluded.quantity,
          (select p.quantity from ${products} p where p.id = excluded.product_id))`);
      await tx
        .update(carts)
        .set({
          couponId: sql`coalesce(${carts.couponId}, ${guest.couponId}::uuid)`,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, memberCartId));
    }
    await tx.delete(carts).where(eq(carts.id, guest.id));
  });
}
