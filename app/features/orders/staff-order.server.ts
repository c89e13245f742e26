import type { DbOrTx } from "../../../db/client.server";
import { includedTax, sumAmounts } from "~/lib/cart-pricing";
import type { OrderDetail } from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import { addOrderNote, listOrderNotes, type OrderNote } from "~/models/order-note.server";
import { orderForViewer, type OrderRights } from "./order-access.server";

/**
 * The staff's view of an order (issue [18]): the staff order page, its packing slip and the
 * notes' /api. An admin sees every order; a merchant the orders holding their products, only
 * those lines and their total, never who bought (decision 008), but where a paid order goes, to
 * ship their lines (decision 075). Everyone else: null, as for a missing order.
 */
export interface StaffOrder {
  order: OrderDetail;
  rights: OrderRights;
  /** A merchant's view: their own lines only, no customer. */
  merchant: boolean;
  /** The delivery address (name, address, phone): the admin, and a merchant once it is paid. */
  seesDeliveryAddress: boolean;
}

export function isStaff(user: PublicUser | null | undefined): user is PublicUser {
  return user?.role === "ROLE_ADMIN" || (user?.role === "ROLE_MERCHANT" && !!user.merchantId);
}

export async function staffOrderFor(
  db: DbOrTx,
  id: string,
  user: PublicUser | null,
): Promise<StaffOrder | null> {
  if (!isStaff(user)) return null;
  // No cart and no link key: only the role (or having bought it) opens the order.
  const found = await orderForViewer(db, id, { user, cartId: null, accessToken: null });
  if (!found) return null;
  const admin = user.role === "ROLE_ADMIN";
  if (admin) return { ...found, merchant: false, seesDeliveryAddress: true };
  // A merchant who bought the order sees it whole as its buyer; here, as staff, their lines.
  const items = found.order.items.filter((i) => i.merchantId === user.merchantId);
  if (items.length === 0) return null;
  // Their lines' sum, as the model gives a merchant who is not the buyer (getOrderFor).
  const total = sumAmounts(items.map((i) => i.totalPrice));
  const tax = includedTax(total, found.order.vatRate);
  return {
    order: { ...found.order, items, subtotal: total, discount: 0, total, totalTax: tax },
    rights: found.rights,
    merchant: true,
    seesDeliveryAddress: !!found.order.paidAt,
  };
}

/** Where the parcel goes, as the staff page and the packing slip print it; null if not theirs to see. */
export function deliveryAddressFor({ order, seesDeliveryAddress }: StaffOrder) {
  const a = order.address;
  if (!seesDeliveryAddress) return null;
  return {
    name: `${a.firstName} ${a.lastName}`,
    address: a.address,
    place: `${a.zipCode} ${a.district} / ${a.city}`,
    country: a.country,
    phone: a.phone,
  };
}

/** The order's notes for its staff: every note, whoever wrote it (decision 075). */
export function notesFor(db: DbOrTx, staff: StaffOrder): Promise<OrderNote[]> {
  return listOrderNotes(db, staff.order.id);
}

/** A note by the signed-in staff member, its body checked already (app/schemas/order-note.ts). */
export function writeNote(
  db: DbOrTx,
  staff: StaffOrder,
  user: PublicUser,
  body: string,
): Promise<OrderNote> {
  return addOrderNote(db, {
    orderId: staff.order.id,
    authorId: user.id,
    authorName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    body,
  });
}
