import { z } from "zod";
import type { Messages } from "~/locales";
import { redirectTo } from "./auth";

type T = Messages["cart"];

/** A form's '3' or an /api client's 3; anything else (empty, words) fails as a quantity. */
function toNumber(v: unknown): unknown {
  if (typeof v === "number") return v;
  if (typeof v === "string" && v.trim() !== "") return Number(v.trim());
  return undefined;
}

/** Spec 000 §5: at least 1. The upper bound is the stock, which only the database knows. */
const quantity = (t: T) =>
  z.preprocess(
    toNumber,
    z
      .number({ required_error: t.quantityMin, invalid_type_error: t.quantityMin })
      .int(t.quantityMin)
      .min(1, t.quantityMin)
      // Far above any stock; keeps absurd numbers out of integer columns.
      .max(1_000_000, t.quantityMin),
  );

const productId = z
  .string({ required_error: "Product is required.", invalid_type_error: "Product is required." })
  .trim()
  .uuid("Invalid product id.")
  .transform((id) => id.toLowerCase());

/** /cart's `add` and `set` intents: the product page's form and the cart page's quantity form. */
export const CartLineSchema = (t: T) =>
  z.object({ product: productId, quantity: quantity(t), redirectTo });

/**
 * /buy-now: the product page's form, whose quantity field is not there while the product is in
 * the cart (a remove form): one is bought then.
 */
export const BuyNowSchema = (t: T) =>
  z.object({
    product: productId,
    quantity: z.preprocess((v) => (v === undefined ? 1 : v), quantity(t)),
    redirectTo,
  });

export const CartRemoveSchema = z.object({ product: productId, redirectTo });

export const CouponCodeSchema = (t: T) =>
  z.object({
    code: z
      .string({ required_error: t.couponRequired })
      .trim()
      .min(1, t.couponRequired)
      .max(50, t.couponUnknown),
  });

// ---------------------------------------------------------------- /api bodies

const apiLine = (t: T) =>
  z.object({
    product: productId,
    // The original clients always send it; one piece when they do not.
    quantity: quantity(t).optional().default(1),
  });

/** POST /api/cart/add {products: [{product, quantity}]}; other keys (price, ...) are ignored. */
export const ApiCartProductsSchema = (t: T) =>
  z.object({
    products: z
      .array(apiLine(t), {
        required_error: "Give a list of products.",
        invalid_type_error: "Give a list of products.",
      })
      .min(1, "Give at least one product.")
      .max(100, "Give at most 100 products."),
  });

/**
 * POST /api/cart/add/{cartId}: `{product: id, quantity?}`, or the original client's item object
 * `{product: {product: id, quantity, ...}}` (its `_id` is accepted for `product` too).
 */
export const ApiCartProductSchema = (t: T) =>
  z.preprocess((body) => {
    if (!body || typeof body !== "object") return body;
    const b = body as Record<string, unknown>;
    if (b.product && typeof b.product === "object" && !Array.isArray(b.product)) {
      const item = b.product as Record<string, unknown>;
      return { product: item.product ?? item._id, quantity: item.quantity ?? b.quantity };
    }
    return { product: b.product, quantity: b.quantity };
  }, apiLine(t));

export const ApiCouponBodySchema = z.object({
  code: z
    .string({
      required_error: "Coupon code is required.",
      invalid_type_error: "Give the code as text.",
    })
    .trim()
    .min(1, "Coupon code is required.")
    .max(50, "Coupon not found."),
});
