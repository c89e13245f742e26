import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, like, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.server";
import { brands, merchantInvitations, merchantRequests, merchants, users } from "../../db/schema";
import { hashPassword } from "~/lib/password.server";
import { slugify } from "~/lib/slug";
import { publicUserColumns, type PublicUser } from "~/models/user.server";

export const REQUEST_STATUSES = ["Waiting Approval", "Approved", "Rejected"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
const REQUEST_WAITING: RequestStatus = "Waiting Approval";

export interface SellerRequestInput {
  name: string;
  email: string;
  /** Digits only. */
  phoneNumber: string;
  brand: string;
  business: string;
}

/** A sell-with-us request, waiting for an admin; `lang` the page's, for the mail that answers it. */
export async function createSellerRequest(
  db: DbOrTx,
  input: SellerRequestInput,
  lang: "tr" | "en" = "tr",
) {
  const [row] = await db
    .insert(merchantRequests)
    .values({
      name: input.name.trim(),
      email: input.email.trim(),
      phoneNumber: input.phoneNumber,
      brand: input.brand.trim(),
      business: input.business.trim(),
      status: REQUEST_WAITING,
      lang,
    })
    .returning();
  return row!;
}

export type MerchantRequest = typeof merchantRequests.$inferSelect;

/** The admin's list of requests, newest first (spec 001 §2 Merchants). */
export async function listMerchantRequests(db: DbOrTx): Promise<MerchantRequest[]> {
  return db
    .select()
    .from(merchantRequests)
    .orderBy(desc(merchantRequests.createdAt), asc(merchantRequests.id));
}

export async function getMerchantRequest(db: DbOrTx, id: string) {
  const [row] = await db.select().from(merchantRequests).where(eq(merchantRequests.id, id));
  return row ?? null;
}

/**
 * Moves a request from one of `from` to `to`, in the caller's transaction: null when it is not
 * (or no longer) in one of those states, so two admins pressing at once change it once.
 */
export async function moveMerchantRequest(
  tx: DbOrTx,
  id: string,
  from: RequestStatus[],
  to: RequestStatus,
): Promise<MerchantRequest | null> {
  const [row] = await tx
    .update(merchantRequests)
    .set({ status: to })
    .where(and(eq(merchantRequests.id, id), inArray(merchantRequests.status, from)))
    .returning();
  return row ?? null;
}

/** Deletes a request and its sign-up links (they cascade). */
export async function deleteMerchantRequest(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db
    .delete(merchantRequests)
    .where(eq(merchantRequests.id, id))
    .returning({ id: merchantRequests.id });
  return gone.length > 0;
}

// ---------------------------------------------------------------- invitations

/** Only the hash is stored: a leaked table does not hand out sign-up links. */
function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The shape of a token we issue (32 random bytes, base64url); anything else is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * A one-time sign-up link's token for an approved seller request. Returns the raw token, which
 * goes into the e-mailed link (/merchant-signup/{token}?email=...) and nowhere else.
 */
export async function createMerchantInvitation(
  db: DbOrTx,
  input: { merchantRequestId: string; email: string; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(merchantInvitations).values({
    tokenHash: hashInvitationToken(token),
    email: input.email.trim(),
    merchantRequestId: input.merchantRequestId,
    expiresAt: new Date(Date.now() + input.ttlMs),
  });
  return token;
}

const usable = (hash: string) =>
  and(
    eq(merchantInvitations.tokenHash, hash),
    isNull(merchantInvitations.usedAt),
    gt(merchantInvitations.expiresAt, sql`now()`),
  );

/** The invitation a token opens, if it is known, unused and unexpired. */
export async function findUsableInvitation(db: DbOrTx, token: string) {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ email: merchantInvitations.email, expiresAt: merchantInvitations.expiresAt })
    .from(merchantInvitations)
    .where(usable(hashInvitationToken(token)))
    .limit(1);
  return row ?? null;
}

export type MerchantSignupResult =
  | { kind: "ok"; user: PublicUser; merchantId: string; brandId: string }
  | { kind: "invalid" }
  | { kind: "emailMismatch" }
  | { kind: "emailTaken" };

/** Rolls the transaction back while carrying the answer out of it. */
class Refused extends Error {
  constructor(readonly result: MerchantSignupResult) {
    super(result.kind);
  }
}

/**
 * Completes a merchant's sign-up from an invitation, all or nothing: the merchant (from the seller
 * request), a brand named as the request's brand, the ROLE_MERCHANT user, and the invitation
 * marked used. Claiming the invitation first, with a conditional update, means two submissions of
 * one link cannot both succeed.
 */
export async function completeMerchantSignup(
  db: DbOrTx,
  input: { token: string; email: string; password: string; firstName: string; lastName: string },
): Promise<MerchantSignupResult> {
  if (!TOKEN_SHAPE.test(input.token)) return { kind: "invalid" };
  const hash = hashInvitationToken(input.token);
  const invitation = await findUsableInvitation(db, input.token);
  if (!invitation) return { kind: "invalid" };
  if (!sameEmail(invitation.email, input.email)) return { kind: "emailMismatch" };
  // scrypt takes a while; it runs before the transaction so that nothing waits on it.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(merchantInvitations)
        .set({ usedAt: new Date() })
        .where(
          and(
            usable(hash),
            sql`lower(${merchantInvitations.email}) = lower(${input.email.trim()})`,
          ),
        )
        .returning({ requestId: merchantInvitations.merchantRequestId });
      if (!claimed?.requestId) throw new Refused({ kind: "invalid" });
      const [request] = await tx
        .select()
        .from(merchantRequests)
        .where(eq(merchantRequests.id, claimed.requestId))
        .limit(1);
      if (!request) throw new Refused({ kind: "invalid" });
      const [merchant] = await tx
        .insert(merchants)
        .values({
          name: request.name,
          email: request.email ?? input.email.trim(),
          phoneNumber: request.phoneNumber,
          business: request.business,
        })
        .returning({ id: merchants.id });
      const brandId = await insertBrand(tx, request.brand, merchant!.id);
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email.trim(),
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          role: "ROLE_MERCHANT",
          merchantId: merchant!.id,
        })
        .onConflictDoNothing()
        .returning(publicUserColumns);
      if (!user) throw new Refused({ kind: "emailTaken" });
      return { kind: "ok" as const, user, merchantId: merchant!.id, brandId };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

function sameEmail(a: string, b: string) {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** A brand with the first free slug: 'gumus-atolyesi', then 'gumus-atolyesi-2', ... */
async function insertBrand(tx: DbOrTx, name: string, merchantId: string): Promise<string> {
  const base = slugify(name) || "marka";
  const taken = new Set(
    (
      await tx
        .select({ slug: brands.slug })
        .from(brands)
        .where(or(eq(brands.slug, base), like(brands.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  // Another sign-up may take the chosen slug meanwhile; the insert then moves on to the next.
  for (let n = 1, tries = 0; tries < 20; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (taken.has(slug)) continue;
    tries++;
    const [row] = await tx
      .insert(brands)
      .values({ name: name.trim(), slug, merchantId })
      .onConflictDoNothing({ target: brands.slug })
      .returning({ id: brands.id });
    if (row) return row.id;
  }
  throw new Error(`no free slug for brand ${base}`);
}
