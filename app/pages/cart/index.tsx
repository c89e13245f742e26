import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { CartActionData } from "~/lib/cart-notice";
import { CartLines } from "~/components/cart/cart-lines";
import { CartTotals } from "~/components/cart/cart-totals";
import { CouponBox } from "~/components/cart/coupon-box";
import { SoldOutLines } from "~/components/cart/sold-out-lines";
import { LocalLink, useT } from "~/components/i18n";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { langFromParam } from "~/lib/i18n";
import { pageMeta, rootLang } from "~/lib/meta";
import { messages } from "~/locales";
import { setCartCoupon } from "~/models/cart.server";
import { refusalHeaders } from "~/http/address-limits.server";
import { cartPost } from "~/features/cart/cart-actions.server";
import { redirectWithToast } from "~/http/toast.server";
import { notFound } from "~/http/page-responses.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const lang = langFromParam(params.lang);
  if (!lang) throw notFound();
  const cart = await context.cart();
  // A coupon that stopped applying (ended, used up, switched off) leaves the cart, and says so.
  if (cart.couponProblem && cart.cartId) {
    await setCartCoupon(context.db, cart.cartId, null);
    const url = new URL(request.url);
    throw await redirectWithToast(url.pathname + url.search, "couponGone");
  }
  return { cart };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const lang = langFromParam(params.lang);
  if (!lang) throw notFound();
  return cartPost(request, context, lang);
}

// A 429's Retry-After (the address's limit), on the page the action answers.
export const headers = refusalHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const t = messages[rootLang(matches)].cart;
  return pageMeta(matches, t.title, t.description);
};

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>();
  const result = useActionData<CartActionData>() ?? null;
  const t = useT().cart;
  return (
    <main id="main" className="container cart-page">
      <Breadcrumb current={t.title} />
      <h1>{t.title}</h1>
      <SoldOutLines lines={cart.soldOut} />
      {cart.lines.length > 0 || cart.soldOut.length > 0 ? null : (
        <div className="cart-empty">
          <p>{t.empty}</p>
          <LocalLink to="/shop" className="button">
            {t.continueShopping}
          </LocalLink>
        </div>
      )}
      {cart.lines.length === 0 ? null : (
        <div className="cart-layout">
          <CartLines cart={cart} result={result} />
          <aside className="cart-summary" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">{t.summary}</h2>
            <CouponBox cart={cart} result={result} />
            <CartTotals cart={cart} />
            <div className="cart-actions">
              {/* /checkout decides between sign-in, the guest delivery form and payment; a
                  sold-out line must leave the cart first. */}
              {cart.soldOut.length === 0 ? (
                <LocalLink to="/checkout" className="button">
                  {t.checkout}
                </LocalLink>
              ) : null}
              <LocalLink to="/shop" className="button secondary">
                {t.continueShopping}
              </LocalLink>
            </div>
          </aside>
        </div>
      )}
    </main>
  );
}
