import { z } from "zod";
import { couponAnswer, couponBody } from "~/api/coupons.server";
import { apiRoute } from "~/api/route.server";
import { changeCoupon, inputOf, readCoupon } from "~/features/coupons/coupons.server";
import { idParam } from "~/schemas/api";

/**
 * GET /api/coupon/{id} (admins): `{ success, message, coupon }`. PUT `{ coupon: {...} }`: the
 * fields given over the coupon, checked whole.
 */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params, context }) =>
      couponAnswer(await readCoupon(context.db, user, params.id), "OK"),
  },
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    body: z.unknown(),
    handler: async ({ user, params, body, context }) => {
      const current = await readCoupon(context.db, user, params.id);
      if (typeof current === "string") return couponAnswer(current, "");
      const input = couponBody(body, inputOf(current));
      return couponAnswer(await changeCoupon(context.db, user, params.id, input), "Coupon saved.");
    },
  },
});
export const action = loader;
