import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, isNotNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { passwordResetTokens, users } from "../../db/schema";
import { hashPassword } from "~/lib/password.server";
import { deleteOtherSessions } from "./session.server";

/** A reset link works for an hour, once. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

// Only the hash is stored: someone who reads the table (a backup, a replica) cannot reset anyone.
function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

// Anything else cannot be one of ours; it is refused before the database is asked.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new reset token for the user; the raw value goes into the e-mail and nowhere else. */
export async function createResetToken(db: DbOrTx, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const now = Date.now();
  // The user's dead tokens go while we are here; the table never grows past a few rows each.
  await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        or(lt(passwordResetTokens.expiresAt, new Date(now)), isNotNull(passwordResetTokens.usedAt)),
      ),
    );
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now + RESET_TOKEN_TTL_MS),
  });
  return token;
}

const live = (tokenHash: string) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/** The user a token may reset, or null when it is unknown, used or expired. */
export async function findResetUser(db: DbOrTx, token: string): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(live(hashToken(token)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Sets the password through a token: the token is spent, every other link the user was sent dies,
 * the password changes and every session of the user ends, all in one transaction, so that a
 * link used twice at once changes the password once. Null when the token is not live.
 */
export async function resetPasswordWithToken(
  db: DbOrTx,
  token: string,
  password: string,
): Promise<string | null> {
  const userId = await findResetUser(db, token);
  if (!userId) return null;
  // The slow hash runs before the transaction, so that it holds no lock while it works.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(live(hashToken(token)))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, spent.userId));
    await deleteOtherSessions(tx, spent.userId, null);
    return spent.userId;
  });
}
