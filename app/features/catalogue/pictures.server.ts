import type { Db } from "../../../db/client.server";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import { log } from "~/log/log.server";
import {
  changePictures,
  deletePictures,
  insertPictures,
  makeCover,
  orderGallery,
  pictureInUse,
  productPictures,
  writeAlts,
  type PicturedProduct,
  type PictureMiss,
} from "~/models/product-image.server";
import { ImageRejected, removeImage, storeImage, type StoredImage } from "~/services/images.server";
import { pictureStorage } from "~/services/picture-storage.server";

/**
 * The picture operations of a product (spec 001 §3, §7), shared by the pictures page and the
 * /api calls. Each takes the acting user; the product is found within the actor's scope, so a
 * merchant's call on another shop's product changes nothing and answers "forbidden".
 */
export type PictureOutcome<T = null> =
  | { ok: true; product: PicturedProduct; result: T }
  | { ok: false; reason: PictureMiss | "invalid" | ImageRejected["reason"] };

function outcome<T>(
  answer: { product: PicturedProduct; result: T } | PictureMiss,
): PictureOutcome<T> {
  return typeof answer === "string" ? { ok: false, reason: answer } : { ok: true, ...answer };
}

export async function picturesOf(db: Db, actor: CatalogueActor, productId: string) {
  return productPictures(db, actor, productId);
}

/**
 * Stores uploaded pictures (all or none: the first refused file refuses the upload) and adds them
 * to the gallery, or the first as the cover. The actor's scope is checked before any file is
 * decoded.
 */
export async function addPictures(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  files: Uint8Array[],
  as: "cover" | "gallery",
): Promise<PictureOutcome<StoredImage[]>> {
  const scope = await productPictures(db, actor, productId);
  if (typeof scope === "string") return { ok: false, reason: scope };
  const stored: StoredImage[] = [];
  try {
    for (const file of files) stored.push(await storeImage(file, pictureStorage()));
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, reason: error.reason };
    throw error;
  }
  return outcome(
    await changePictures(db, actor, productId, async (tx, current) => {
      await insertPictures(tx, productId, current, stored, as === "cover");
      return stored;
    }),
  );
}

/** Removes pictures by id or URL; a stored file no product shows any more is deleted too. */
export async function removePictures(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  which: { ids?: string[]; urls?: string[] },
  expected?: number,
): Promise<PictureOutcome<string[]>> {
  const answer = outcome(
    await changePictures(
      db,
      actor,
      productId,
      async (tx, current) => {
        const gone = current.filter(
          (p) => which.ids?.includes(p.id) || which.urls?.includes(p.url),
        );
        await deletePictures(
          tx,
          productId,
          gone.map((p) => p.id),
        );
        return gone.map((p) => p.url);
      },
      expected,
    ),
  );
  if (!answer.ok) return answer;
  if (answer.result.length === 0) return { ok: false, reason: "invalid" };
  for (const url of answer.result) {
    if (await pictureInUse(db, url)) continue;
    // The row is gone already: a file left behind costs space, not correctness.
    await removeImage(url, pictureStorage()).catch((err: unknown) =>
      log.warn({ err, url }, "stored picture not removed"),
    );
  }
  return answer;
}

/** Gives the gallery a new order: the ids of all its pictures, each once (else "invalid"). */
export async function reorderPictures(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  ids: string[],
  expected?: number,
): Promise<PictureOutcome<boolean>> {
  const answer = outcome(
    await changePictures(
      db,
      actor,
      productId,
      async (tx, current) => {
        const gallery = current.filter((p) => !p.isCover).map((p) => p.id);
        const same =
          ids.length === gallery.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => gallery.includes(id));
        if (same) await orderGallery(tx, productId, ids);
        return same;
      },
      expected,
    ),
  );
  return answer.ok && !answer.result ? { ok: false, reason: "invalid" } : answer;
}

/** Moves one gallery picture one place up or down (the buttons of the page without JavaScript). */
export async function movePicture(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  pictureId: string,
  direction: "up" | "down",
  expected?: number,
): Promise<PictureOutcome<boolean>> {
  return outcome(
    await changePictures(
      db,
      actor,
      productId,
      async (tx, current) => {
        const ids = current.filter((p) => !p.isCover).map((p) => p.id);
        const at = ids.indexOf(pictureId);
        const to = direction === "up" ? at - 1 : at + 1;
        if (at < 0 || to < 0 || to >= ids.length) return false;
        [ids[at], ids[to]] = [ids[to]!, ids[at]!];
        await orderGallery(tx, productId, ids);
        return true;
      },
      expected,
    ),
  );
}

/** Makes a gallery picture the cover. */
export async function setCover(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  pictureId: string,
  expected?: number,
): Promise<PictureOutcome<boolean>> {
  const answer = outcome(
    await changePictures(
      db,
      actor,
      productId,
      async (tx, current) => {
        const picture = current.find((p) => p.id === pictureId && !p.isCover);
        if (picture) await makeCover(tx, productId, picture);
        return Boolean(picture);
      },
      expected,
    ),
  );
  return answer.ok && !answer.result ? { ok: false, reason: "invalid" } : answer;
}

/** Sets the alt texts (empty: the product's name) of the product's pictures. */
export async function setAltTexts(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  alts: { id: string; alt: string; altEn: string }[],
  expected?: number,
): Promise<PictureOutcome> {
  return outcome(
    await changePictures(
      db,
      actor,
      productId,
      async (tx, current) => {
        const own = alts.filter((a) => current.some((p) => p.id === a.id));
        await writeAlts(
          tx,
          productId,
          own.map((a) => ({ id: a.id, alt: a.alt.trim() || null, altEn: a.altEn.trim() || null })),
        );
        return null;
      },
      expected,
    ),
  );
}
