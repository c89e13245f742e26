import { useEffect, useState } from "react";
import { useRootData, useT } from "~/components/i18n";
import type { ToastKey } from "~/http/toast.server";

/** The contact form's message closes sooner (spec 000 §9: 'contact 2 s'). */
const SHORT_TOASTS = new Set<ToastKey>(["contactSent"]);

/**
 * The one-time message a redirect left (root loader). Without JavaScript it stays on the page;
 * with it, it closes after 3 s as the spec's toasts do. It floats top-right (spec 000 §9), except
 * while the mini-cart is open: that panel fills the right of the screen, so the header draws the
 * message inside the panel instead (`inPanel`) and hides the floating one (`hidden`). Both
 * count the same 3 s from the same message.
 */
export function Toast({
  inPanel = false,
  hidden = false,
}: {
  inPanel?: boolean;
  hidden?: boolean;
}) {
  const { toast } = useRootData();
  const messages = useT().toast;
  const [shown, setShown] = useState(true);
  useEffect(() => {
    setShown(true);
    if (!toast) return;
    const short = "key" in toast && SHORT_TOASTS.has(toast.key);
    const timer = setTimeout(() => setShown(false), short ? 2000 : 3000);
    return () => clearTimeout(timer);
  }, [toast]);
  // A dashboard's message comes written out (app/http/toast.server.ts).
  const text = toast ? ("key" in toast ? messages[toast.key] : toast.text) : null;
  if (!text || !shown || hidden) return null;
  return (
    <div className={`toast toast-${toast!.type}${inPanel ? " toast-in-panel" : ""}`} role="status">
      {text}
    </div>
  );
}
