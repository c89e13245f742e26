import { useEffect, useRef, useState } from "react";
import { LocalLink, useRootData, useT } from "~/components/i18n";
import { Img } from "~/components/ui/img";
import { srcSetOf } from "~/lib/images";
import { useFocusTrap } from "~/components/ui/use-focus-trap";

const SEEN_KEY = "popup-seen";
/**
 * Not the moment the page appears: a shopper on a slow phone first sees the page they asked for
 * (a pop-up covering it at once is what search engines call an intrusive interstitial), and the
 * page's largest paint stays its own.
 */
const POPUP_DELAY_MS = 3_000;
const POPUP_SIZES = "(min-width: 640px) 600px, 90vw";

/**
 * The promotional pop-up. It opens only once JavaScript runs (so with JavaScript off it never
 * covers the page), a few seconds after the page has loaded, once per browser session, and closes
 * on an outside click or Escape. While open it keeps the keyboard inside (a modal dialog).
 */
export function Popup() {
  const { popup } = useRootData();
  const t = useT().common;
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!popup || sessionStorage.getItem(SEEN_KEY)) return;
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
          sessionStorage.setItem(SEEN_KEY, "1");
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
  }, [popup]);

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
