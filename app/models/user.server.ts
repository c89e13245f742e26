import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { users } from "../../db/schema";
import { dummyHash, hashPassword, verifyPassword } from "~/lib/password.server";
import type { Role } from "~/lib/roles";

/** What the app knows of the signed-in user on every request: no password hash. */
export const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  merchantId: users.merchantId,
  provider: users.provider,
  // Whether the address may be sent campaign mail now: its newest answer in the consent log
  // (issue [20] point 3), so that a link's refusal shows here at once.
  isSubscribed: sql<boolean>`coalesce((select c.given from consent_records c where lower(c.email) = lower(${users.email}) order by c.created_at desc, c.id desc limit 1), false)`,
  createdAt: users.createdAt,
};

export type PublicUser = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: Role;
  merchantId: string | null;
  provider: string;
  isSubscribed: boolean;
  createdAt: Date;
};

/** E-mail addresses are compared case-insensitively (the unique index is on lower(email)). */
const emailIs = (email: string) => sql`lower(${users.email}) = lower(${email.trim()})`;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<PublicUser | null> {
  const [row] = await db.select(publicUserColumns).from(users).where(emailIs(email)).limit(1);
  return row ?? null;
}

/**
 * The user whose password matches, or null. A missing user costs a hash too, so that the answer
 * time does not tell which addresses have accounts.
 */
export async function verifyLogin(
  db: DbOrTx,
  email: string,
  password: string,
): Promise<PublicUser | null> {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(emailIs(email))
    .limit(1);
  if (!row?.passwordHash) {
    await verifyPassword(password, dummyHash());
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  const { passwordHash: _p, ...user } = row;
  return user;
}

export class EmailTakenError extends Error {
  constructor() {
    super("email taken");
  }
}

export async function createUser(
  db: DbOrTx,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    role?: Role;
    merchantId?: string | null;
  },
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const rows = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      role: input.role ?? "ROLE_MEMBER",
      merchantId: input.merchantId ?? null,
    })
    .onConflictDoNothing()
    .returning(publicUserColumns);
  if (!rows[0]) throw new EmailTakenError();
  return rows[0];
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  input: { firstName: string; lastName: string; phoneNumber: string | null },
) {
  const [row] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning(publicUserColumns);
  return row ?? null;
}

export async function setPassword(db: DbOrTx, userId: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
