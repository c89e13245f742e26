import type { AppLoadContext } from "@remix-run/node";
/**
 * The cart's /api answers: which cart a call may use, and the cart and its coupon in the
 * contract's field names. The operations themselves live in app/features/cart.
 */
import type { Currency } from "~/lib/money";
import { cartExists, loadCart, type CartCoupon } from "~/models/cart.server";
import { getSettings } from "~/models/settings.server";
import { viewOf } from "~/features/cart/cart.server";
import type { Db } from "../../db/client.server";
import { apiError } from "./answers.server";
import { iso } from "./shapes/iso";

/** The cart an /api call names, when the caller may use it (cartExists); else a 404. */
export async function requireApiCart(
  context: AppLoadContext,
  db: Db,
  cartId: string,
): Promise<void> {
  const user = await context.user();
  if (!(await cartExists(db, cartId, user?.id ?? null))) apiError(404, "Cart not found.");
}

/** A coupon as the /api contract names its fields (spec 000 §3: ids comma-joined). */
export function couponShape(c: CartCoupon) {
  return {
    _id: c.id,
    name: c.name,
    code: c.code,
    dtype: c.dtype,
    amount: c.amount,
    uses: c.uses,
    categories: c.categoryIds.join(","),
    products: c.productIds.join(","),
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    isActive: c.isActive,
  };
}

/**
 * GET /api/cart/{cartId}: the original's cart (`cartItems`, `itemsInCart`, `cartTotal`) with the
 * server's own totals in the asked currency (`?currency=` or the cookie). `price` and
 * `discountPrice` are the catalogue's TL prices; `unitPrice` and `totalPrice` are in `currency`.
 */
export async function cartBody(context: AppLoadContext, cartId: string, currency: Currency) {
  const { db } = context;
  const [cart, settings, user] = await Promise.all([
    loadCart(db, cartId),
    getSettings(db),
    context.user(),
  ]);
  // A member's cart is that member's alone (cartExists).
  if (!cart || (cart.userId && cart.userId !== user?.id)) return null;
  const view = viewOf(cart, { currency, terms: settings, lang: "tr" });
  return {
    cartId: cart.id,
    cartItems: cart.lines.map(({ product: p }, i) => ({
      _id: p.id,
      product: p.id,
      sku: p.sku,
      slug: p.slug,
      name: p.name,
      name_en: p.nameEn,
      pcollection: p.pcollection,
      category: p.categoryId,
      type: p.typeId,
      symbol: p.symbolId,
      ingredient: p.ingredientId,
      stone: p.stoneIds,
      imageUrl: p.imageUrl,
      inventory: p.stock,
      quantity: view.lines[i].quantity,
      price: p.price,
      discountPrice: p.discountPrice,
      unitPrice: view.lines[i].unitPrice,
      totalPrice: view.lines[i].lineTotal,
      couponApplies: view.lines[i].matched,
    })),
    itemsInCart: cart.lines.map((l) => l.product.id),
    itemCount: view.itemCount,
    cartTotal: view.total,
    subtotal: view.subtotal,
    discount: view.discount,
    shipping: view.shipping,
    total: view.total,
    tax: view.tax,
    vatRate: view.vatRate,
    currency: view.currency,
    coupon: cart.coupon && !view.couponProblem ? couponShape(cart.coupon) : null,
    couponProblem: view.couponProblem,
  };
}
