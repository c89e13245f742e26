import { z } from "zod";
import { apiError, ok } from "~/api/answers.server";
import { apiRoute } from "~/api/route.server";
import { removeCoupon } from "~/features/coupons/coupons.server";
import { idParam } from "~/schemas/api";

/** DELETE /api/coupon/delete/{id} (admins): carts lose it, orders keep what it gave them. */
export const loader = apiRoute({
  DELETE: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    handler: async ({ user, params, context }) => {
      const outcome = await removeCoupon(context.db, user, params.id);
      if (outcome === "forbidden") apiError(403, "Forbidden");
      if (outcome === "missing") apiError(404, "Coupon not found.");
      return ok({ success: true, message: "Coupon deleted." });
    },
  },
});
export const action = loader;
