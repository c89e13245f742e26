import type { Role } from "./roles";

/**
 * Who is changing the catalogue (spec 001 §6): an admin manages everything; a merchant (a user
 * with the merchant role and a merchant attached) manages the brands of that merchant and the
 * products of those brands; anyone else manages nothing.
 */
export type CatalogueActor =
  { kind: "admin"; userId: string } | { kind: "merchant"; userId: string; merchantId: string };

export function catalogueActor(user: {
  id: string;
  role: Role;
  merchantId: string | null;
}): CatalogueActor | null {
  if (user.role === "ROLE_ADMIN") return { kind: "admin", userId: user.id };
  if (user.role === "ROLE_MERCHANT" && user.merchantId)
    return { kind: "merchant", userId: user.id, merchantId: user.merchantId };
  return null;
}

/**
 * What a reader of the /api catalogue and content sees beyond what shoppers see: the records they
 * may edit (an admin: everything; a merchant: their brands and those brands' products), so that
 * a client lists what it then changes. Null for anyone else, who reads active, shown records only.
 */
export type Reach = CatalogueActor | null;

export function readerReach(
  user: { id: string; role: Role; merchantId: string | null } | null,
): Reach {
  return user ? catalogueActor(user) : null;
}
