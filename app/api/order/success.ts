import { redirect } from "@remix-run/node";
import { z } from "zod";
import { localePath } from "~/lib/i18n";
import { withOrderKey } from "~/lib/orders";
import { apiRoute } from "~/api/route.server";
import { handlePaymentCallback } from "~/features/checkout/checkout.server";
import { publicOrigin } from "~/http/public-origin.server";

/**
 * iyzico's callback (also at /api/order/success/): its page posts the shopper here with the
 * checkout `token`. The answer is always a 303 to a page: the order's success page, or the
 * failure page for anything that is not a verified, matching, paid payment (an unreadable body
 * or a missing token included), which says so when iyzico holds the payment for review. A browser that lands here by GET (a reload, a bookmark) goes back
 * to its cart; iyzico posts, so a PUT or DELETE here is nobody's callback.
 */
export const loader = apiRoute({
  GET: { handler: () => redirect("/cart") },
  POST: {
    unreadableBody: "empty",
    body: z.object({ token: z.string().trim().catch("") }),
    handler: async ({ request, body, context }) => {
      const result = await handlePaymentCallback(context.db, body.token, publicOrigin(request));
      if (!result.ok) {
        const failure = localePath(result.lang, "/order/failure");
        const why = result.refund ? "?refund=1" : result.review ? "?review=1" : "";
        return redirect(failure + why, 303);
      }
      const path = localePath(result.lang, `/order/success/${result.orderId}`);
      return redirect(withOrderKey(path, result.guestKey), 303);
    },
  },
});
export const action = loader;
