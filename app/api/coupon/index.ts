import { apiError, ok } from "~/api/answers.server";
import { couponShape } from "~/api/cart.server";
import { apiRoute } from "~/api/route.server";
import { couponsFor } from "~/features/coupons/coupons.server";

/** GET /api/coupon (admins): `{ coupons }`, newest first. GET /api/coupon/list answers the same. */
export const loader = apiRoute({
  GET: {
    auth: ["ROLE_ADMIN"],
    handler: async ({ user, context }) => {
      const rows = await couponsFor(context.db, user);
      if (rows === "forbidden") apiError(403, "Forbidden");
      return ok({ coupons: rows.map(couponShape) });
    },
  },
});
export const action = loader;
