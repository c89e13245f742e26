import type { Db } from "../../../db/client.server";
import { isUuid } from "~/lib/uuid";
import {
  createMerchantInvitation,
  deleteMerchantRequest,
  getMerchantRequest,
  listMerchantRequests,
  moveMerchantRequest,
  type MerchantRequest,
} from "~/models/merchant.server";
import type { PublicUser } from "~/models/user.server";
import { queueMail, shopName } from "~/services/mail.server";
import { merchantInvitationMail } from "~/services/mail-templates.server";

/**
 * The admin's answers to sell-with-us requests (spec 001 §2 Merchants, §4), shared by
 * /dashboard/merchants and /api/merchant/*. A waiting request with an e-mail is approved (its
 * one-time sign-up link mailed in the language it was sent in) or rejected; a rejected one may
 * be approved after all; an approved one may only be deleted. Each move is one conditional
 * update, so two admins pressing at once move a request once.
 */
export type MerchantRequestRefusal = "forbidden" | "missing" | "noEmail" | "notNow";

/** How long a mailed sign-up link opens the sign-up page. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

export async function merchantRequestsFor(db: Db, user: PublicUser) {
  if (!isAdmin(user)) return "forbidden" as const;
  return listMerchantRequests(db);
}

/** The request, if the user may answer it and it exists. */
async function requestFor(db: Db, user: PublicUser, id: string) {
  if (!isAdmin(user)) return "forbidden" as const;
  if (!isUuid(id)) return "missing" as const;
  return (await getMerchantRequest(db, id)) ?? ("missing" as const);
}

export async function approveMerchantRequest(
  db: Db,
  user: PublicUser,
  id: string,
  origin: string,
): Promise<MerchantRequest | MerchantRequestRefusal> {
  const request = await requestFor(db, user, id);
  if (typeof request === "string") return request;
  const email = request.email;
  if (!email) return "noEmail";
  const done = await db.transaction(async (tx) => {
    const moved = await moveMerchantRequest(tx, id, ["Waiting Approval", "Rejected"], "Approved");
    if (!moved) return null;
    const token = await createMerchantInvitation(tx, {
      merchantRequestId: id,
      email,
      ttlMs: INVITATION_TTL_MS,
    });
    const mail = await queueMail(
      tx,
      email,
      merchantInvitationMail(moved.lang, { email, origin, token, shop: await shopName(tx) }),
    );
    return { moved, mail };
  });
  if (!done) return "notNow";
  done.mail.deliver();
  return done.moved;
}

export async function rejectMerchantRequest(
  db: Db,
  user: PublicUser,
  id: string,
): Promise<MerchantRequest | MerchantRequestRefusal> {
  const request = await requestFor(db, user, id);
  if (typeof request === "string") return request;
  return (await moveMerchantRequest(db, id, ["Waiting Approval"], "Rejected")) ?? "notNow";
}

export async function removeMerchantRequest(
  db: Db,
  user: PublicUser,
  id: string,
): Promise<{ deleted: true } | MerchantRequestRefusal> {
  const request = await requestFor(db, user, id);
  if (typeof request === "string") return request;
  return (await deleteMerchantRequest(db, id)) ? { deleted: true } : "missing";
}
