import type { DbOrTx } from "../../../db/client.server";
import { consentAddress } from "~/lib/consent";
import { isUuid } from "~/lib/uuid";
import {
  consentCounts,
  listConsents,
  type ConsentRow,
  type IysState,
} from "~/models/consent-log.server";
import { consentHistory } from "~/models/consent.server";
import type { PublicUser } from "~/models/user.server";

/**
 * The consent log for admins (issue [20] point 3: "Admins see the log and each address's
 * state"): the page /dashboard/consents and /api/consents share these.
 */
export const CONSENTS_PAGE_SIZE = 30;

const isAdmin = (user: PublicUser | null) => user?.role === "ROLE_ADMIN";

export interface ConsentLogFilter {
  email: string | null;
  given: boolean | null;
  iys: IysState | null;
  before: string | null;
}

/** One page of the log, newest first, with the log's two figures. */
export async function consentLogFor(
  db: DbOrTx,
  user: PublicUser,
  filter: ConsentLogFilter,
): Promise<
  | "forbidden"
  | { rows: ConsentRow[]; more: boolean; counts: { consenting: number; pending: number } }
> {
  if (!isAdmin(user)) return "forbidden";
  const before = filter.before && isUuid(filter.before) ? filter.before : null;
  const email = filter.email?.trim().slice(0, 320) || null;
  const [page, counts] = [
    await listConsents(db, { ...filter, email, before, limit: CONSENTS_PAGE_SIZE }),
    await consentCounts(db),
  ];
  return { ...page, counts };
}

export type AddressState = "given" | "refused" | "none";

/** One address: its state now (its newest act) and its whole history, newest first. */
export async function consentOfAddressFor(
  db: DbOrTx,
  user: PublicUser,
  email: string,
): Promise<
  "forbidden" | { email: string; state: AddressState; since: Date | null; history: ConsentRow[] }
> {
  if (!isAdmin(user)) return "forbidden";
  const address = consentAddress(email).slice(0, 320);
  const history = await consentHistory(db, address);
  const newest = history[0];
  return {
    email: address,
    state: newest ? (newest.given ? "given" : "refused") : "none",
    since: newest?.createdAt ?? null,
    history,
  };
}
