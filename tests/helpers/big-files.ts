import sharp from "sharp";

/**
 * A photograph-like JPEG of about 2 MB, as a phone takes (noise does not compress): over the
 * 1 MB every form without files may send, under the 10 MB a picture field takes.
 */
export async function phonePhoto(): Promise<Buffer> {
  const noise = Buffer.alloc(1400 * 1000 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + ((i * i) % 251)) & 0xff;
  return sharp(noise, { raw: { width: 1400, height: 1000, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A file of `mb` megabytes (1024 × 1024 bytes), whatever it claims to be. */
export const oversized = (mb: number) => Buffer.alloc(Math.round(mb * 1024 * 1024), 0xff);

/** The bytes as a browser's chosen file. */
export const chosen = (bytes: Buffer, type = "image/jpeg") =>
  new Blob([new Uint8Array(bytes)], { type });

/** The refusal of a 14.2 MB picture named IMG_2041.jpg, as each language says it. */
export const TOO_BIG_PICTURE = [
  ["tr", "", "«IMG_2041.jpg» 14,2 MB: bir resim en fazla 10 MB olabilir."],
  ["en", "/en", "“IMG_2041.jpg” is 14.2 MB: a picture may be at most 10 MB."],
] as const;
