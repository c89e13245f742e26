import { useEffect, useState } from "react";
import { useRootData, useT } from "~/components/i18n";

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
    const timer = setTimeout(() => setShown(false), 3000);
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
