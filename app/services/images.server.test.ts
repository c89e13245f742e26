import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { srcSetOf } from "~/lib/images";
import { startS3 } from "../../tests/helpers/s3rver";
import { ImageRejected, MAX_IMAGE_BYTES, removeImage, storeImage } from "./images.server";
import { diskStorage, s3Storage, type PictureStorage } from "./picture-storage.server";

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

/** A PNG of a few dozen bytes whose header declares `size`×`size` pixels (a "pixel bomb"). */
function pngDeclaring(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}

interface Place {
  storage: PictureStorage;
  /** The bytes and content type a browser gets for a stored URL, or null when it is gone. */
  read(url: string): Promise<{ bytes: Buffer; type: string } | null>;
}

const disk = async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "images-"));
  const place: Place = {
    storage: diskStorage(dir),
    async read(url) {
      try {
        return {
          bytes: readFileSync(path.join(dir, url.replace(/^\/uploads\//, ""))),
          type: "image/webp",
        };
      } catch {
        return null;
      }
    },
  };
  return { place, stop: async () => rmSync(dir, { recursive: true, force: true }) };
};

const s3 = async () => {
  const server = await startS3();
  const place: Place = {
    storage: s3Storage(server.settings),
    async read(url) {
      const answer = await fetch(url);
      if (answer.status === 404) return null;
      expect(answer.status).toBe(200);
      return {
        bytes: Buffer.from(await answer.arrayBuffer()),
        type: answer.headers.get("content-type") ?? "",
      };
    },
  };
  return { place, stop: server.stop };
};

describe.each([
  ["on disk", disk],
  ["on S3 (s3rver)", s3],
])("storeImage %s", (_, open) => {
  let place: Place;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ place, stop } = await open());
  });
  afterAll(() => stop());

  let storage: PictureStorage;
  beforeEach(() => {
    storage = place.storage;
  });

  async function rejection(bytes: Uint8Array) {
    const error = await storeImage(bytes, storage).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageRejected);
    return (error as ImageRejected).reason;
  }

  async function stored(url: string) {
    const file = await place.read(url);
    expect(file, url).not.toBeNull();
    expect(file!.type).toBe("image/webp");
    return file!.bytes;
  }

  it("stores a large JPEG as WebP at 320, 640, 960 and 1280 px, in proportion", async () => {
    const image = await storeImage(await picture(2000, 1500, "jpeg"), storage);
    expect(image).toMatchObject({ width: 1280, height: 960 });
    expect(image.url).toMatch(/\/img\/[0-9a-f]{16}-1280\.webp$/);
    const set = srcSetOf(image.url)!.split(", ");
    expect(set.map((s) => s.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w"]);
    for (const entry of set) {
      const [url, w] = entry.split(" ");
      const meta = await sharp(await stored(url!)).metadata();
      expect(meta.format).toBe("webp");
      expect(`${meta.width}w`).toBe(w);
      expect(meta.height).toBe(Math.round((meta.width! * 1500) / 2000));
    }
    // The smallest is what a phone's product card fetches: a few kilobytes.
    expect((await stored(set[0]!.split(" ")[0]!)).byteLength).toBeLessThan(20_000);
  });

  it("stores a PNG and a WebP; never enlarges: a 500 px PNG gives 320 and 500", async () => {
    const image = await storeImage(await picture(500, 400, "png"), storage);
    expect(image).toMatchObject({ width: 500, height: 400 });
    expect(srcSetOf(image.url)).toMatch(/-320\.webp 320w, .*-500\.webp 500w$/);
    const webp = await storeImage(await picture(700, 350, "webp"), storage);
    expect(webp).toMatchObject({ width: 700, height: 350 });
    expect((await sharp(await stored(webp.url)).metadata()).width).toBe(700);
  });

  it("turns a phone photo upright and drops its metadata, its GPS position included", async () => {
    const photo = await sharp(await picture(300, 200, "jpeg"))
      .withExif({
        IFD0: { Make: "Phone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 0/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // The photo sent does carry a position (the GPS IFD) and the maker.
    expect(sent.exif!.toString("latin1")).toContain("Phone");
    expect(
      sent.exif!.includes(Buffer.from([0x88, 0x25])) ||
        sent.exif!.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true);
    expect(sent.orientation).toBe(6);
    const image = await storeImage(photo, storage);
    expect(image).toMatchObject({ width: 200, height: 300 });
    const bytes = await stored(image.url);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.toString("latin1")).not.toMatch(/Exif|GPS|Phone/);
  });

  it("gives the same bytes the same name", async () => {
    const bytes = await picture(700, 700, "webp");
    const first = await storeImage(bytes, storage);
    expect(await storeImage(bytes, storage)).toEqual(first);
  });

  it("stores a JPEG with an HTML page glued on only as re-encoded WebP", async () => {
    const html = Buffer.from("<html><script>alert(document.cookie)</script></html>");
    const polyglot = Buffer.concat([await picture(400, 300, "jpeg"), html]);
    const image = await storeImage(polyglot, storage);
    for (const entry of srcSetOf(image.url)!.split(", ")) {
      const bytes = await stored(entry.split(" ")[0]!);
      expect(bytes.subarray(0, 4).toString()).toBe("RIFF");
      expect(bytes.subarray(8, 12).toString()).toBe("WEBP");
      expect(bytes.toString("latin1")).not.toContain("<script>");
    }
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
    // An executable renamed .jpg: its name is never read, its bytes are not a picture.
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(500)]);
    expect(await rejection(elf)).toBe("notAnImage");
    expect(await rejection(Buffer.concat([Buffer.from("MZ"), Buffer.alloc(500)]))).toBe(
      "notAnImage",
    );
  });

  it("refuses a 20000×20000 pixel bomb from its header, before decoding", async () => {
    const bomb = pngDeclaring(20_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect(await rejection(bomb)).toBe("tooManyPixels");
  });

  it("refuses a file over the size limit before reading it", async () => {
    expect(await rejection(new Uint8Array(MAX_IMAGE_BYTES + 1))).toBe("tooLarge");
    expect(await rejection(new Uint8Array(30 * 1024 * 1024))).toBe("tooLarge");
  });

  it("removes every width of a stored picture", async () => {
    const image = await storeImage(await picture(900, 600, "jpeg"), storage);
    const urls = srcSetOf(image.url)!
      .split(", ")
      .map((s) => s.split(" ")[0]!);
    await removeImage(image.url, storage);
    for (const url of urls) expect(await place.read(url)).toBeNull();
  });
});
