import type { refundToasts as tr } from "../tr/dashboard-refunds";

export const refundToasts: typeof tr = {
  refundDone: "The refund was made.",
  refundFailed: "iyzico could not make the refund; the reason is shown on the order.",
  refundBusy: "This refund is done or being sent right now.",
};
