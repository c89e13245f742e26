import type { AppLoadContext } from "@remix-run/node";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import { requireUser } from "./auth.server";
import { forbidden } from "./page-responses.server";

/**
 * Catalogue pages: the signed-in admin or merchant (with a merchant attached) as the actor of
 * the catalogue operations; signed out, the way to /login; anyone else, 403.
 */
export async function requireCatalogueActor(context: AppLoadContext): Promise<CatalogueActor> {
  const actor = catalogueActor(await requireUser(context));
  if (!actor) throw forbidden();
  return actor;
}
