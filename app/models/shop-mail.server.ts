import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { users } from "../../db/schema";
import type { Settings } from "./settings.server";

/**
 * Where the shop hears of its orders (issue [18] point 5, decision 077): Settings' order address;
 * a shop that has not set one yet its contact address; one with neither, every admin, so that a
 * new shop is never left unaware.
 */
export async function shopMailAddresses(db: DbOrTx, settings: Settings): Promise<string[]> {
  const chosen = settings.orderMailTo.trim() || settings.emailAddress.trim();
  if (chosen) return [chosen];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, "ROLE_ADMIN"))
    .orderBy(users.email);
  return [...new Set(admins.map((a) => a.email))];
}

/** The e-mails of each merchant's user accounts: whom a merchant's news goes to. */
export async function merchantMailAddresses(
  db: DbOrTx,
  merchantIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byMerchant = new Map<string, string[]>();
  if (!merchantIds.length) return byMerchant;
  const rows = await db
    .select({ email: users.email, merchantId: users.merchantId })
    .from(users)
    .where(and(eq(users.role, "ROLE_MERCHANT"), inArray(users.merchantId, [...merchantIds])))
    .orderBy(users.email);
  for (const row of rows) {
    if (!row.merchantId) continue;
    byMerchant.set(row.merchantId, [...(byMerchant.get(row.merchantId) ?? []), row.email]);
  }
  return byMerchant;
}
