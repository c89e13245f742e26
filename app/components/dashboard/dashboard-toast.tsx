import { useRootData } from "~/components/i18n";
import { useShownFor } from "~/components/layout/toast";
import { fmt } from "~/lib/i18n";
import { useDashboardT } from "./use-dashboard-t";

/**
 * A dashboard's one-time message ('Kayıt güncellendi. 3 ürün de kapatıldı.'), drawn where the
 * shop's own toast would be: its texts live in the dashboard's messages, not the shop's.
 */
export function DashboardToast() {
  const { toast } = useRootData();
  const texts = useDashboardT().toast;
  const shown = useShownFor(toast, 3000);
  if (!toast || !("dashboard" in toast) || !shown) return null;
  const text = fmt(texts[toast.dashboard], { n: toast.n ?? 0 });
  return (
    <div className={`toast toast-${toast.type}`} role="status">
      {text}
    </div>
  );
}
