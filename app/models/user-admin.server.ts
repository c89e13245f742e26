import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { merchants, users } from "../../db/schema";
import type { Role } from "~/lib/roles";
import { escapeLike } from "~/lib/search";

/** A user as the admin's user list shows them: never a password hash. */
export interface UserCard {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** The merchant attached, by name: only such a user can be a merchant. */
  merchantName: string | null;
  provider: string;
  createdAt: Date;
  /** The role's version (decision 067). */
  version: number;
}

const cardColumns = {
  version: users.version,
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  merchantName: merchants.name,
  provider: users.provider,
  createdAt: users.createdAt,
};

export const USERS_PER_PAGE = 24;

/**
 * One page of users, newest first, whose name or e-mail holds `search`, in any case. Both sides
 * are lower-cased the same, language-neutral way (PostgreSQL's lower() knows no Turkish dotless
 * ı), so 'ISIK' finds 'Işık' only as far as the two agree; e-mail addresses, what an admin
 * usually types, are ASCII. `total` counts every match.
 */
export async function listUserCards(
  db: DbOrTx,
  search: string | null,
  page: number,
): Promise<{ users: UserCard[]; total: number }> {
  const term = search ? search.normalize("NFC").toLowerCase().trim() : "";
  const where = term
    ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${`%${escapeLike(term)}%`}`
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(users)
      .leftJoin(merchants, eq(merchants.id, users.merchantId))
      .where(where)
      .orderBy(desc(users.createdAt), asc(users.id))
      .limit(USERS_PER_PAGE)
      .offset((page - 1) * USERS_PER_PAGE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows, total: total! };
}

export async function userCardByEmail(db: DbOrTx, email: string): Promise<UserCard | null> {
  const [row] = await db
    .select(cardColumns)
    .from(users)
    .leftJoin(merchants, eq(merchants.id, users.merchantId))
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row ?? null;
}

export type RoleRefusal = "missing" | "lastAdmin" | "noMerchant" | "stale";

/**
 * Gives the user with `email` the `role`, unless that would leave the shop without an admin or
 * make a merchant of a user with no merchant attached. The admins' rows are locked first, so two
 * admins demoting each other at once cannot both succeed.
 */
export async function setUserRole(
  db: DbOrTx,
  email: string,
  role: Role,
  /** The role's version the change was asked from (decision 067); none: whatever it is now. */
  expected?: number,
): Promise<UserCard | RoleRefusal> {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "ROLE_ADMIN"))
      .orderBy(asc(users.id))
      .for("update");
    const [target] = await tx
      .select({
        id: users.id,
        role: users.role,
        merchantId: users.merchantId,
        version: users.version,
      })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .for("update");
    if (!target) return "missing";
    if (expected !== undefined && target.version !== expected) return "stale";
    if (role === "ROLE_MERCHANT" && !target.merchantId) return "noMerchant";
    if (target.role === "ROLE_ADMIN" && role !== "ROLE_ADMIN" && admins.length <= 1)
      return "lastAdmin";
    await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.id, target.id), ne(users.role, role)));
    return (await userCardByEmail(tx, email))!;
  });
}
