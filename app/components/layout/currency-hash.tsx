import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { useRootData } from "~/components/i18n";

/**
 * The spec's '#usd' / '#try' switch: with JavaScript, the hash sets the currency cookie and is
 * then stripped. Without JavaScript the header links use '?currency=' instead. The cookie is the
 * one the server sets for '?currency=' (root loader, app/http/cookies.server.ts).
 */
export function CurrencyHash() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const { currencyCookies } = useRootData();
  useEffect(() => {
    const currency = hash.slice(1).toLowerCase();
    if (currency !== "usd" && currency !== "try") return;
    document.cookie = currencyCookies[currency];
    // Reloading the route data re-renders every price in the new currency.
    navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate, currencyCookies]);
  return null;
}
