import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { LocalLink, useRootData, useT } from "~/components/i18n";
import { Img } from "~/components/ui/img";
import { srcSetOf } from "~/lib/images";
import { popupAllowedOn, popupDue, seenMark } from "~/lib/popup";
import { useFocusTrap } from "~/components/ui/use-focus-trap";

/**
 * When this browser last showed the pop-up (ms since the epoch) and which pop-up it was (its last
 * change), kept across sessions: lib/popup's seenMark.
 */
export const SEEN_KEY = "popup-seen";
/**
 * Not the moment the page appears: a shopper on a slow phone first sees the page they asked for
 * (a pop-up covering it at once is what search engines call an intrusive interstitial), and the
 * page's largest paint stays its own.
 */
const POPUP_DELAY_MS = 3_000;
const POPUP_SIZES = "(min-width: 640px) 600px, 90vw";

function lastShown(): string | null | undefined {
  try {
    return localStorage.getItem(SEEN_KEY);
  } catch {
    // Storage refused (a locked-down browser): better never than at every page.
    return undefined;
  }
}

function markShown(version: string) {
  try {
    localStorage.setItem(SEEN_KEY, seenMark(Date.now(), version));
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * The promotional pop-up. It opens only once JavaScript runs (so with JavaScript off it never
 * covers the page), a few seconds after a browsing page has loaded (never over the cart, checkout,
 * orders or the account: lib/popup), and then stays away for days in that browser. It closes on
 * an outside click or Escape, and while open keeps the keyboard inside (a modal dialog).
 */
export function Popup() {
  const { popup } = useRootData();
  const t = useT().common;
  const { pathname } = useLocation();
  const allowed = popupAllowedOn(pathname);
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Leaving for the cart or checkout puts off a pop-up still waiting to open; it waits for
    // the next browsing page.
    if (!popup || !allowed) return;
    const seen = lastShown();
    if (seen === undefined || !popupDue(seen, Date.now(), popup.version)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The picture is loaded before the dialog opens, so that nothing on screen changes size.
    const show = () => {
      const picture = new Image();
      // The same candidates as the <Img> below, so the file decoded is the one it will draw.
      picture.sizes = POPUP_SIZES;
      picture.srcset = srcSetOf(popup.src) ?? "";
      picture.src = popup.src;
      void picture
        .decode()
        .catch(() => {})
        .then(() => {
          if (cancelled) return;
          markShown(popup.version);
          setOpen(true);
        });
    };
    const wait = () => (timer = setTimeout(show, POPUP_DELAY_MS));
    if (document.readyState === "complete") wait();
    else window.addEventListener("load", wait, { once: true });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      window.removeEventListener("load", wait);
    };
  }, [popup, allowed]);

  // Arriving somewhere it must not cover (the back button, say) closes it.
  useEffect(() => {
    if (!allowed) setOpen(false);
  }, [allowed]);

  // Focus starts on the close button (the first control), stays inside, and goes back on close.
  useFocusTrap(dialogRef, open, () => setOpen(false));

  if (!popup || !open) return null;
  const image = (
    <Img
      src={popup.src}
      alt={t.popupLabel}
      width={600}
      height={800}
      sizes={POPUP_SIZES}
      loading="eager"
    />
  );
  return (
    // The backdrop is the "outside": a click on it closes the pop-up (Escape does too).
    <div
      className="popup-backdrop"
      role="presentation"
      onClick={(e) => e.target === e.currentTarget && setOpen(false)}
    >
      <div
        ref={dialogRef}
        className="popup"
        role="dialog"
        aria-modal="true"
        aria-label={t.popupLabel}
      >
        <button
          type="button"
          className="popup-close"
          onClick={() => setOpen(false)}
          aria-label={t.close}
        >
          ×
        </button>
        {popup.url.startsWith("/") ? (
          <LocalLink to={popup.url} onClick={() => setOpen(false)}>
            {image}
          </LocalLink>
        ) : (
          <a href={popup.url} rel="noopener noreferrer">
            {image}
          </a>
        )}
      </div>
    </div>
  );
}
