import type { orderRefunds as tr } from "../tr/order-refunds";

export const orderRefunds: typeof tr = {
  title: "Refunds",
  refundsNote: "The amount of cancelled items goes back to your card through iyzico.",
  refundItem: "Item",
  refundAmount: "Amount",
  refundState: "State",
  refundDate: "Date",
  refundStates: {
    pending: "Pending",
    sending: "Sending",
    done: "Refunded",
    failed: "Failed",
  },
  refundError: "iyzico's answer",
  refundUnreachable:
    "iyzico did not answer in time: the refund may have gone through. Check iyzico's panel before retrying; iyzico never refunds more than what is left of the payment.",
  refundRetry: "Retry",
  refundAttempts: "attempt {n}",
  historyTitle: "Attempts at iyzico",
  historyHow: {
    refund: "Refund",
    cancel: "Same-day cancel",
    report: "Found made in iyzico's records",
  },
  historyOutcomes: {
    done: "Done",
    refused: "Refused",
    unreachable: "No answer",
  },
};
