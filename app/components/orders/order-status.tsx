import { useT } from "~/components/i18n";
import { INCOMPLETE, type OrderStatus, type PaymentState } from "~/lib/orders";

const TONES: Record<OrderStatus | typeof INCOMPLETE, string> = {
  "Not Processed": "not-processed",
  Processing: "processing",
  Shipped: "shipped",
  Delivered: "delivered",
  Canceled: "canceled",
  [INCOMPLETE]: "incomplete",
};

/** The stored status in the page's language; Processing shows in green (spec 000 §4). */
export function OrderStatusLabel({ status }: { status: string }) {
  const labels: Record<string, string> = useT().orders.statuses;
  const tone = (TONES as Record<string, string>)[status] ?? "other";
  return <span className={`order-status order-status-${tone}`}>{labels[status] ?? status}</span>;
}

/** Beside the status: paid by card, or the transfer still awaited (an admin sorts by this). */
export function PaymentStateLabel({ state }: { state: PaymentState }) {
  const t = useT().orders.paymentStates;
  if (!state) return null;
  return <span className={`payment-state payment-state-${state}`}>{t[state]}</span>;
}
