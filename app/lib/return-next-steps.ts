import { fmt } from "./i18n";
import type { ReturnKind } from "./returns";
import type { OrderReturnsMessages } from "~/locales/order-returns";

/**
 * What the shopper does after asking (issue [19]): where to send the item (the shop's address
 * from Settings), who pays the return shipping (the seller for a withdrawal, per the contract; the
 * buyer for a return, per the returns page) and when the money comes back. One source for the
 * confirmation page and the mail, so that they say the same.
 */
export function returnNextSteps(
  t: OrderReturnsMessages,
  input: { kind: ReturnKind; address: string; amount: string; refundDueBy: string },
): string[] {
  const address = input.address.trim().replace(/\s*\n\s*/g, ", ");
  return [
    address ? fmt(t.sendTo, { address }) : t.sendToShop,
    input.kind === "withdrawal" ? t.shippingWithdrawal : t.shippingReturn,
    fmt(t.refundNote, { amount: input.amount, date: input.refundDueBy }),
  ];
}
