import { z } from "zod";
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "~/lib/review-rules";
import type { Messages } from "~/locales";

type T = Messages["engage"];

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong);

/** A form's '3' or an /api client's 3: a whole number, anything else is missing. */
function toNumber(v: unknown): unknown {
  if (typeof v === "number") return v;
  if (typeof v === "string" && v.trim() !== "") return Number(v);
  return undefined;
}

/**
 * Yes or no as the form posts it ('1' / '0') and as /api clients send it (spec 000 §3: Yes = 1;
 * also true/false and 'yes'/'no').
 */
function toYesNo(v: unknown): unknown {
  if (v === true || v === 1) return true;
  if (v === false || v === 0) return false;
  if (typeof v === "string") {
    const s = v.trim().toLowerCase();
    if (["1", "true", "yes"].includes(s)) return true;
    if (["0", "false", "no"].includes(s)) return false;
  }
  return undefined;
}

/** The review form and POST /api/review/add share one set of rules (spec 000 §5). */
export const ReviewSchema = (t: T) =>
  z.object({
    title: text(t.titleRequired, REVIEW_TITLE_MAX, t.titleTooLong),
    review: text(t.reviewRequired, REVIEW_TEXT_MAX, t.reviewTooLong),
    rating: z.preprocess(
      toNumber,
      z
        .number({ required_error: t.ratingRequired, invalid_type_error: t.ratingRequired })
        .int(t.ratingRequired)
        .min(1, t.ratingRequired)
        .max(5, t.ratingRequired),
    ),
    isRecommended: z.preprocess(
      toYesNo,
      z.boolean({ required_error: t.recommendRequired, invalid_type_error: t.recommendRequired }),
    ),
  });

/**
 * POST /api/review/add: the form's fields and the `product` reviewed, by id (as the original
 * clients send it) or slug; named first, so that a review of nothing says so first.
 */
export const ApiReviewSchema = (t: T) =>
  z
    .object({
      product: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().min(1, "Product is required."),
      ),
    })
    .merge(ReviewSchema(t));

const productId = z.string().uuid("Invalid product id.");

/** /api/favorite/add and /remove: `favorites` is one product id or a list of them. */
export const FavoritesBodySchema = z.object({
  favorites: z
    .union([productId, z.array(productId).min(1, "Give at least one product id.").max(100)], {
      errorMap: () => ({ message: "Give a product id or a list of product ids." }),
    })
    .transform((v) => [...new Set(Array.isArray(v) ? v : [v])].map((id) => id.toLowerCase())),
});
