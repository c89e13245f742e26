import type { Db, DbOrTx } from "../../../db/client.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import type { StaffProductQuery } from "~/lib/staff-product-query";
import {
  anyOutsideScope,
  deleteProducts,
  listStaffProducts,
  setProductFlag,
} from "~/models/staff-product.server";

/**
 * The product status operations of the dashboards (spec 001 §4), one per business action, each
 * taking the acting admin or merchant; the list page, its bulk actions and /api call the same
 * ones. A merchant naming a product of another merchant's is refused as `forbidden` (403: the
 * spec's 'Forbidden! You are not allowed to access this resource.') before anything is written,
 * and every write carries the scope in its own WHERE as well.
 */
export type StatusOutcome =
  { ok: true; changed: string[] } | { ok: false; refused: "forbidden" | "notFound" };

async function scoped(
  db: Db,
  actor: CatalogueActor,
  ids: string[],
  write: (db: DbOrTx) => Promise<string[]>,
): Promise<StatusOutcome> {
  if (await anyOutsideScope(db, actor, ids)) return { ok: false, refused: "forbidden" };
  const changed = await write(db);
  return changed.length ? { ok: true, changed } : { ok: false, refused: "notFound" };
}

/** Whether any of the ids is a product the actor may not touch: a refusal's answer, not a guard. */
export async function anyProductOutOfReach(db: Db, actor: CatalogueActor, ids: string[]) {
  return anyOutsideScope(db, actor, ids);
}

/** Opens (isActive) or closes the products: a closed product is not sold. */
export function setProductsActive(db: Db, actor: CatalogueActor, ids: string[], isActive: boolean) {
  return scoped(db, actor, ids, (db) => setProductFlag(db, actor, ids, { isActive }));
}

/** Shows (isVisible) or hides the products in the shop's lists. */
export function setProductsVisible(
  db: Db,
  actor: CatalogueActor,
  ids: string[],
  isVisible: boolean,
) {
  return scoped(db, actor, ids, (db) => setProductFlag(db, actor, ids, { isVisible }));
}

/**
 * Deletes the products: erased when no order names them, archived otherwise
 * (docs/decisions/022). `changed` lists both.
 */
export async function deleteProductsOf(
  db: Db,
  actor: CatalogueActor,
  ids: string[],
): Promise<StatusOutcome & { archived?: number }> {
  let archived = 0;
  const outcome = await scoped(db, actor, ids, async (db) => {
    const done = await deleteProducts(db, actor, ids);
    archived = done.archived.length;
    return [...done.erased, ...done.archived];
  });
  return outcome.ok ? { ...outcome, archived } : outcome;
}

/** The actor's list: their products only, however the query narrows it. */
export async function staffProductList(db: Db, actor: CatalogueActor, query: StaffProductQuery) {
  return listStaffProducts(db, actor, query);
}
