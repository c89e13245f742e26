import type { Db } from "../../../../db/client.server";
import { catalogueActor, type CatalogueActor } from "~/lib/catalogue-actor";
import type { Lang } from "~/lib/i18n";
import { localePath } from "~/lib/i18n";
import { isUuid } from "~/lib/uuid";
import { forbidden, notFound } from "~/http/page-responses.server";
import { redirectWithDashboardToast, type DashboardToastKey } from "~/http/toast.server";
import type { PublicUser } from "~/models/user.server";
import type { PicturedProduct } from "~/models/product-image.server";
import { picturesOf } from "~/features/catalogue/pictures.server";

/** What the page says after a change (locales' pictureToasts). */
export type PicturesToast = Extract<
  DashboardToastKey,
  "picturesUploaded" | "pictureRemoved" | "picturesMoved" | "coverChanged" | "altsSaved"
>;

/**
 * The actor and product of the pictures page, or its refusal: 404 for no such product (or a
 * malformed id), 403 for another shop's product or a user who manages no catalogue.
 */
export async function picturePageScope(
  db: Db,
  user: PublicUser,
  id: string | undefined,
): Promise<{ actor: CatalogueActor; product: PicturedProduct }> {
  const actor = catalogueActor(user);
  if (!actor) throw forbidden();
  if (!id || !isUuid(id)) throw notFound();
  const product = await picturesOf(db, actor, id.toLowerCase());
  if (product === "notFound") throw notFound();
  if (typeof product === "string") throw forbidden();
  return { actor, product };
}

/**
 * Back to the page after a change (post, redirect, get), saying what was done with the
 * dashboard's one-time message, which the page's next render shows with or without JavaScript.
 */
export function backToPictures(lang: Lang, productId: string, said: PicturesToast) {
  return redirectWithDashboardToast(
    localePath(lang, `/dashboard/product/pictures/${productId}`),
    said,
    undefined,
    { status: 303 },
  );
}
