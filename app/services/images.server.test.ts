import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { srcSetOf } from "~/lib/images";
import { ImageRejected, MAX_IMAGE_BYTES, storeImage } from "./images.server";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "images-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A real photograph-sized picture in the given format: a gradient, so it does not compress to nothing. */
async function picture(width: number, height: number, format: "jpeg" | "png" | "webp") {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = 120;
    pixels[i + 2] = 200;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const stored = (url: string) => path.join(dir, url.replace(/^\/uploads\//, ""));

async function rejection(bytes: Uint8Array) {
  const error = await storeImage(bytes, dir).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejected);
  return (error as ImageRejected).reason;
}

describe("storeImage", () => {
  it("stores a large JPEG as WebP at 320, 640, 960 and 1280 px, in proportion", async () => {
    const image = await storeImage(await picture(2000, 1500, "jpeg"), dir);
    expect(image).toMatchObject({ width: 1280, height: 960 });
    expect(image.url).toMatch(/^\/uploads\/img\/[0-9a-f]{16}-1280\.webp$/);
    const set = srcSetOf(image.url)!.split(", ");
    expect(set.map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w"]);
    for (const entry of set) {
      const [url, w] = entry.split(" ");
      const meta = await sharp(readFileSync(stored(url!))).metadata();
      expect(meta.format).toBe("webp");
      expect(`${meta.width}w`).toBe(w);
      expect(meta.height).toBe(Math.round((meta.width! * 1500) / 2000));
    }
    // The smallest is what a phone's product card fetches: a few kilobytes.
    expect(readFileSync(stored(set[0]!.split(" ")[0]!)).byteLength).toBeLessThan(20_000);
  });

  it("never enlarges: a 500 px PNG gives 320 and 500", async () => {
    const image = await storeImage(await picture(500, 400, "png"), dir);
    expect(image).toMatchObject({ width: 500, height: 400 });
    expect(srcSetOf(image.url)).toMatch(/-320\.webp 320w, .*-500\.webp 500w$/);
    expect(readdirSync(path.join(dir, "img"))).toHaveLength(2);
  });

  it("turns a phone photo upright and drops its metadata (location included)", async () => {
    const sideways = await sharp(await picture(300, 200, "jpeg"))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await storeImage(sideways, dir);
    expect(image).toMatchObject({ width: 200, height: 300 });
    const meta = await sharp(readFileSync(stored(image.url))).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("gives the same bytes the same name", async () => {
    const bytes = await picture(700, 700, "webp");
    const first = await storeImage(bytes, dir);
    expect(await storeImage(bytes, dir)).toEqual(first);
  });

  it("refuses what is not a JPEG, PNG or WebP picture, whatever its name says", async () => {
    expect(await rejection(Buffer.from("<html>not a picture</html>"))).toBe("notAnImage");
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await rejection(Buffer.from(svg))).toBe("notAnImage");
    const gif = await sharp(await picture(20, 20, "png"))
      .gif()
      .toBuffer();
    expect(await rejection(gif)).toBe("notAnImage");
    const jpeg = await picture(800, 600, "jpeg");
    expect(await rejection(jpeg.subarray(0, jpeg.byteLength / 3))).toBe("notAnImage");
  });

  it("refuses a file over the size limit before reading it", async () => {
    expect(await rejection(new Uint8Array(MAX_IMAGE_BYTES + 1))).toBe("tooLarge");
  });
});
