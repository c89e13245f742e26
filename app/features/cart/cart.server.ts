import type { AppLoadContext } from "@remix-run/node";
import {
  priceCart,
  type CartPricing,
  type PricedLine,
  type PricingTerms,
} from "~/lib/cart-pricing";
import type { Lang } from "~/lib/i18n";
import { localizedField, localizedText } from "~/lib/localized-text";
import type { Currency } from "~/lib/money";
import type { DbOrTx } from "../../../db/client.server";
import {
  countCartItems,
  ensureCartId,
  findCartId,
  loadCart,
  type LoadedCart,
} from "~/models/cart.server";
import { getSettings } from "~/models/settings.server";
import { requestMemberCartId } from "~/http/auth.server";
import { cartCookie } from "~/http/cookies.server";

/** The request's cart id, or null when it has none yet. */
export async function currentCartId(
  context: AppLoadContext,
  db: DbOrTx = context.db,
): Promise<string | null> {
  if (await context.user()) return requestMemberCartId(context, db);
  return findCartId(db, { cartId: context.cookies.cartId });
}

/**
 * The request's cart id, made when missing, with the Set-Cookie a new guest cart needs (null
 * when the browser already holds it, or for members).
 */
export async function cartForWrite(
  context: AppLoadContext,
  db: DbOrTx = context.db,
): Promise<{ cartId: string; setCookie: string | null }> {
  const user = await context.user();
  const cookieId = context.cookies.cartId;
  const cartId = await ensureCartId(db, { userId: user?.id, cartId: cookieId });
  const setCookie = !user && cookieId !== cartId ? await cartCookie.serialize(cartId) : null;
  return { cartId, setCookie };
}

/** What the cart pages, the mini-cart and /api/cart show: lines and totals in the shown currency. */
export interface CartView extends Omit<CartPricing, "lines"> {
  cartId: string | null;
  lines: (Omit<PricedLine, "payable"> & {
    slug: string;
    name: string;
    /** The language `name` is in: Turkish on an English page when the product has no English name. */
    nameLang: Lang;
    imageUrl: string | null;
    stock: number;
    /** The product's delivery text ('2 iş gününde kargoda'), in `deliveryLang`; null without one. */
    delivery: string | null;
    deliveryLang: Lang;
  })[];
  coupon: { code: string; name: string } | null;
  /** Lines whose product sold out since it was put in: kept, named, and not ordered. */
  soldOut: {
    productId: string;
    slug: string;
    name: string;
    nameLang: Lang;
    imageUrl: string | null;
  }[];
}

export function emptyCartView(currency: Currency, terms: PricingTerms): CartView {
  return {
    cartId: null,
    currency,
    lines: [],
    itemCount: 0,
    subtotal: 0,
    discount: 0,
    shipping: 0,
    total: 0,
    tax: 0,
    vatRate: terms.vatRate,
    coupon: null,
    couponProblem: null,
    soldOut: [],
  };
}

function nameOf(product: { name: string; nameEn: string }, lang: Lang) {
  const { text, lang: nameLang } = localizedField(lang, product, "name");
  return { name: text, nameLang };
}

function deliveryOf(product: { delivery: string | null; deliveryEn: string | null }, lang: Lang) {
  const { text, lang: deliveryLang } = localizedText(
    lang,
    product.delivery ?? "",
    product.deliveryEn,
  );
  return { delivery: text || null, deliveryLang };
}

/**
 * Prices a loaded cart with the one pricing rule, on the shop's terms: its settings row (exchange
 * rate, KDV rate) as the request read it.
 */
export function viewOf(
  cart: LoadedCart,
  opts: { currency: Currency; terms: PricingTerms; lang: Lang; now?: Date },
): CartView {
  const pricing = priceCart({
    lines: cart.lines,
    coupon: cart.coupon,
    currency: opts.currency,
    exchangeRate: opts.terms.exchangeRate,
    vatRate: opts.terms.vatRate,
    now: opts.now ?? new Date(),
  });
  return {
    ...pricing,
    cartId: cart.id,
    lines: cart.lines.map(({ product }, i) => {
      const { payable: _payable, ...line } = pricing.lines[i];
      void _payable;
      return {
        ...line,
        slug: product.slug,
        ...nameOf(product, opts.lang),
        imageUrl: product.imageUrl,
        stock: product.stock,
        ...deliveryOf(product, opts.lang),
      };
    }),
    coupon:
      cart.coupon && !pricing.couponProblem
        ? { code: cart.coupon.code, name: cart.coupon.name }
        : null,
    soldOut: cart.soldOut.map((product) => ({
      productId: product.id,
      slug: product.slug,
      ...nameOf(product, opts.lang),
      imageUrl: product.imageUrl,
    })),
  };
}

/**
 * The request's cart, priced in its currency (the order reprices it from the database). Read once
 * a request, as `context.cart()` (app/edge/load-context.server.ts): the root (header, mini-cart)
 * and a page (/cart) ask for the same cart.
 */
export async function loadCartView(context: AppLoadContext): Promise<CartView> {
  const { db, currency, lang } = context;
  const cartId = await currentCartId(context);
  const [cart, settings] = await Promise.all([
    cartId ? loadCart(db, cartId) : Promise.resolve(null),
    getSettings(db),
  ]);
  if (!cart) return emptyCartView(currency, settings);
  return viewOf(cart, { currency, terms: settings, lang });
}

/** The header badge: how many pieces the request's cart holds (no query without a cart). */
export async function requestCartCount(context: AppLoadContext): Promise<number> {
  const cartId = await currentCartId(context);
  return cartId ? countCartItems(context.db, cartId) : 0;
}
