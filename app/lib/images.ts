/**
 * Pictures stored by the image pipeline (app/services/images.server.ts): WebP at a few widths,
 * named by the hash of the original, so a name never changes meaning and can be cached for a year.
 * The stored URL is the largest width; the smaller ones sit beside it, on disk (`/uploads/img/`)
 * or in the S3 bucket (`S3_PUBLIC_URL/img/`).
 */
const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

const STORED = /^(\/uploads\/|https?:\/\/[^?#\s]+\/)img\/([0-9a-f]{16})-(\d{1,4})\.webp$/;

/** The storage key of one width of a stored picture (its URL is the storage's prefix and this). */
export function storedImageKey(hash: string, width: number) {
  return `img/${hash}-${width}.webp`;
}

function storedImageUrl(hash: string, width: number, prefix = "/uploads/") {
  return prefix + storedImageKey(hash, width);
}

/** The widths a picture of this natural width is stored at: those of the ladder below it, and its own (at most the largest). */
export function storedWidths(naturalWidth: number): number[] {
  const largest = Math.min(naturalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/** Every width's URL of a stored picture (the smallest first), or none for anything else. */
export function storedVariants(src: string | null | undefined): { url: string; width: number }[] {
  const match = src ? STORED.exec(src) : null;
  if (!match) return [];
  const [, prefix, hash, width] = match;
  return storedWidths(Number(width)).map((w) => ({
    url: storedImageUrl(hash!, w, prefix),
    width: w,
  }));
}

/**
 * The `srcset` for a stored picture, so a phone fetches the 320 or 640 px file instead of the
 * 1280 px one; none for anything else (the demo's SVG drawings scale by themselves).
 */
export function srcSetOf(src: string | null | undefined): string | undefined {
  const variants = storedVariants(src);
  if (variants.length === 0) return undefined;
  return variants.map((v) => `${v.url} ${v.width}w`).join(", ");
}
