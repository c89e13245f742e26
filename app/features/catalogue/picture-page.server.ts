import { redirect } from "@remix-run/node";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import type { Lang } from "~/lib/i18n";
import { localePath } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { forbidden, notFound } from "~/http/page-responses.server";
import type { PublicUser } from "~/models/user.server";
import type { PicturedProduct } from "~/models/product-image.server";
import { picturesOf } from "./pictures.server";

export type PicturesDone = "uploaded" | "removed" | "moved" | "cover" | "alts";

/**
 * The actor and product of the pictures page, or its refusal: 404 for no such product (or a
 * malformed id), 403 for another shop's product or a user who manages no catalogue.
 */
export async function picturePageScope(
  user: PublicUser,
  id: string | undefined,
): Promise<{ actor: CatalogueActor; product: PicturedProduct }> {
  const actor = catalogueActor(user);
  if (!actor) throw forbidden();
  if (!id || !isUuid(id)) throw notFound();
  const product = await picturesOf(actor, id.toLowerCase());
  if (product === "notFound") throw notFound();
  if (product === "forbidden") throw forbidden();
  return { actor, product };
}

/** Back to the page after a change (post, redirect, get), naming what was done. */
export function backToPictures(lang: Lang, productId: string, done: PicturesDone) {
  return redirect(localePath(lang, `/dashboard/product/pictures/${productId}?done=${done}`), {
    status: 303,
  });
}
