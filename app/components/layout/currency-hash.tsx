import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The spec's '#usd' / '#try' switch: with JavaScript, the hash sets the currency cookie and is
 * then stripped. Without JavaScript the header links use '?currency=' instead.
 */
export function CurrencyHash() {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const currency = hash.slice(1).toLowerCase();
    if (currency !== "usd" && currency !== "try") return;
    const secure = location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `currency=${currency}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
    // Reloading the route data re-renders every price in the new currency.
    navigate(`${pathname}${search}`, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate]);
  return null;
}
