import { useFetcher, useLocation, useSearchParams, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { LocalLink, useLang, useRootData, useT } from "~/components/i18n";
import { QuantityInput } from "~/components/shop/quantity-input";
import { fmt, localePath } from "~/lib/i18n";
import type { LocalizedText } from "~/lib/localized-text";
import {
  CART_NOTICE_PARAM,
  noticeText,
  parseNotice,
  withNotice,
  type CartActionData,
} from "~/lib/cart-notice";
import { cartFetcherKey, useOptimisticCart } from "./use-cart";

/**
 * The product page's add-to-cart form, or its remove-from-cart form once the product is in the
 * cart (spec 000 §4). Without JavaScript it posts to /cart and comes back here (303) with a
 * toast, and with the quantity message in the query when the stock cut it. With JavaScript a
 * fetcher posts it: no navigation, the button, the badge and the mini-cart change at once.
 * A signed-in shopper also gets 'Hemen Al', which posts the same fields to /buy-now and goes on
 * to payment with this product alone (decision 044).
 */
export function AddToCart({
  product,
}: {
  product: {
    id: string;
    slug: string;
    name: LocalizedText;
    imageUrl: string | null;
    stock: number;
  };
}) {
  const t = useT();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const fetcher = useFetcher<CartActionData>({ key: cartFetcherKey(product.id) });
  const navigate = useSubmit();
  const signedIn = !!useRootData().user;
  const line = useOptimisticCart().lines.find((l) => l.productId === product.id);
  const inCart = !!line;
  const soldOut = product.stock <= 0;
  const action = localePath(lang, "/cart");
  const buyNowAction = localePath(lang, "/buy-now");
  // After a change made here, its own answer speaks; the query only tells of a plain form post.
  const notice =
    fetcher.state === "idle" && fetcher.data
      ? (fetcher.data.notice ?? null)
      : fetcher.state === "idle"
        ? parseNotice(params.get(CART_NOTICE_PARAM))
        : null;

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("formaction") === buyNowAction) {
      // A navigation, as without JavaScript: to /payment, through the router.
      navigate(new FormData(e.currentTarget), { method: "post", action: buyNowAction });
      return;
    }
    const form = new FormData(e.currentTarget);
    form.set("js", "1");
    // For the mini-cart's line until the server has priced it; the server ignores them.
    form.set("name", product.name.text);
    form.set("nameLang", product.name.lang);
    form.set("slug", product.slug);
    if (product.imageUrl) form.set("imageUrl", product.imageUrl);
    fetcher.submit(form, { method: "post", action });
  };

  return (
    <div className="add-to-cart-box">
      {/* The server states quantity errors in the spec's words; the browser's own would not. */}
      <form method="post" action={action} className="add-to-cart" noValidate onSubmit={submit}>
        <input type="hidden" name="intent" value={inCart ? "remove" : "add"} />
        <input type="hidden" name="product" value={product.id} />
        <input type="hidden" name="redirectTo" value={withNotice(pathname + search, null)} />
        {line ? (
          <p className="in-cart">{fmt(t.cart.inCart, { n: line.quantity })}</p>
        ) : (
          <QuantityInput stock={product.stock} />
        )}
        <button
          type="submit"
          className={inCart ? "button secondary" : "button"}
          disabled={soldOut && !inCart}
        >
          {inCart ? t.catalog.removeFromCart : soldOut ? t.catalog.soldOut : t.catalog.addToCart}
        </button>
        {signedIn && !soldOut ? (
          <button type="submit" formAction={buyNowAction} className="button buy-now">
            {t.catalog.buyNow}
          </button>
        ) : null}
      </form>
      {notice ? (
        <p className="cart-notice" role="alert">
          {noticeText(t.cart, notice)}
        </p>
      ) : null}
      {inCart ? (
        <p>
          <LocalLink to="/cart">{t.cart.goToCart}</LocalLink>
        </p>
      ) : null}
    </div>
  );
}
