import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getDb } from "~/db.server";
import { allowOnly } from "~/lib/api-shapes.server";
import { localePath } from "~/lib/i18n";
import { readApiBody } from "~/server/api-body.server";
import { handlePaymentCallback } from "~/server/checkout.server";
import { publicOrigin } from "~/server/public-origin.server";
import { withOrderKey } from "~/lib/orders";

/**
 * iyzico's callback (also at /api/order/success/): its page posts the shopper here with the
 * checkout `token`. The answer is always a 303 to a page: the order's success page, or the
 * failure page for anything that is not a verified, matching, paid payment.
 */
export async function action({ request }: ActionFunctionArgs) {
  // iyzico posts; a PUT or DELETE here is nobody's callback.
  if (request.method !== "POST") return allowOnly("GET, POST");
  let token = "";
  try {
    const body = await readApiBody(request);
    if (typeof body.token === "string") token = body.token.trim();
  } catch {
    // An unreadable body is a failed callback like any other.
  }
  const result = await handlePaymentCallback(await getDb(), token, publicOrigin(request));
  if (!result.ok) {
    const failure = localePath(result.lang, "/order/failure");
    return redirect(result.refund ? `${failure}?refund=1` : failure, 303);
  }
  const path = localePath(result.lang, `/order/success/${result.orderId}`);
  return redirect(withOrderKey(path, result.guestKey), 303);
}

/** A browser that lands here by GET (a reload, a bookmark) goes back to its cart. */
export function loader() {
  return redirect("/cart");
}
