/** A user's role (spec 001 §6); the users table allows these and no other. */
export const ROLES = ["ROLE_ADMIN", "ROLE_MERCHANT", "ROLE_MEMBER"] as const;
export type Role = (typeof ROLES)[number];
