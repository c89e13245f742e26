import type { Db } from "../../db/client.server";
import { anyProductOutOfReach, type StatusOutcome } from "~/features/catalogue/products.server";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import type { PublicUser } from "~/models/user.server";
import { apiError } from "./answers.server";
import { STAFF_PRODUCT_TEXTS } from "./shapes/staff-products.server";

/** The catalogue actor of an admin or merchant call; a merchant role without a merchant: 403. */
export function apiActor(user: PublicUser): CatalogueActor {
  return catalogueActor(user) ?? apiError(403, STAFF_PRODUCT_TEXTS.noMerchant);
}

/**
 * A refused status operation as JSON: another merchant's product is 403 (the spec's
 * 'Forbidden!'), as on the pages, rather than a 404 that would pretend it is not there: the
 * merchant learns no more than that the id is taken, and a client tells a wrong id from a
 * product it may not touch. A missing (or archived) product: 404.
 */
export function answerRefusal(
  outcome: StatusOutcome,
): asserts outcome is StatusOutcome & { ok: true } {
  if (outcome.ok) return;
  if (outcome.refused === "forbidden") apiError(403, STAFF_PRODUCT_TEXTS.forbidden);
  apiError(404, STAFF_PRODUCT_TEXTS.notFound);
}

/**
 * The `scope` of a status call on one product (app/api/route.server.ts): another merchant's
 * product is 403 before the body is read, whatever it says. A missing one is the call's own 404.
 */
export async function requireProductInReach(db: Db, user: PublicUser, id: string): Promise<void> {
  if (await anyProductOutOfReach(db, apiActor(user), [id]))
    apiError(403, STAFF_PRODUCT_TEXTS.forbidden);
}
