import { describe, expect, it } from "vitest";
import {
  CARD,
  chosenPayment,
  INCOMPLETE,
  ORDER_STATUSES,
  PAYMENT_NOT_CHOSEN,
  paymentState,
  TRANSFER,
} from "./orders";

describe("paymentState", () => {
  it("a card order is paid once iyzico confirmed it, until it is cancelled", () => {
    expect(paymentState({ payment: CARD, status: "Not Processed", paid: true })).toBe("paidByCard");
    expect(paymentState({ payment: CARD, status: INCOMPLETE, paid: false })).toBeNull();
    expect(paymentState({ payment: CARD, status: "Canceled", paid: true })).toBeNull();
  });

  it("a transfer is awaited in every open status until an admin marks it paid", () => {
    for (const status of ORDER_STATUSES.filter((s) => s !== "Canceled")) {
      expect(paymentState({ payment: TRANSFER, status, paid: false })).toBe("awaitingTransfer");
      expect(paymentState({ payment: TRANSFER, status, paid: true })).toBe("paidByTransfer");
    }
    expect(paymentState({ payment: TRANSFER, status: "Canceled", paid: false })).toBeNull();
    expect(paymentState({ payment: TRANSFER, status: "Canceled", paid: true })).toBeNull();
  });

  it("an order whose payment is not chosen yet awaits nothing and names no payment", () => {
    expect(
      paymentState({ payment: PAYMENT_NOT_CHOSEN, status: INCOMPLETE, paid: false }),
    ).toBeNull();
    expect(chosenPayment(PAYMENT_NOT_CHOSEN)).toBeNull();
    expect(chosenPayment(TRANSFER)).toBe(TRANSFER);
    expect(chosenPayment(CARD)).toBe(CARD);
  });
});
