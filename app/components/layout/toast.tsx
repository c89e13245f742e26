import { useEffect, useState } from "react";
import { useRootData, useT } from "~/components/i18n";

/** The contact form's message closes sooner (spec 000 §9: 'contact 2 s'). */
const SHORT_TOASTS = new Set(["contactSent"]);

/**
 * The one-time message a redirect left (root loader). Without JavaScript it stays on the page;
 * with it, it closes after 3 s as the spec's toasts do.
 */
export function Toast() {
  const { toast } = useRootData();
  const messages = useT().toast as Record<string, string>;
  const [shown, setShown] = useState(true);
  useEffect(() => {
    setShown(true);
    if (!toast) return;
    const timer = setTimeout(() => setShown(false), SHORT_TOASTS.has(toast.key) ? 2000 : 3000);
    return () => clearTimeout(timer);
  }, [toast]);
  const text = toast ? messages[toast.key] : null;
  if (!text || !shown) return null;
  return (
    <div className={`toast toast-${toast!.type}`} role="status">
      {text}
    </div>
  );
}
