import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { withNotice, type CartNotice } from "~/lib/cart-notice";
import { localePath, type Lang } from "~/lib/i18n";
import { messages } from "~/locales";
import { freshBuyNowCart, putInCart } from "~/models/cart.server";
import { redirectTo } from "~/schemas/auth";
import { BuyNowSchema } from "~/schemas/cart";
import { badRequest } from "~/http/page-responses.server";

/** The query /payment reads a 'Buy now' cart from (checkout-state.server.ts). */
export const BUY_NOW_PARAM = "buy";

/**
 * POST /buy-now, the product page's 'Hemen Al' (spec 000 §6, decision 044): a signed-in shopper
 * buys one product alone. It goes into the member's 'Buy now' cart, emptied first, under the
 * cart's own rule (putInCart: at least 1, cut to the stock), and the shopper goes on to /payment
 * with it, to their default address; the cart they keep is not touched. What the cart would say
 * (sold out, a quantity below 1) sends them back to the product with the same notice; a quantity
 * cut to the stock is said on the payment page.
 */
export async function buyNowPost(
  request: Request,
  context: AppLoadContext,
  lang: Lang,
): Promise<Response> {
  const form = Object.fromEntries(await request.formData());
  const parsed = BuyNowSchema(messages[lang].cart).safeParse(form);
  const back = redirectTo.safeParse(form.redirectTo).data ?? localePath(lang, "/shop");
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.path[0] === "product")) throw badRequest();
    throw redirect(withNotice(back, { kind: "min" }), 303);
  }
  const user = await context.user();
  if (!user) {
    const login = `${localePath(lang, "/login")}?${new URLSearchParams({ redirectTo: withNotice(back, null) })}`;
    throw redirect(login, 303);
  }
  const { db } = context;
  const { product, quantity } = parsed.data;
  const placed = await db.transaction(async (tx) => {
    const cartId = await freshBuyNowCart(tx, user.id);
    return { cartId, change: await putInCart(tx, cartId, product, quantity, "set") };
  });
  const { cartId, change } = placed;
  if (!change.ok) {
    const notice: CartNotice = { kind: change.reason === "notFound" ? "missing" : "soldOut" };
    throw redirect(withNotice(back, notice), 303);
  }
  const payment = withNotice(
    `${localePath(lang, "/payment")}?${new URLSearchParams({ [BUY_NOW_PARAM]: cartId })}`,
    change.clampedTo !== null ? { kind: "max", n: change.clampedTo } : null,
  );
  return redirect(payment, 303);
}
