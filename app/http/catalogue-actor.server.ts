import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import { requireUser } from "./auth.server";
import { forbidden } from "./page-responses.server";

/**
 * Catalogue pages: the signed-in admin or merchant (with a merchant attached) as the actor of
 * the catalogue operations; signed out, the way to /login; anyone else, 403.
 */
export async function requireCatalogueActor(request: Request): Promise<CatalogueActor> {
  const actor = catalogueActor(await requireUser(request));
  if (!actor) throw forbidden();
  return actor;
}
