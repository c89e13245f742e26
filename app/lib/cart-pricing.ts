import type { Lang } from "./i18n";
import { inCurrency, type Currency } from "./money";

/**
 * The one rule for what a cart costs: the cart page, the mini-cart, /api/cart, the iyzico basket
 * and the stored order all come from `priceCart`. Pure, so the server recomputes it from the
 * database every time and never takes an amount from a client.
 *
 * Amounts are in the shown currency: unit prices are converted first (the USD price the shopper
 * saw on the product card, rounded up), then lines, the coupon and the total are computed in it.
 * Inside, money is whole cents so that shares and sums never drift.
 *
 * KDV is inside the prices (spec 000 §9: a shown price is what the shopper pays): the cart shows
 * the part of its total that is KDV, at the shop's rate from Settings; an order keeps the rate it
 * was placed with (decision 070).
 */

/** Turkey's general KDV rate since July 2023: a new shop's setting (decision 070). */
export const DEFAULT_VAT_RATE = 20;

/** What the shop's settings decide of a cart's amounts; a settings row is one. */
export interface PricingTerms {
  /** TL per US dollar. */
  exchangeRate: number;
  /** KDV in percent (20 for 20 %), included in every price. */
  vatRate: number;
}

export interface PricedProduct {
  id: string;
  price: number;
  discountPrice: number | null;
  categoryId: string | null;
  typeId: string | null;
  symbolId: string | null;
  ingredientId: string | null;
  stoneIds: string[];
}

export interface PricingCoupon {
  dtype: "P" | "A";
  amount: number;
  uses: number;
  isActive: boolean;
  startDate: Date | null;
  endDate: Date | null;
  categoryIds: string[];
  productIds: string[];
}

export type CouponProblem = "inactive" | "notStarted" | "expired" | "usedUp";

export interface PricedLine {
  productId: string;
  quantity: number;
  unitPrice: number;
  /** quantity × unit price, 2 decimals. */
  lineTotal: number;
  /** The coupon applies to this line. */
  matched: boolean;
  /** This line's share of the total after the coupon and the rounding: the shares sum to `total`. */
  payable: number;
}

export interface CartPricing {
  currency: Currency;
  lines: PricedLine[];
  itemCount: number;
  subtotal: number;
  /** What the coupon takes off (0 without one, or when nothing matches). */
  discount: number;
  shipping: number;
  /** The amount to pay, rounded up to a whole TL or dollar. */
  total: number;
  /** KDV included in the total. */
  tax: number;
  /** The KDV rate `tax` was computed with, in percent. */
  vatRate: number;
  /** Why the coupon given does not apply, or null. */
  couponProblem: CouponProblem | null;
}

/** Why a coupon cannot be used now, or null when it can. */
export function couponProblem(coupon: PricingCoupon, now: Date): CouponProblem | null {
  if (!coupon.isActive) return "inactive";
  if (coupon.startDate && now < coupon.startDate) return "notStarted";
  if (coupon.endDate && now > coupon.endDate) return "expired";
  if (coupon.uses <= 0) return "usedUp";
  return null;
}

/**
 * Spec 000 §9: by product id, or by any of its category, type, symbol, ingredient or stone ids.
 * A coupon limited to nothing (both lists empty) is for the whole cart, as an admin means it.
 */
function couponMatches(coupon: PricingCoupon, product: PricedProduct): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  if (coupon.productIds.includes(product.id)) return true;
  const ids = [product.categoryId, product.typeId, product.symbolId, product.ingredientId]
    .concat(product.stoneIds)
    .filter((id): id is string => id != null);
  return ids.some((id) => coupon.categoryIds.includes(id));
}

/** The price a shopper pays per unit in TL: the discount price when set and lower. */
function unitPriceTl(p: { price: number; discountPrice: number | null }): number {
  return p.discountPrice != null && p.discountPrice > 0 && p.discountPrice < p.price
    ? p.discountPrice
    : p.price;
}

const cents = (n: number) => Math.round(n * 100);
const amount = (c: number) => c / 100;

/** A line before any coupon: quantity × unit price, exact to the kuruş (spec 000 §5). */
export function lineTotal(unitPrice: number, quantity: number): number {
  return amount(cents(unitPrice) * quantity);
}

/** The KDV inside an amount that includes it, at `vatRate` percent. */
export function includedTax(total: number, vatRate: number): number {
  return amount(Math.round((cents(total) * vatRate) / (100 + vatRate)));
}

/**
 * A KDV rate as the texts print it ('KDV (%{rate})', 'VAT ({rate}%)'): up to two decimals, a
 * decimal comma in Turkish. Written out by hand so that server and browser print the same.
 */
export function vatRateText(vatRate: number, lang: Lang): string {
  const text = String(Math.round(vatRate * 100) / 100);
  return lang === "tr" ? text.replace(".", ",") : text;
}

/** Amounts added up, exact to the kuruş. */
export function sumAmounts(values: number[]): number {
  return amount(values.reduce((sum, v) => sum + cents(v), 0));
}

export function priceCart(
  input: PricingTerms & {
    lines: { product: PricedProduct; quantity: number }[];
    coupon: PricingCoupon | null;
    currency: Currency;
    now: Date;
  },
): CartPricing {
  const { currency, exchangeRate, vatRate } = input;
  const problem = input.coupon ? couponProblem(input.coupon, input.now) : null;
  const coupon = problem ? null : input.coupon;

  const lines = input.lines.map(({ product, quantity }) => {
    const unit = cents(inCurrency(unitPriceTl(product), currency, exchangeRate));
    return {
      productId: product.id,
      quantity,
      unit,
      total: unit * quantity,
      matched: coupon ? couponMatches(coupon, product) : false,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const matchedTotal = lines.reduce((sum, l) => sum + (l.matched ? l.total : 0), 0);

  let discount = 0;
  if (coupon && matchedTotal > 0) {
    discount =
      coupon.dtype === "P"
        ? Math.round((matchedTotal * Math.min(coupon.amount, 100)) / 100)
        : // A fixed coupon never takes more than the matched items cost.
          Math.min(
            cents(currency === "usd" ? coupon.amount / exchangeRate : coupon.amount),
            matchedTotal,
          );
  }
  // Spec 000 §9: the cart total is rounded up to a whole unit.
  const total = Math.ceil((subtotal - discount) / 100) * 100;

  const payable = shareOut(lines, discount, matchedTotal, total);
  return {
    currency,
    lines: lines.map((l, i) => ({
      productId: l.productId,
      quantity: l.quantity,
      unitPrice: amount(l.unit),
      lineTotal: amount(l.total),
      matched: l.matched,
      payable: amount(payable[i]),
    })),
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotal: amount(subtotal),
    discount: amount(discount),
    shipping: 0,
    total: amount(total),
    tax: includedTax(amount(total), vatRate),
    vatRate,
    couponProblem: problem,
  };
}

/**
 * Each line's part of the total, in cents: the discount is shared over the matched lines by
 * their weight (the last matched line takes the remainder), and the rounding up goes to the
 * dearest line. The parts sum exactly to the total, as iyzico's basket requires.
 */
function shareOut(
  lines: { total: number; matched: boolean }[],
  discount: number,
  matchedTotal: number,
  total: number,
): number[] {
  const parts = lines.map((l) => l.total);
  if (discount > 0) {
    const matched = lines.flatMap((l, i) => (l.matched ? [i] : []));
    let left = discount;
    matched.forEach((i, n) => {
      const share =
        n === matched.length - 1 ? left : Math.round((discount * lines[i].total) / matchedTotal);
      parts[i] -= share;
      left -= share;
    });
  }
  const rest = total - parts.reduce((sum, p) => sum + p, 0);
  if (rest !== 0 && parts.length > 0) {
    const dearest = parts.indexOf(Math.max(...parts));
    parts[dearest] += rest;
  }
  return parts;
}
