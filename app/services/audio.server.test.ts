import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3 } from "../../tests/helpers/s3rver";
import { audioFormatOf, AudioRejected, MAX_AUDIO_BYTES, storeAudio } from "./audio.server";
import { diskStorage, s3Storage } from "./picture-storage.server";

const OWN_MP3 = readFileSync(path.join("public", "music", "takilarin-tinisi.mp3"));
const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))),
  );
const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(64)]);

describe("audioFormatOf: the format by the first bytes, whatever the name", () => {
  it("knows MP3 (bare frames or after an ID3 tag), Ogg, M4A and WAV", () => {
    expect(audioFormatOf(OWN_MP3)).toBe("mp3");
    // An ID3v2.4 tag of 16 bytes, then the committed file's first frame.
    const tagged = bytes("ID3", [4, 0, 0, 0, 0, 0, 16], Buffer.alloc(16).toString("latin1"));
    expect(audioFormatOf(Buffer.concat([tagged, OWN_MP3]))).toBe("mp3");
    expect(audioFormatOf(pad(bytes("OggS", [0, 2])))).toBe("ogg");
    expect(audioFormatOf(pad(bytes([0, 0, 0, 0x20], "ftypM4A ", [0, 0, 0, 0])))).toBe("m4a");
    expect(audioFormatOf(pad(bytes("RIFF", [36, 0, 0, 0], "WAVEfmt ")))).toBe("wav");
  });

  it("refuses pictures, a video's RIFF, text and an ID3 tag before something else", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(audioFormatOf(png)).toBeNull();
    expect(audioFormatOf(pad(bytes("RIFF", [36, 0, 0, 0], "AVI LIST")))).toBeNull();
    expect(audioFormatOf(pad(bytes("<html><body>music</body></html>")))).toBeNull();
    const tagThenPng = Buffer.concat([bytes("ID3", [4, 0, 0, 0, 0, 0, 0]), png]);
    expect(audioFormatOf(tagThenPng)).toBeNull();
    // An MPEG frame of layer I or II (or ADTS AAC) is not taken for an MP3.
    expect(audioFormatOf(pad(bytes([0xff, 0xfd, 0x90, 0x00])))).toBeNull();
    expect(audioFormatOf(pad(bytes([0xff, 0xf1, 0x50, 0x80])))).toBeNull();
    expect(audioFormatOf(Buffer.alloc(0))).toBeNull();
  });
});

describe("storeAudio", () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "audio-"));
    s3 = await startS3();
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await s3?.stop();
  });

  it("stores on disk under audio/, named by the content, the bytes as they came", async () => {
    const stored = await storeAudio(OWN_MP3, diskStorage(dir));
    expect(stored.format).toBe("mp3");
    expect(stored.url).toMatch(/^\/uploads\/audio\/[0-9a-f]{16}\.mp3$/);
    const file = path.join(dir, stored.url.slice("/uploads/".length));
    expect(readFileSync(file).equals(OWN_MP3)).toBe(true);
    expect((await storeAudio(OWN_MP3, diskStorage(dir))).url).toBe(stored.url);
  });

  it("stores in S3 with the audio's content type", async () => {
    const stored = await storeAudio(OWN_MP3, s3Storage(s3.settings));
    expect(stored.url.startsWith(s3.settings.publicUrl + "/audio/")).toBe(true);
    const answer = await fetch(stored.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("audio/mpeg");
    expect(Buffer.from(await answer.arrayBuffer()).equals(OWN_MP3)).toBe(true);
  });

  it("refuses what is not audio, and more than 8 MB", async () => {
    const storage = diskStorage(dir);
    await expect(storeAudio(bytes("not a sound at all"), storage)).rejects.toEqual(
      new AudioRejected("notAudio"),
    );
    const big = Buffer.concat([OWN_MP3, Buffer.alloc(MAX_AUDIO_BYTES)]);
    await expect(storeAudio(big, storage)).rejects.toMatchObject({ reason: "tooLarge" });
  });
});
