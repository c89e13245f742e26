import type { PublicUser } from "~/models/user.server";

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
