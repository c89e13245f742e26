import type { Db } from "../../../db/client.server";
import { isUuid } from "~/lib/uuid";
import {
  carouselProductExists,
  deleteCarouselEntry,
  insertCarouselEntry,
  moveCarouselEntry,
  reorderCarousel as reorderCarouselRows,
  staffCarousel,
  type StaffCarouselEntry,
} from "~/models/carousel-write.server";
import { findProductOptions } from "~/models/product-write.server";
import type { PublicUser } from "~/models/user.server";

/**
 * The home carousel's business actions (spec 001 §2 Carousel), each taking the acting user:
 * the dashboard page, its JavaScript picker and the /api routes call these. Admins only.
 */
export type Refusal = { refused: "forbidden" | "missing" };
const FORBIDDEN: Refusal = { refused: "forbidden" };
const MISSING: Refusal = { refused: "missing" };
/** How many products a search shows. */
export const CAROUSEL_MATCHES = 30;

export function isRefusal(outcome: unknown): outcome is Refusal {
  return typeof outcome === "object" && outcome !== null && "refused" in outcome;
}

const isAdmin = (user: PublicUser) => user.role === "ROLE_ADMIN";

export async function listCarousel(
  db: Db,
  user: PublicUser,
): Promise<StaffCarouselEntry[] | Refusal> {
  if (!isAdmin(user)) return FORBIDDEN;
  return staffCarousel(db);
}

export interface CarouselMatch {
  id: string;
  sku: string;
  name: string;
  /** Already in the carousel: shown, not offered again. */
  inCarousel: boolean;
}

/**
 * The products whose SKU or name holds `q` (the product pickers' search,
 * findProductOptions), newest first; an empty `q` gives the newest ones.
 */
export async function findCarouselProducts(
  db: Db,
  user: PublicUser,
  q: string,
): Promise<CarouselMatch[] | Refusal> {
  if (!isAdmin(user)) return FORBIDDEN;
  const [found, entries] = await Promise.all([
    findProductOptions(db, { kind: "admin", userId: user.id }, q, CAROUSEL_MATCHES),
    staffCarousel(db),
  ]);
  const inCarousel = new Set(entries.map((e) => e.productId));
  return found.map((p) => ({ ...p, inCarousel: inCarousel.has(p.id) }));
}

export type AddOutcome =
  | { ok: true; entry: StaffCarouselEntry }
  | Refusal
  | { ok: false; problem: "already" | "noProduct" };

/** Adds the product last; one already there, or no such product, is said so. */
export async function addToCarousel(
  db: Db,
  user: PublicUser,
  productId: string,
): Promise<AddOutcome> {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!isUuid(productId)) return { ok: false, problem: "noProduct" };
  const id = productId.toLowerCase();
  if (!(await carouselProductExists(db, id))) return { ok: false, problem: "noProduct" };
  const row = await insertCarouselEntry(db, id);
  if (!row) return { ok: false, problem: "already" };
  const entry = (await staffCarousel(db)).find((e) => e.id === row.id);
  return entry ? { ok: true, entry } : MISSING;
}

/** Removes an entry, named by its own id (the contract's `_id`) or by its product's. */
export async function removeFromCarousel(db: Db, user: PublicUser, id: string) {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  const key = id.toLowerCase();
  const entry = (await staffCarousel(db)).find((e) => e.id === key || e.productId === key);
  if (!entry || !(await deleteCarouselEntry(db, entry.id))) return MISSING;
  return { ok: true as const, entry };
}

/** Every entry in the order given, each exactly once; else `invalid` and nothing changes. */
export async function reorderCarousel(
  db: Db,
  user: PublicUser,
  ids: string[],
): Promise<{ ok: true } | Refusal | { ok: false; invalid: true }> {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!ids.every(isUuid)) return { ok: false, invalid: true };
  return (await reorderCarouselRows(db, ids)) ? { ok: true } : { ok: false, invalid: true };
}

export async function moveInCarousel(
  db: Db,
  user: PublicUser,
  id: string,
  direction: "up" | "down",
) {
  if (!isAdmin(user)) return FORBIDDEN;
  if (!isUuid(id)) return MISSING;
  const key = id.toLowerCase();
  // Another admin reordering at the same moment: the move is simply tried once more.
  const moved =
    (await moveCarouselEntry(db, key, direction)) || (await moveCarouselEntry(db, key, direction));
  return moved ? { ok: true as const } : MISSING;
}
