import { useEffect, useState } from "react";
import { useRootData } from "~/components/i18n";

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
  const [shown, setShown] = useState(true);
  useEffect(() => {
    setShown(true);
    if (!toast) return;
    const timer = setTimeout(() => setShown(false), toast.short ? 2000 : 3000);
    return () => clearTimeout(timer);
  }, [toast]);
  // The message comes written out in the page's language (app/http/toast.server.ts).
  const text = toast?.text;
  if (!text || !shown || hidden) return null;
  return (
    <div className={`toast toast-${toast!.type}${inPanel ? " toast-in-panel" : ""}`} role="status">
      {text}
    </div>
  );
}
