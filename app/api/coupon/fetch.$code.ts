import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { serverMessages } from "~/locales/server";
import { answerAs } from "~/schemas/api";
import { apiRefusal } from "~/http/address-limits.server";
import { apiRoute } from "~/api/route.server";
import { couponShape } from "~/api/cart.server";
import { lookUpCoupon } from "~/features/cart/cart-actions.server";

/** A code no coupon can have is as missing as any other: the same 404 and words. */
const CodeParams = z.object({
  code: z
    .string()
    .trim()
    .refine(
      (code) => code.length > 0 && code.length <= 50,
      answerAs(404, serverMessages.en.cart.couponNotValid),
    ),
});

/**
 * GET /api/coupon/fetch/{code} → { coupon } when the coupon can be used now (active, inside its
 * dates, uses left); otherwise 404 `{ error }`, as the original client treats any failure as 'no
 * coupon': why, for a signed-in caller; for anyone else the same words whether the code exists or
 * not. Over the address's coupon limit: 429.
 */
export const loader = apiRoute({
  GET: {
    params: CodeParams,
    handler: async ({ request, context, params: { code } }) => {
      const check = await lookUpCoupon(request, context, context.db, code, "en");
      if (!check.ok) {
        if (check.kind === "limited") throw apiRefusal(check);
        apiError(404, check.message);
      }
      return ok({ coupon: couponShape(check.coupon) });
    },
  },
});
export const action = loader;
