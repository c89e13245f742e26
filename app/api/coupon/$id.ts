import { z } from "zod";
import { couponAnswer, couponBody, unlessStale } from "~/api/coupons.server";
import { sentVersion } from "~/api/versions.server";
import { apiRoute } from "~/api/route.server";
import { changeCoupon, inputOf, readCoupon } from "~/features/coupons/coupons.server";
import { idParam } from "~/schemas/api";

/**
 * GET /api/coupon/{id} (admins): `{ success, message, coupon }`. PUT `{ coupon: {...} }`: the
 * fields given over the coupon, checked whole, and only those written. Answers carry the coupon's
 * `ETag`; a write naming a version (If-Match, or `version`) it no longer has is refused 409 with
 * the coupon as it is (decision 067).
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
    handler: async ({ user, params, body, context, request }) => {
      const expected = sentVersion(request, body, "coupon");
      const current = await readCoupon(context.db, user, params.id);
      if (typeof current === "string") return couponAnswer(current, "");
      const sent = (body as { coupon?: unknown } | null)?.coupon;
      const { version: _version, ...fields } =
        sent && typeof sent === "object" && !Array.isArray(sent)
          ? (sent as Record<string, unknown>)
          : {};
      const input = couponBody({ ...(body as object), coupon: sent && fields }, inputOf(current));
      const changed = await changeCoupon(context.db, user, params.id, input, {
        expected,
        sent: new Set(Object.keys(fields)),
      });
      const saved = await unlessStale(changed, () => readCoupon(context.db, user, params.id));
      return couponAnswer(saved, "Coupon saved.");
    },
  },
});
export const action = loader;
