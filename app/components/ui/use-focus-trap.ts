import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** The controls Tab can reach inside `root`, in order (hidden ones and tabindex -1 left out). */
function tabbables(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
  );
}

/**
 * A modal panel's keyboard contract (WAI-ARIA dialog pattern): while `open`, focus moves to its
 * first control, Tab and Shift+Tab cycle inside it, Escape calls `onClose`; once closed, focus
 * goes back to whatever had it before (the control that opened it), so a keyboard user does not
 * land at the top of the page.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
) {
  // The latest onClose without re-running the effect: a parent's inline arrow function changes
  // on every render, and re-running would throw focus back to the first control each time.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const root = ref.current;
    if (!open || !root) return;
    const opener = document.activeElement as HTMLElement | null;
    tabbables(root)[0]?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") return close.current();
      if (e.key !== "Tab") return;
      const items = tabbables(root);
      if (!items.length) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      // Focus can be outside (a click elsewhere, or the focused control was removed): Tab
      // brings it back in.
      const next = !root.contains(active)
        ? e.shiftKey
          ? last
          : first
        : e.shiftKey && active === first
          ? last
          : !e.shiftKey && active === last
            ? first
            : null;
      if (next) {
        e.preventDefault();
        next.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [ref, open]);
}
