/** Order statuses and payments as the spec names them; stored as these strings. */
export const ORDER_STATUSES = [
  "Not Processed",
  "Processing",
  "Shipped",
  "Delivered",
  "Canceled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/**
 * An order waiting for its payment: a card order waiting for the provider, or an order made
 * before its payment was chosen (PAYMENT_NOT_CHOSEN). Stock is held, and it is shown in no list.
 */
export const INCOMPLETE = "İşlem Tamamlanmadı";
export const CANCELED: OrderStatus = "Canceled";
/** A placed order nobody has started on: the only status its buyer may cancel from. */
export const NOT_PROCESSED: OrderStatus = "Not Processed";
export const ITEM_CANCELLED = "Cancelled";

export const PAYMENTS = ["Havale", "Kredi Kartı"] as const;
export type Payment = (typeof PAYMENTS)[number];
export const TRANSFER: Payment = "Havale";
export const CARD: Payment = "Kredi Kartı";
/**
 * The stored payment of an order made before its payment was chosen (POST /api/order/add without
 * `payment`, docs/decisions/046-order-before-payment.md): no payment at all, never shown as one.
 */
export const PAYMENT_NOT_CHOSEN = "";

/** How long an unpaid card order holds its stock. */
export const CARD_HOLD_MS = 30 * 60 * 1000;

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? "");
}

export function isPayment(value: unknown): value is Payment {
  return (PAYMENTS as readonly unknown[]).includes(value);
}

/** An order's payment as a client reads it: one of the two, or null while it is not chosen. */
export function chosenPayment(payment: string): Payment | null {
  return isPayment(payment) ? payment : null;
}

/**
 * Whether the money is in, for the lists and the order page: a card order is paid once iyzico
 * confirmed it; a transfer order once an admin marked its transfer arrived (`paidAt` on both).
 * Until then a transfer order, whatever its status, awaits its money; a cancelled one awaits
 * nothing.
 */
export type PaymentState = "paidByCard" | "paidByTransfer" | "awaitingTransfer" | null;

export function paymentState(order: {
  payment: string;
  status: string;
  paid: boolean;
}): PaymentState {
  if (order.payment === CARD) return order.paid && order.status !== CANCELED ? "paidByCard" : null;
  // An order whose payment is not chosen yet awaits nothing.
  if (order.payment !== TRANSFER) return null;
  if (order.paid) return order.status === CANCELED ? null : "paidByTransfer";
  return order.status === CANCELED ? null : "awaitingTransfer";
}

/** The number a shopper sees and writes in a transfer description: the id's last 7 characters. */
export function orderNumber(id: string): string {
  return id.slice(-7);
}

/** Where an order is delivered, as the order keeps it (a guest's form or a member's address). */
export interface DeliveryAddress {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  country: string;
  /** İl (the spec's region / city). */
  city: string;
  /** İlçe (the spec's province / state / district). */
  district: string;
  addressType: "home" | "work";
  zipCode: string;
  address: string;
}

/** A path to a guest's order with the key that opens it (the e-mailed link), or as is. */
export function withOrderKey(path: string, key: string | null | undefined): string {
  return key ? `${path}?${new URLSearchParams({ key })}` : path;
}
