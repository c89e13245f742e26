import { z } from "zod";
import { couponAnswer, couponBody } from "~/api/coupons.server";
import { apiRoute } from "~/api/route.server";
import { addCoupon } from "~/features/coupons/coupons.server";

/** POST /api/coupon/add `{ coupon: {...} }` (admins): 201 `{ success, message, coupon }`. */
export const loader = apiRoute({
  POST: {
    auth: ["ROLE_ADMIN"],
    body: z.unknown(),
    handler: async ({ user, body, context }) =>
      couponAnswer(await addCoupon(context.db, user, couponBody(body)), "Coupon added.", 201),
  },
});
export const action = loader;
