/**
 * Pictures stored by the image pipeline (app/services/images.server.ts): WebP at a few widths,
 * named by the hash of the original, so a name never changes meaning and can be cached for a year.
 * The stored URL is the largest width; the smaller ones sit beside it.
 */
const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

const STORED = /^\/uploads\/img\/([0-9a-f]{16})-(\d{1,4})\.webp$/;

export function storedImageUrl(hash: string, width: number) {
  return `/uploads/img/${hash}-${width}.webp`;
}

/** The widths a picture of this natural width is stored at: those of the ladder below it, and its own (at most the largest). */
export function storedWidths(naturalWidth: number): number[] {
  const largest = Math.min(naturalWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]);
  return [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
}

/**
 * The `srcset` for a stored picture, so a phone fetches the 320 or 640 px file instead of the
 * 1280 px one; none for anything else (the demo's SVG drawings scale by themselves).
 */
export function srcSetOf(src: string | null | undefined): string | undefined {
  const match = src ? STORED.exec(src) : null;
  if (!match) return undefined;
  const [, hash, width] = match;
  return storedWidths(Number(width))
    .map((w) => `${storedImageUrl(hash!, w)} ${w}w`)
    .join(", ");
}
