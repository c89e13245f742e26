import { Form, useNavigation } from "@remix-run/react";
import { useT } from "~/components/i18n";
import { fmt } from "~/lib/i18n";
import type { CartView } from "~/features/cart/cart.server";
import type { CartActionData } from "~/lib/cart-notice";

/** The coupon: a code box ('Uygula'), or the applied coupon with a button to take it off. */
export function CouponBox({ cart, result }: { cart: CartView; result: CartActionData | null }) {
  const t = useT().cart;
  const busy = useNavigation().state !== "idle";
  const error = result?.intent === "applyCoupon" ? result.error : undefined;
  if (cart.coupon)
    return (
      <Form method="post" className="coupon-box" preventScrollReset>
        <p className="coupon-applied">
          {fmt(t.couponApplied, { code: cart.coupon.code, name: cart.coupon.name })}
        </p>
        {cart.discount === 0 ? <p className="hint">{t.couponNoMatch}</p> : null}
        <button
          type="submit"
          name="intent"
          value="removeCoupon"
          className="link-button"
          disabled={busy}
        >
          {t.removeCoupon}
        </button>
      </Form>
    );
  return (
    <Form method="post" className="coupon-box" noValidate preventScrollReset>
      <h3>{t.couponTitle}</h3>
      <div className={`field${error ? " has-error" : ""}`}>
        <label htmlFor="coupon-code">{t.couponCode}</label>
        <div className="coupon-row">
          <input
            id="coupon-code"
            name="code"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={50}
            required
            defaultValue={result?.intent === "applyCoupon" ? result.code : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "coupon-code-error" : undefined}
          />
          <button
            type="submit"
            name="intent"
            value="applyCoupon"
            className="button"
            disabled={busy}
          >
            {t.apply}
          </button>
        </div>
        {error ? (
          <p id="coupon-code-error" className="field-errors" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
