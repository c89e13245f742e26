import { useEffect, useRef, useState } from "react";
import { LocalLink, useRootData, useT } from "~/components/i18n";

const SEEN_KEY = "popup-seen";

/**
 * The promotional pop-up. It opens only once JavaScript runs (so with JavaScript off it never
 * covers the page), once per browser session, and closes on an outside click or Escape.
 */
export function Popup() {
  const { popup } = useRootData();
  const t = useT().common;
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!popup || sessionStorage.getItem(SEEN_KEY)) return;
    sessionStorage.setItem(SEEN_KEY, "1");
    setOpen(true);
  }, [popup]);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus();
    };
  }, [open]);

  if (!popup || !open) return null;
  const image = <img src={popup.src} alt={t.popupLabel} width={600} height={800} />;
  return (
    // The backdrop is the "outside": a click on it closes the pop-up (Escape does too).
    <div
      className="popup-backdrop"
      role="presentation"
      onClick={(e) => e.target === e.currentTarget && setOpen(false)}
    >
      <div className="popup" role="dialog" aria-modal="true" aria-label={t.popupLabel}>
        <button
          ref={closeRef}
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
