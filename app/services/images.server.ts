import { createHash } from "node:crypto";
import sharp from "sharp";
import { PICTURE_BYTES } from "~/lib/upload-limits";
import { storedImageKey, storedVariants, storedWidths } from "~/lib/images";
import type { PictureStorage } from "./picture-storage.server";

/** A picture an upload may be: checked by its content, not by its name or declared type. */
const FORMATS = new Set(["jpeg", "png", "webp"]);
export const MAX_IMAGE_BYTES = PICTURE_BYTES;
// A small file can still decode to a huge bitmap (a "pixel bomb"): refused from its header, before
// any decoding, and sharp refuses above it too (limitInputPixels) should a header lie.
export const MAX_PIXELS = 40_000_000;
// Visually lossless for photographs of jewellery, about a third of the JPEG's size.
const WEBP_QUALITY = 78;

export type ImageRefusal = "tooLarge" | "tooManyPixels" | "notAnImage";

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRefusal) {
    super(`image rejected: ${reason}`);
  }
}

export interface StoredImage {
  /** The largest width's URL; `srcSetOf` (app/lib/images.ts) gives the others. */
  url: string;
  width: number;
  height: number;
}

/**
 * Stores an uploaded picture the way pages want it: turned upright (EXIF orientation), stripped of
 * its metadata (a phone photo's GPS position included), resized to the widths of IMAGE_WIDTHS
 * that are not larger than it, as WebP, in `storage` under img/. The same bytes give the same
 * names, so storing a picture twice costs nothing and its URLs can be cached for good. Whatever
 * the upload was (an HTML page glued to a JPEG included), what is stored is only sharp's WebP.
 */
export async function storeImage(bytes: Uint8Array, storage: PictureStorage): Promise<StoredImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected("tooLarge");
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  // The header alone (no pixel is decoded), without the limit, so that a bomb is named as one.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected("notAnImage");
  }
  if (meta.width * meta.height > MAX_PIXELS) throw new ImageRejected("tooManyPixels");
  // Orientations 5 to 8 are quarter turns: the upright picture is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  const [naturalWidth, naturalHeight] = turned
    ? [meta.height, meta.width]
    : [meta.width, meta.height];

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const widths = storedWidths(naturalWidth);
  const encoded: [string, Buffer][] = [];
  try {
    for (const width of widths) {
      const webp = await input()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      encoded.push([storedImageKey(hash, width), webp]);
    }
  } catch {
    // Headers that read well over pixel data that does not (a truncated file).
    throw new ImageRejected("notAnImage");
  }
  for (const [key, webp] of encoded) await storage.put(key, webp, "image/webp");
  const width = widths[widths.length - 1]!;
  return {
    url: storage.urlOf(storedImageKey(hash, width)),
    width,
    height: Math.round((naturalHeight * width) / naturalWidth),
  };
}

/** Removes every width of a stored picture; an address the storage does not hold is left alone. */
export async function removeImage(url: string, storage: PictureStorage): Promise<void> {
  for (const variant of storedVariants(url)) {
    const key = storage.keyOf(variant.url);
    if (key) await storage.remove(key);
  }
}
