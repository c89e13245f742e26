import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, useRef } from "react";

/** How long after a new page the window is put back at its top (spec 000 §2, the shell). */
export const SCROLL_TOP_DELAY_MS = 400;

const USER_SCROLLS = ["wheel", "touchmove", "keydown"] as const;

/**
 * Pages scroll to the top 400 ms after a location change (spec 000 §2): ScrollRestoration puts a
 * new page at its top at once, and this puts it there again once late content (pictures, fonts,
 * a deferred part) has moved it. Only for a new page reached forward: going back keeps the place
 * ScrollRestoration restored, a link to an anchor keeps its anchor, and a shopper who has
 * started scrolling in those 400 ms is not pulled back. Filters and sorting that only change the
 * query keep their place, as they asked to (preventScrollReset).
 */
export function ScrollToTopAfterNavigation() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  // The page last seen: the first render and a change of the query alone are no new page.
  const shown = useRef(pathname);
  useEffect(() => {
    const newPage = shown.current !== pathname;
    shown.current = pathname;
    if (!newPage || navigationType === "POP" || hash) return;
    let moved = false;
    const onUserScroll = () => {
      moved = true;
    };
    for (const type of USER_SCROLLS)
      window.addEventListener(type, onUserScroll, { passive: true, once: true });
    const timer = window.setTimeout(() => {
      if (!moved) window.scrollTo(0, 0);
    }, SCROLL_TOP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      for (const type of USER_SCROLLS) window.removeEventListener(type, onUserScroll);
    };
  }, [pathname, hash, navigationType]);
  return null;
}
