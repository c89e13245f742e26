import { z } from "zod";
import { apiError } from "~/api/answers.server";
import { firstIssue } from "~/api/body.server";
import { couponAnswer } from "~/api/coupons.server";
import { apiRoute } from "~/api/route.server";
import { setCouponActive } from "~/features/coupons/coupons.server";
import { activeFlag } from "~/schemas/catalogue";
import { idParam } from "~/schemas/api";

/** PUT /api/coupon/{id}/active `{ coupon: { isActive } }` (admins): the switch that acts at once. */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    body: z.unknown(),
    handler: async ({ user, params, body, context }) => {
      const parsed = z.object({ coupon: z.object({ isActive: activeFlag }) }).safeParse(body);
      if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
      const outcome = await setCouponActive(
        context.db,
        user,
        params.id,
        parsed.data.coupon.isActive,
      );
      return couponAnswer(outcome, "Coupon saved.");
    },
  },
});
export const action = loader;
