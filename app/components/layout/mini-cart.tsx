import { useRef } from "react";
import { Form } from "@remix-run/react";
import { MiniCartLine } from "~/components/cart/mini-cart-line";
import { useOptimisticCart } from "~/components/cart/use-cart";
import { LocalLink, useLang, useRootData, useT } from "~/components/i18n";
import { useFocusTrap } from "~/components/ui/use-focus-trap";
import { Toast } from "./toast";
import { fmt, localePath } from "~/lib/i18n";
import { formatMoney } from "~/lib/money";

/** The slide-out cart panel. It exists only with JavaScript; without it the cart link goes to /cart. */
export function MiniCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useRootData();
  const t = useT().common;
  const c = useT().cart;
  const lang = useLang();
  const cart = useOptimisticCart();
  const panelRef = useRef<HTMLDivElement>(null);
  // A modal panel for the keyboard: focus starts on its close button, Tab stays inside, Escape
  // closes it and focus goes back to what opened it (the cart link or the add button).
  useFocusTrap(panelRef, open, onClose);

  return (
    <div
      ref={panelRef}
      id="mini-cart"
      className="mini-cart"
      hidden={!open}
      role="dialog"
      aria-modal="true"
      aria-labelledby="mini-cart-title"
    >
      <div className="mini-cart-head">
        <h2 id="mini-cart-title">{t.miniCartTitle}</h2>
        <button type="button" onClick={onClose} aria-label={t.close}>
          ×
        </button>
      </div>
      {/* 'Added to your cart' and the like, here rather than floating over this panel's title. */}
      <Toast inPanel hidden={!open} />
      {/* A div, not a p: a <form> inside a <p> is re-parented by the browser and breaks hydration. */}
      <div className="mini-cart-account">
        {user ? (
          <>
            {fmt(t.greeting, { name: user.firstName })}{" "}
            <LocalLink to="/dashboard">{t.account}</LocalLink> ·{" "}
            <Form method="post" action={localePath(lang, "/logout")} className="inline-form">
              <button type="submit" className="link-button">
                {t.signOut}
              </button>
            </Form>
          </>
        ) : (
          <>
            <LocalLink to="/login">{t.login}</LocalLink> ·{" "}
            <LocalLink to="/register">{t.register}</LocalLink>
          </>
        )}
      </div>
      {cart.lines.length === 0 ? (
        <p className="mini-cart-empty">{c.empty}</p>
      ) : (
        <>
          <ul className="mini-cart-lines" aria-label={c.lines}>
            {cart.lines.map((line) => (
              <MiniCartLine key={line.productId} line={line} />
            ))}
          </ul>
          <p className="mini-cart-total" aria-busy={cart.pending || undefined}>
            <span>{c.total}</span>{" "}
            <strong>{cart.pending ? "…" : formatMoney(cart.total, cart.currency, lang)}</strong>
          </p>
        </>
      )}
      <div className="mini-cart-actions">
        <button type="button" className="button secondary" onClick={onClose}>
          {c.continueShopping}
        </button>
        <LocalLink to="/cart" className="button">
          {c.goToCart}
        </LocalLink>
      </div>
    </div>
  );
}
