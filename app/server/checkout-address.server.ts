import type { DbOrTx } from "../../db/client.server";
import type { Lang } from "~/lib/i18n";
import type { DeliveryAddress } from "~/lib/orders";
import { normalizePhone } from "~/lib/phone";
import { messages } from "~/locales";
import { listAddresses } from "~/models/address.server";
import type { Buyer } from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import { readDeliveryAddress } from "~/schemas/delivery";

/**
 * Where an order goes and who buys it. A member's order goes to their default address, else the
 * first of their list (spec 000 §4); a guest's to the address /delivery saved on the cart.
 */
export async function memberDeliveryAddress(
  db: DbOrTx,
  user: PublicUser,
): Promise<DeliveryAddress | null> {
  // Listed default first: the first row is the default when there is one.
  const [chosen] = await listAddresses(db, user.id);
  if (!chosen) return null;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phone: (user.phoneNumber && normalizePhone(user.phoneNumber)) || "",
    email: user.email,
    country: chosen.country,
    city: chosen.city,
    district: chosen.state,
    addressType: "home",
    zipCode: chosen.zipCode,
    address: chosen.address,
  };
}

/** The guest address saved on the cart, if it is still a complete one. */
export function savedGuestAddress(stored: unknown, lang: Lang): DeliveryAddress | null {
  return readDeliveryAddress(messages[lang].checkout, stored);
}

export function buyerFor(user: PublicUser | null, address: DeliveryAddress): Buyer {
  if (!user) {
    return {
      userId: null,
      firstName: address.firstName,
      lastName: address.lastName,
      email: address.email,
      phone: address.phone,
    };
  }
  return {
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: address.phone || user.phoneNumber || "",
  };
}

/** One line for mails and the payment page: 'Moda Cad. 12, Kadıköy / İstanbul 34710, Türkiye'. */
export function addressLine(a: DeliveryAddress): string {
  return `${a.address}, ${a.district} / ${a.city} ${a.zipCode}, ${a.country}`;
}
