import { Form, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { LanguageSwitch, LocalLink, useLang, useRootData, useT } from "~/components/i18n";
import { localePath } from "~/lib/i18n";
import { useOptimisticCart, usePendingCartChanges } from "~/components/cart/use-cart";
import { BrandPanel } from "./brand-panel";
import { LineIcon } from "./line-icon";
import { MiniCart } from "./mini-cart";
import { Toast } from "./toast";
import { WhatsAppLink } from "./whatsapp-link";

/** The same page with one query value changed, for the no-JavaScript currency switch. */
function withQuery(pathname: string, search: string, key: string, value: string) {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `${pathname}?${params}`;
}

export function Header() {
  const { storeName, currency, counts, instagramUrl } = useRootData();
  const lang = useLang();
  const t = useT().common;
  const location = useLocation();
  const [cartOpen, setCartOpen] = useState(false);
  // The badge counts what is on its way too: it changes the moment an add or remove is sent.
  const cartCount = useOptimisticCart().itemCount;
  const adding = usePendingCartChanges().some((c) => c.intent === "add");
  const menuRef = useRef<HTMLDetailsElement>(null);
  const q = location.pathname.endsWith("/shop")
    ? (new URLSearchParams(location.search).get("q") ?? "")
    : "";

  // A navigation closes the panels; opening the cart closes the menu (and the menu the cart).
  useEffect(() => {
    setCartOpen(false);
    if (menuRef.current) menuRef.current.open = false;
  }, [location.pathname, location.search]);

  // Spec 000 §4: after an add the cart panel opens (and the menu closes).
  useEffect(() => {
    if (!adding) return;
    setCartOpen(true);
    if (menuRef.current) menuRef.current.open = false;
  }, [adding]);

  const nav = [
    { to: "/shop", label: t.shop },
    { to: "/shop?cat=necklace", label: t.necklaces },
    { to: "/shop?cat=bracelet", label: t.bracelets },
    { to: "/shop?cat=earrings", label: t.earrings },
    { to: "/brands", label: t.brands },
    { to: "/about", label: t.about },
    { to: "/story", label: t.story },
    { to: "/blog", label: t.blog },
  ];

  return (
    <header className="site-header">
      <div className="container header-row">
        <details
          className="mobile-menu"
          ref={menuRef}
          onToggle={(e) => e.currentTarget.open && setCartOpen(false)}
        >
          <summary aria-label={t.menu}>
            <span aria-hidden="true">☰</span>
          </summary>
          <nav aria-label={t.menu}>
            <ul>
              {nav.map((n) => (
                <li key={n.to}>
                  <LocalLink to={n.to}>{n.label}</LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <LocalLink to="/" className="brand-mark">
          {storeName || t.shop}
        </LocalLink>
        <Form method="get" action={localePath(lang, "/shop")} className="search-form" role="search">
          <label htmlFor="site-search" className="visually-hidden">
            {t.search}
          </label>
          <input
            id="site-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t.searchPlaceholder}
            maxLength={100}
          />
          <button type="submit">{t.search}</button>
        </Form>
        <div className="header-tools">
          <LanguageSwitch />
          <nav className="switch" aria-label={t.currency}>
            <a
              href={withQuery(location.pathname, location.search, "currency", "try")}
              rel="nofollow"
              aria-current={currency === "try" ? "true" : undefined}
            >
              TL
            </a>
            <a
              href={withQuery(location.pathname, location.search, "currency", "usd")}
              rel="nofollow"
              aria-current={currency === "usd" ? "true" : undefined}
            >
              USD
            </a>
          </nav>
          {instagramUrl ? (
            <a
              href={instagramUrl}
              rel="noopener noreferrer"
              target="_blank"
              className="social"
              aria-label={t.instagram}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z"
                />
              </svg>
            </a>
          ) : null}
          <WhatsAppLink place="header" />
          <BrandPanel />
          <LocalLink
            to="/favorites"
            className="count-link"
            aria-label={`${t.wishlist} (${counts.wishlist})`}
          >
            <span aria-hidden="true">♡</span>
            <span className="badge">{counts.wishlist}</span>
          </LocalLink>
          <LocalLink
            to="/cart"
            className="count-link"
            aria-label={`${t.cart} (${cartCount})`}
            aria-expanded={cartOpen}
            aria-controls="mini-cart"
            onClick={(e) => {
              // With JavaScript the link opens the mini-cart; without it, it goes to /cart.
              e.preventDefault();
              if (menuRef.current) menuRef.current.open = false;
              setCartOpen((o) => !o);
            }}
          >
            <LineIcon d="M5 8h14l-1 13H6L5 8Zm4 0V6a3 3 0 0 1 6 0v2" />
            <span className="badge">{cartCount}</span>
          </LocalLink>
        </div>
      </div>
      <nav className="container main-nav" aria-label={t.shop}>
        <ul>
          {nav.map((n) => (
            <li key={n.to}>
              <LocalLink to={n.to}>{n.label}</LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      <Toast hidden={cartOpen} />
      <MiniCart open={cartOpen} onClose={() => setCartOpen(false)} />
    </header>
  );
}
