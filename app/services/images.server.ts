import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storedImageUrl, storedWidths } from "~/lib/images";

/** A picture an upload may be: checked by its content, not by its name or declared type. */
const FORMATS = new Set(["jpeg", "png", "webp"]);
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
// A small file can still decode to a huge bitmap (a "pixel bomb"): sharp refuses above this.
const MAX_PIXELS = 40_000_000;
// Visually lossless for photographs of jewellery, about a third of the JPEG's size.
const WEBP_QUALITY = 78;

export type ImageRefusal = "tooLarge" | "notAnImage";

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
 * that are not larger than it, as WebP, under `dir`/img. The same bytes give the same names, so
 * storing a picture twice costs nothing and its URLs can be cached for good.
 */
export async function storeImage(bytes: Uint8Array, dir: string): Promise<StoredImage> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw new ImageRejected("tooLarge");
  const input = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  const meta = await input()
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new ImageRejected("notAnImage");
  }
  // Orientations 5 to 8 are quarter turns: the upright picture is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  const [naturalWidth, naturalHeight] = turned
    ? [meta.height, meta.width]
    : [meta.width, meta.height];

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const folder = path.join(dir, "img");
  await mkdir(folder, { recursive: true });
  const widths = storedWidths(naturalWidth);
  try {
    for (const width of widths) {
      const webp = await input()
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
      await writeFile(path.join(folder, path.basename(storedImageUrl(hash, width))), webp);
    }
  } catch {
    // Headers that read well over pixel data that does not (a truncated file).
    throw new ImageRejected("notAnImage");
  }
  const width = widths[widths.length - 1]!;
  return {
    url: storedImageUrl(hash, width),
    width,
    height: Math.round((naturalHeight * width) / naturalWidth),
  };
}
