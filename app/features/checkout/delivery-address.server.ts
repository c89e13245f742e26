import type { ZodIssue } from "zod";
import type { DbOrTx } from "../../../db/client.server";
import type { Lang } from "~/lib/i18n";
import type { DeliveryAddress } from "~/lib/orders";
import { normalizePhone } from "~/lib/phone";
import { messages } from "~/locales";
import { listAddresses } from "~/models/address.server";
import type { Buyer } from "~/models/order.server";
import type { PublicUser } from "~/models/user.server";
import { DeliveryApiSchema } from "~/schemas/delivery";

/** Where an order goes, or why there is nowhere yet. */
export type DeliveryOutcome =
  | { ok: true; address: DeliveryAddress }
  /** A member without an address in their account. */
  | { ok: false; missing: "account" }
  /** A guest's address missing or incomplete: what is wrong with it, as the schema says. */
  | { ok: false; missing: "guest"; issues: ZodIssue[] };

/**
 * Where an order goes, for the checkout pages and /api/order/add alike. A member's order goes to
 * their default address, else the first of their list (spec 000 §4), whatever else was sent. A
 * guest's goes to the address they gave: the one /delivery saved on the cart for the pages, the
 * body's `address` for an /api client (our field names or the original clients', DESIGN.md §4).
 */
export async function deliveryAddressFor(
  db: DbOrTx,
  user: PublicUser | null,
  guestAddress: unknown,
  lang: Lang,
): Promise<DeliveryOutcome> {
  if (user) {
    const address = await memberDeliveryAddress(db, user);
    return address ? { ok: true, address } : { ok: false, missing: "account" };
  }
  const parsed = readGuestAddress(guestAddress, lang);
  return parsed.success
    ? { ok: true, address: parsed.data }
    : { ok: false, missing: "guest", issues: parsed.error.issues };
}

function readGuestAddress(given: unknown, lang: Lang) {
  return DeliveryApiSchema(messages[lang].checkout).safeParse(given ?? {});
}

async function memberDeliveryAddress(
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

/** The guest address saved on the cart, if it is still a complete one: what /delivery shows. */
export function savedGuestAddress(stored: unknown, lang: Lang): DeliveryAddress | null {
  const parsed = readGuestAddress(stored, lang);
  return parsed.success ? parsed.data : null;
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
