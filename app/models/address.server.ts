import { and, desc, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { addresses, users } from "../../db/schema";
import { isUuid } from "~/lib/uuid";

/**
 * A member's delivery addresses. Every query is scoped by the owner's id: an address of another
 * user is, to this module, an address that does not exist.
 */

export type Address = Omit<typeof addresses.$inferSelect, "userId">;

export interface AddressFields {
  address: string;
  city: string;
  state: string;
  country: string;
  zipCode: string;
  isDefault: boolean;
}

const columns = {
  id: addresses.id,
  address: addresses.address,
  city: addresses.city,
  state: addresses.state,
  country: addresses.country,
  zipCode: addresses.zipCode,
  isDefault: addresses.isDefault,
  createdAt: addresses.createdAt,
};

const owned = (userId: string, id: string) =>
  and(eq(addresses.id, id), eq(addresses.userId, userId));

/** The default address first, then the newest. */
export async function listAddresses(db: DbOrTx, userId: string): Promise<Address[]> {
  return db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), addresses.id);
}

export async function getAddress(db: DbOrTx, userId: string, id: string): Promise<Address | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(columns).from(addresses).where(owned(userId, id)).limit(1);
  return row ?? null;
}

/**
 * Runs a change to a user's addresses with that user's row locked, so that two requests that
 * each make an address the default cannot both pass the 'clear the others' step and then
 * collide on the one-default index (addresses_one_default).
 */
async function withUserLocked<R>(db: DbOrTx, userId: string, run: (tx: DbOrTx) => Promise<R>) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    return run(tx);
  });
}

async function clearDefault(tx: DbOrTx, userId: string, exceptId?: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

export async function createAddress(
  db: DbOrTx,
  userId: string,
  input: AddressFields,
): Promise<Address> {
  return withUserLocked(db, userId, async (tx) => {
    if (input.isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, userId })
      .returning(columns);
    return row!;
  });
}

/** The updated address, or null when the user has no address with this id. */
export async function updateAddress(
  db: DbOrTx,
  userId: string,
  id: string,
  input: AddressFields,
): Promise<Address | null> {
  if (!isUuid(id)) return null;
  return withUserLocked(db, userId, async (tx) => {
    if (!(await getAddress(tx, userId, id))) return null;
    if (input.isDefault) await clearDefault(tx, userId, id);
    const [row] = await tx.update(addresses).set(input).where(owned(userId, id)).returning(columns);
    return row ?? null;
  });
}

/** Makes one address the default and clears the others; false when it is not the user's. */
export async function setDefaultAddress(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return withUserLocked(db, userId, async (tx) => {
    if (!(await getAddress(tx, userId, id))) return false;
    await clearDefault(tx, userId, id);
    await tx.update(addresses).set({ isDefault: true }).where(owned(userId, id));
    return true;
  });
}

/** False when the user has no address with this id. */
export async function deleteAddress(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(addresses).where(owned(userId, id)).returning({ id: addresses.id });
  return rows.length > 0;
}
