import { createHash } from "node:crypto";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.server";
import { productImages, products } from "../../db/schema";
import type { CatalogueActor } from "~/lib/catalogue-actor";
import type { Lang } from "~/lib/i18n";
import { localizedText, type LocalizedText } from "~/lib/localized-text";
import { rowsOf } from "./taxonomy.server";
import { productsOf } from "./catalogue-scope.server";
import { cachedCatalogueRead } from "./reference-cache.server";

export interface ProductPicture {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  alt: string | null;
  altEn: string | null;
  isCover: boolean;
  position: number;
}

export interface PicturedProduct {
  id: string;
  name: string;
  nameEn: string;
  cover: ProductPicture | null;
  gallery: ProductPicture[];
  /** The pictures' version (decision 067): a change naming an older one is refused. */
  picturesVersion: number;
}

/**
 * Why a picture change did not happen: no such product, not one of the actor's, or the pictures
 * changed since the version the change named.
 */
export type PictureMiss = "notFound" | "forbidden" | "stale";

const pictureColumns = {
  id: productImages.id,
  url: productImages.url,
  width: productImages.width,
  height: productImages.height,
  alt: productImages.alt,
  altEn: productImages.altEn,
  isCover: productImages.isCover,
  position: productImages.position,
};

/**
 * The product, locked for the transaction, when the actor may change it (the scope is in the
 * query); else whether it exists at all, for the 403 or the 404.
 */
async function lockProduct(tx: Tx, actor: CatalogueActor, productId: string, lock: boolean) {
  const query = tx
    .select({
      id: products.id,
      name: products.name,
      nameEn: products.nameEn,
      imageUrl: products.imageUrl,
      images: products.images,
      picturesVersion: products.picturesVersion,
    })
    .from(products)
    .where(and(eq(products.id, productId), productsOf(actor)));
  const [row] = await (lock ? query.for("update") : query);
  if (row) return row;
  const [exists] = await tx.select({ n: count() }).from(products).where(eq(products.id, productId));
  return (exists?.n ?? 0) > 0 ? ("forbidden" as const) : ("notFound" as const);
}

async function pictureRows(tx: Tx, productId: string): Promise<number> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return n;
}

/**
 * The id a picture known only from the product's columns gets once it becomes a row: the same
 * for the same product, place and address, so that the page can show (and its forms name) the
 * pictures of a product never opened before without writing anything, and the first change
 * adopts them under the very ids the page showed.
 */
function columnPictureId(productId: string, position: number, url: string): string {
  const hex = createHash("sha256").update(`${productId}:${position}:${url}`).digest("hex");
  // An RFC 4122 shape (version 5's bits), as the column's uuid type and the pages expect.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `5${hex.slice(13, 16)}`,
    ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16) + hex.slice(18, 20),
    hex.slice(20, 32),
  ].join("-");
}

/**
 * The pictures written to the product's columns by something else (the demo seed, the product
 * form), as the pictures page works on them: the cover first, then the gallery in order.
 */
function columnPictures(
  productId: string,
  columns: { imageUrl: string | null; images: string[] },
): ProductPicture[] {
  const rows = [
    ...(columns.imageUrl ? [{ url: columns.imageUrl, isCover: true, position: 0 }] : []),
    ...columns.images
      .filter((url, i, all) => url && url !== columns.imageUrl && all.indexOf(url) === i)
      .map((url, i) => ({ url, isCover: false, position: i + 1 })),
  ];
  return rows.map((r) => ({
    id: columnPictureId(productId, r.position, r.url),
    url: r.url,
    width: null,
    height: null,
    alt: null,
    altEn: null,
    isCover: r.isCover,
    position: r.position,
  }));
}

/**
 * Before a change, rows for the pictures the columns hold, in order and under the ids the page
 * showed (columnPictures). The product is locked (lockProduct) and its rows counted again: two
 * tabs changing it at once would otherwise both adopt, and one would fail on the second cover.
 */
async function adoptColumns(tx: Tx, productId: string): Promise<void> {
  if ((await pictureRows(tx, productId)) > 0) return;
  const [product] = await tx
    .select({ imageUrl: products.imageUrl, images: products.images })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return;
  const rows = columnPictures(productId, product);
  if (rows.length === 0) return;
  // The pictures were the product's already: rows are how this page keeps them, not anyone's
  // change, so the history (migrations/0018 records only under a named writer) is not told.
  const [{ writer } = { writer: null }] = rowsOf<{ writer: string | null }>(
    await tx.execute(sql`select current_setting('shop.writer', true) as writer`),
  );
  await tx.execute(sql`select set_config('shop.writer', '', true)`);
  await tx.insert(productImages).values(
    rows.map((r) => ({
      id: r.id,
      productId,
      url: r.url,
      isCover: r.isCover,
      position: r.position,
    })),
  );
  await tx.execute(sql`select set_config('shop.writer', ${writer ?? ""}, true)`);
}

/** `products.image_url` and `products.images` from the rows, for every reader of the catalogue. */
async function syncColumns(tx: Tx, productId: string) {
  await tx
    .update(products)
    .set({
      imageUrl: sql`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${productId} and ${productImages.isCover})`,
      images: sql`array(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${productId} and not ${productImages.isCover} order by ${productImages.position}, ${productImages.createdAt})`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId));
}

async function picturesIn(tx: Tx, productId: string): Promise<ProductPicture[]> {
  return tx
    .select(pictureColumns)
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(
      desc(productImages.isCover),
      asc(productImages.position),
      asc(productImages.createdAt),
    );
}

/**
 * Runs `change` on the product's pictures in one transaction when the actor may change them,
 * then writes the product's columns and answers the pictures as they are now. Without `change`
 * (a page's read), nothing is written: pictures still only in the columns are shown from there.
 */
export async function changePictures<T>(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  change: (tx: Tx, pictures: ProductPicture[]) => Promise<T>,
  /** The pictures' version the change was asked from; none: whatever they are now. */
  expected?: number,
): Promise<{ product: PicturedProduct; result: T } | PictureMiss> {
  return inTransaction(db, actor, productId, change, expected) as Promise<
    { product: PicturedProduct; result: T } | PictureMiss
  >;
}

async function inTransaction<T>(
  db: Db,
  actor: CatalogueActor,
  productId: string,
  change: ((tx: Tx, pictures: ProductPicture[]) => Promise<T>) | null,
  expected?: number,
): Promise<{ product: PicturedProduct; result: T | null } | PictureMiss> {
  return db.transaction(async (tx) => {
    const locked = await lockProduct(tx, actor, productId, change !== null);
    if (typeof locked === "string") return locked;
    if (change && expected !== undefined && locked.picturesVersion !== expected) return "stale";
    const { imageUrl, images, ...product } = locked;
    let result: T | null = null;
    if (change) {
      await adoptColumns(tx, productId);
      result = await change(tx, await picturesIn(tx, productId));
      await syncColumns(tx, productId);
      // Raised by the pictures' trigger (migration 0027) in this very transaction.
      const [now] = await tx
        .select({ v: products.picturesVersion })
        .from(products)
        .where(eq(products.id, productId));
      product.picturesVersion = now!.v;
    }
    const rows = await picturesIn(tx, productId);
    const pictures =
      rows.length > 0 || change ? rows : columnPictures(productId, { imageUrl, images });
    return {
      product: {
        ...product,
        cover: pictures.find((p) => p.isCover) ?? null,
        gallery: pictures.filter((p) => !p.isCover),
      },
      result,
    };
  });
}

/** The product's pictures for the pictures page, or why not. */
export async function productPictures(db: Db, actor: CatalogueActor, productId: string) {
  const answer = await inTransaction(db, actor, productId, null);
  return typeof answer === "string" ? answer : answer.product;
}

export interface NewPicture {
  url: string;
  width: number;
  height: number;
}

/** Adds pictures at the end of the gallery, or one as the cover (the old cover joins the gallery). */
export async function insertPictures(
  tx: Tx,
  productId: string,
  current: ProductPicture[],
  added: NewPicture[],
  asCover: boolean,
) {
  let next = Math.max(0, ...current.map((p) => p.position)) + 1;
  if (asCover) {
    await tx
      .update(productImages)
      .set({ isCover: false, position: next++ })
      .where(and(eq(productImages.productId, productId), eq(productImages.isCover, true)));
  }
  if (added.length === 0) return;
  await tx.insert(productImages).values(
    added.map((p, i) => ({
      productId,
      url: p.url,
      width: p.width,
      height: p.height,
      isCover: asCover && i === 0,
      position: asCover && i === 0 ? 0 : next++,
    })),
  );
}

/**
 * The first pictures of a product just written in this transaction (the add form, POST
 * /api/product/add): its cover and gallery rows and the product's columns, all or nothing.
 */
export async function attachFirstPictures(
  tx: Tx,
  productId: string,
  cover: NewPicture,
  gallery: NewPicture[],
) {
  await insertPictures(tx, productId, [], [cover], true);
  await insertPictures(tx, productId, [], gallery, false);
  await syncColumns(tx, productId);
}

/**
 * Pictures added to a product in this transaction (the import): at the end of its gallery, the
 * first as the cover when it has none.
 */
export async function appendPictures(tx: Tx, productId: string, added: NewPicture[]) {
  // The pictures it shows from its columns only (the demo's) become rows first, or they'd be lost.
  await adoptColumns(tx, productId);
  const current = await picturesIn(tx, productId);
  if (current.some((p) => p.isCover)) await insertPictures(tx, productId, current, added, false);
  else {
    const [cover, ...gallery] = added;
    await insertPictures(tx, productId, current, [cover!], true);
    await insertPictures(tx, productId, await picturesIn(tx, productId), gallery, false);
  }
  await syncColumns(tx, productId);
}

export async function deletePictures(tx: Tx, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, ids)));
}

/** Gives the gallery this order (ids of the product's gallery pictures, each once). */
export async function orderGallery(tx: Tx, productId: string, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(productImages)
      .set({ position: i + 1 })
      .where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
  }
}

/** Makes a gallery picture the cover; the old cover takes its place in the gallery. */
export async function makeCover(tx: Tx, productId: string, picture: ProductPicture) {
  await tx
    .update(productImages)
    .set({ isCover: false, position: picture.position })
    .where(and(eq(productImages.productId, productId), eq(productImages.isCover, true)));
  await tx
    .update(productImages)
    .set({ isCover: true, position: 0 })
    .where(and(eq(productImages.productId, productId), eq(productImages.id, picture.id)));
}

export async function writeAlts(
  tx: Tx,
  productId: string,
  alts: { id: string; alt: string | null; altEn: string | null }[],
) {
  for (const { id, alt, altEn } of alts) {
    await tx
      .update(productImages)
      .set({ alt, altEn })
      .where(and(eq(productImages.productId, productId), eq(productImages.id, id)));
  }
}

/** Whether any product still shows this picture (the same bytes are stored once). */
export async function pictureInUse(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.url, url));
  return (row?.n ?? 0) > 0;
}

/**
 * The alt texts set for a product's pictures, by URL, in the page's language or else in Turkish
 * (marked so); pictures with none are left out.
 */
export async function pictureAltsOf(
  db: Db,
  productId: string,
  lang: Lang,
): Promise<Record<string, LocalizedText>> {
  const rows = await cachedCatalogueRead(db, `alts:${productId}`, () =>
    db
      .select({ url: productImages.url, alt: productImages.alt, altEn: productImages.altEn })
      .from(productImages)
      .where(eq(productImages.productId, productId)),
  );
  return Object.fromEntries(
    rows.flatMap((r) => {
      const alt = localizedText(lang, r.alt, r.altEn);
      return alt.text.trim() ? [[r.url, alt]] : [];
    }),
  );
}
