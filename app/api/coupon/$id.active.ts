import { z } from "zod";
import { apiError } from "~/api/answers.server";
import { firstIssue } from "~/api/body.server";
import { couponAnswer, unlessStale } from "~/api/coupons.server";
import { sentVersion } from "~/api/versions.server";
import { apiRoute } from "~/api/route.server";
import { readCoupon, setCouponActive } from "~/features/coupons/coupons.server";
import { activeFlag } from "~/schemas/catalogue";
import { idParam } from "~/schemas/api";

/**
 * PUT /api/coupon/{id}/active `{ coupon: { isActive } }` (admins): the switch that acts at once;
 * with a version (If-Match, or `version`) the coupon no longer has, 409 (decision 067).
 */
export const loader = apiRoute({
  PUT: {
    auth: ["ROLE_ADMIN"],
    params: z.object({ id: idParam() }),
    body: z.unknown(),
    handler: async ({ user, params, body, context, request }) => {
      const expected = sentVersion(request, body, "coupon");
      const parsed = z.object({ coupon: z.object({ isActive: activeFlag }) }).safeParse(body);
      if (!parsed.success) apiError(400, firstIssue(parsed.error.issues));
      const outcome = await setCouponActive(
        context.db,
        user,
        params.id,
        parsed.data.coupon.isActive,
        expected,
      );
      const saved = await unlessStale(outcome, () => readCoupon(context.db, user, params.id));
      return couponAnswer(saved, "Coupon saved.");
    },
  },
});
export const action = loader;
