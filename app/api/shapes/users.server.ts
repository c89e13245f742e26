import type { PublicUser } from "~/models/user.server";
import type { MerchantRequest } from "~/models/merchant.server";
import type { UserCard } from "~/models/user-admin.server";

/** A user as the /api contract names its fields (spec 001 §3). */
export function userShape(u: PublicUser) {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    phoneNumber: u.phoneNumber,
    role: u.role,
    merchant: u.merchantId,
    provider: u.provider,
    isSubscribed: u.isSubscribed,
    created: u.createdAt.toISOString(),
  };
}

/** A user on the admin's list (GET /api/user/list, PUT /api/user/change/{email}). */
export function userCardShape(u: UserCard) {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    merchant: u.merchantName ? { name: u.merchantName } : null,
    provider: u.provider,
    created: u.createdAt.toISOString(),
    version: u.version,
  };
}

/** A sell-with-us request as the contract names it (spec 001 §3 Merchant request). */
export function merchantRequestShape(r: MerchantRequest) {
  return {
    _id: r.id,
    business: r.business,
    brand: r.brand,
    name: r.name,
    email: r.email,
    phoneNumber: r.phoneNumber,
    created: r.createdAt.toISOString(),
    status: r.status,
  };
}
